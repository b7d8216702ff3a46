import {
  gameBulkInput,
  gameBulkResponse,
  gameSwitchesInput,
  staffCatalogueGameResponse,
  staffGamesQuery,
  staffGamesResponse,
  staffStudioResponse,
  staffStudiosResponse,
  studioSwitchesInput,
} from '@chaba/contracts/backoffice-games';
import { contentIdParams, gameInput, staffGameResponse } from '@chaba/contracts/backoffice-content';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { listGameStudios } from '@chaba/core/content/list-game-studios';
import { getGameForStaff, listGamesForStaff } from '@chaba/core/content/list-games-for-staff';
import { switchGameStudio } from '@chaba/core/content/switch-game-studio';
import { switchGamesInBulk } from '@chaba/core/content/switch-games-in-bulk';
import { updateGame } from '@chaba/core/content/update-game';
import { DomainError } from '@chaba/core/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffActor, staffOnly } from '../../http/staff';
import { gameFieldsFrom, presentStaffGame } from '../../presenters/backoffice-content';
import {
  catalogueFilterFrom,
  gameSelectionFrom,
  presentCatalogueGame,
  presentStudio,
} from '../../presenters/backoffice-games';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const manage = { permission: 'content.manage' } as const;
const notFound = domainErrorResponse.describe('not_found: no record with this id');

/**
 * The game catalogue of the content desk (issue 28, decision 57): thousands of games paged and
 * filtered on the server; one game's switches, its full edit and bulk switches; the studios. All
 * `content.manage`; every change audited with the client address.
 */
export function gameCatalogueRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/backoffice/content/games',
    {
      schema: {
        ...staffSchema,
        summary: 'A page of the game catalogue (disabled and delisted games too), searched and filtered',
        querystring: staffGamesQuery,
        response: { 200: staffGamesResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const { order, page, limit, ...filter } = request.query;
      const listed = await listGamesForStaff(context.db, {
        filter: catalogueFilterFrom(filter),
        order,
        page,
        limit,
      });
      return {
        data: listed.rows.map(presentCatalogueGame),
        page,
        limit,
        total: listed.total,
        providers: listed.providers,
      };
    },
  );
  gameChangeRoutes(app, context);
  studioRoutes(app, context);
}

function gameChangeRoutes(app: StaffApp, context: AppContext): void {
  app.put(
    '/api/backoffice/content/games/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Change a game: names, category, order, image, enabled (the catalogue job keeps them)',
        params: contentIdParams,
        body: gameInput,
        response: { 200: staffGameResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await updateGame(context.db, {
        ...staffActor(context, request),
        gameId: request.params.id,
        fields: gameFieldsFrom(request.body),
      });
      return { data: presentStaffGame(saved) };
    },
  );
  app.patch(
    '/api/backoffice/content/games/:id',
    {
      schema: {
        ...staffSchema,
        summary: "Switch one game on or off, feature it, or set its place in the lobby's order",
        params: contentIdParams,
        body: gameSwitchesInput,
        response: { 200: staffCatalogueGameResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const { active, featured, sort_order: sortOrder } = request.body;
      const saved = await updateGame(context.db, {
        ...staffActor(context, request),
        gameId: request.params.id,
        fields: { active, featured, sortOrder },
      });
      const game = await getGameForStaff(context.db, saved.id);
      if (!game) throw new DomainError('not_found');
      return { data: presentCatalogueGame(game) };
    },
  );
  app.post(
    '/api/backoffice/content/games/bulk',
    {
      schema: {
        ...staffSchema,
        summary:
          'Switch many games on or off or feature them: the ones named, or every game a search matches',
        body: gameBulkInput,
        response: { 200: gameBulkResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const { active, featured } = request.body;
      const data = await switchGamesInBulk(context.db, {
        ...staffActor(context, request),
        selection: gameSelectionFrom(request.body),
        switches: { active, featured },
      });
      return { data };
    },
  );
}

function studioRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/content/studios',
    {
      schema: {
        ...staffSchema,
        summary: "The aggregators' studios with their number of games, in the lobby's order",
        response: { 200: staffStudiosResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async () => ({ data: (await listGameStudios(context.db)).map(presentStudio) }),
  );
  app.patch(
    '/api/backoffice/content/studios/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Switch a studio on or off (the lobby hides its games meanwhile) or set its place',
        params: contentIdParams,
        body: studioSwitchesInput,
        response: { 200: staffStudioResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const { active, sort_order: sortOrder } = request.body;
      const saved = await switchGameStudio(context.db, {
        ...staffActor(context, request),
        studioId: request.params.id,
        switches: { active, sortOrder },
      });
      const studio = (await listGameStudios(context.db)).find((row) => row.id === saved.id);
      if (!studio) throw new DomainError('not_found');
      return { data: presentStudio(studio) };
    },
  );
}
