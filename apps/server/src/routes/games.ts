import {
  commonErrorResponses,
  domainErrorExample,
  domainErrorResponse,
  unauthenticatedResponse,
} from '@chaba/contracts/errors';
import {
  bannerClickRequest,
  creditCheckResponse,
  encodeGamesCursor,
  favouriteIdsResponse,
  favouriteParams,
  gameParams,
  gamesQuery,
  gamesResponse,
  studiosResponse,
  gameUrlResponse,
  launchGameQuery,
} from '@chaba/contracts/games';
import { successResponse } from '@chaba/contracts/auth';
import { profileResponse } from '@chaba/contracts/profile';
import { getProfile } from '@chaba/core/members/get-profile';
import { finishCreditChecks, startCreditCheck } from '@chaba/core/games/check-credit';
import { launchGame } from '@chaba/core/games/launch-game';
import {
  addFavouriteGame,
  listFavouriteGameIds,
  removeFavouriteGame,
} from '@chaba/core/games/favourite-games';
import { openTrialGame } from '@chaba/core/games/open-trial-game';
import { listGames } from '@chaba/core/games/list-games';
import { listStudios } from '@chaba/core/games/list-studios';
import { recordBannerClick } from '@chaba/core/games/record-banner-click';
import { DomainError } from '@chaba/core/errors';
import { translateServer } from '@chaba/i18n/translate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly, memberToken, requireMember } from '../http/auth';
import { maintenanceRefusal, refusedDuringMaintenance } from '../http/maintenance-guard';
import { requestLanguage } from '../http/language';
import { apiTags, security } from '../http/openapi';
import { presentProfile } from '../presenters/profile';

/** How long a credit check runs before it can finish (the browser polls every 5 s). */
const creditCheckSeconds = 1;

const gameNotFound = domainErrorResponse.describe('not_found: no such game of this provider');

/** The lobby: catalogue, game launch and trial play, the credit check (spec §4.4, §4.8). */
export function gameRoutes(scope: FastifyInstance, context: AppContext): void {
  lobbyRoutes(scope, context);
  launchRoute(scope, context);
  trialRoute(scope, context);
  creditCheckRoutes(scope, context);
  bannerClickRoute(scope, context);
}

/** The catalogue: pages of games, the studios, the member's favourites. */
function lobbyRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lobby/api/games',
    {
      schema: {
        tags: [apiTags.member],
        summary: "A page of the lobby's games (public); names in the request's language",
        description:
          'Filters: `category`, `studio`, `q` (a part of the Thai, English or Chinese name), `list` ' +
          "(favourites and recent are the logged-in member's: a guest gets an empty page; popular: " +
          'rounds of the last 7 days; new: newest release first; featured). Without `list`: featured ' +
          "games first, then the operators' order. Paged by `cursor` (the previous page's " +
          '`next_cursor`, opaque); `total` comes with the first page.',
        querystring: gamesQuery,
        response: { 200: gamesResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const personal = query.list === 'favourites' || query.list === 'recent';
      const page = await listGames(db, {
        language: requestLanguage(request),
        category: query.category,
        studioId: query.studio,
        search: query.q,
        list: query.list,
        entry: query.entry,
        memberId: personal ? await optionalMemberId(context, request) : null,
        after: query.cursor,
        limit: query.limit,
      });
      return {
        data: page.games,
        next_cursor: page.next ? encodeGamesCursor(page.next) : null,
        ...(page.total === undefined ? {} : { total: page.total }),
      };
    },
  );

  catalogueRoutes(scope, context);
  favouriteRoutes(scope, context);
}

/** The lobby's studio filter. */
function catalogueRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/lobby/api/studios',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The lobby's studio filter (public): active studios with their logo and number of games",
        response: { 200: studiosResponse },
      },
    },
    async () => ({ data: await listStudios(context.db) }),
  );
}

/** A game launch with the member's credit. */
function launchRoute(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lobby/api/launch-game/:provider/:game',
    {
      schema: {
        tags: [apiTags.member],
        summary: "Launch a game with the member's credit: the address to open",
        description:
          'Refused until the first deposit, without credit, or by player protection; starts a play session.',
        security: security.member,
        params: gameParams,
        querystring: launchGameQuery,
        response: {
          200: gameUrlResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          422: commonErrorResponses[422].meta({
            examples: [domainErrorExample('first_deposit_required', 'กรุณาฝากเงินครั้งแรก เพื่อเข้าเล่น')],
          }),
          404: gameNotFound,
          403: domainErrorResponse.describe(
            'cross_origin_request: a link from another site; player protection: play_time_reached ' +
              '(the daily play-time limit), a time-out or self-exclusion',
          ),
          503: maintenanceRefusal.describe(
            'maintenance, or game_provider_unavailable: the aggregator did not give the address in time',
          ),
        },
      },
      preValidation: memberOnly(context),
      ...refusedDuringMaintenance,
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const { provider, game } = request.params;
      const { url } = await launchGame(db, {
        memberId,
        provider,
        gameCode: game,
        mobile: wantsMobileLayout(request.query),
        language: requestLanguage(request),
        now: clock.now(),
        providers: context.providers,
        ip: request.ip,
      });
      return { success: true as const, url };
    },
  );
}

/**
 * The member behind the request's token, or null for a guest or a login that ended: the games list
 * stays public, and only its lists favourites and recent depend on who asks.
 */
async function optionalMemberId(context: AppContext, request: FastifyRequest): Promise<number | null> {
  if (!memberToken(context, request)) return null;
  try {
    return (await requireMember(context, request, { cachedLogin: true })).memberId;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** The member's favourite games (the hearts of the lobby): idempotent marks. */
function favouriteRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lobby/api/favourites',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The ids of the member's favourite games, newest first (at most 500)",
        security: security.member,
        response: { 200: favouriteIdsResponse, 401: unauthenticatedResponse },
      },
      preValidation: memberOnly(context, { cachedLogin: true }),
    },
    async (request) => ({
      data: await listFavouriteGameIds(db, { memberId: authenticatedMember(request).memberId }),
    }),
  );

  app.put(
    '/lobby/api/favourites/:gameId',
    {
      schema: {
        tags: [apiTags.member],
        summary: "Add a game to the member's favourites (idempotent)",
        security: security.member,
        params: favouriteParams,
        response: {
          200: successResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          404: domainErrorResponse.describe('not_found: no such game in the lobby'),
        },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await addFavouriteGame(db, { memberId, gameId: request.params.gameId, now: clock.now() });
      return { success: true as const };
    },
  );

  app.delete(
    '/lobby/api/favourites/:gameId',
    {
      schema: {
        tags: [apiTags.member],
        summary: "Take a game off the member's favourites (idempotent)",
        security: security.member,
        params: favouriteParams,
        response: { 200: successResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await removeFavouriteGame(db, { memberId, gameId: request.params.gameId });
      return { success: true as const };
    },
  );
}

/** Trial play with play money: no login, no wallet. */
function trialRoute(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lobby/api/trial-game/:provider/:game',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Trial play with play money (public): the address to open',
        params: gameParams,
        querystring: launchGameQuery,
        response: { 200: gameUrlResponse, ...commonErrorResponses, 404: gameNotFound },
      },
    },
    async (request) => {
      const { provider, game } = request.params;
      const { url } = await openTrialGame(context.db, {
        provider,
        gameCode: game,
        language: requestLanguage(request),
        mobile: wantsMobileLayout(request.query),
        providers: context.providers,
      });
      return { success: true as const, url };
    },
  );
}

/** `?mobile=true` (or 1): the game's phone layout, for a launch and for trial play alike. */
function wantsMobileLayout(query: { mobile?: 'true' | 'false' | '1' | '0' }): boolean {
  return query.mobile === 'true' || query.mobile === '1';
}

/** The lobby's profile and the credit check, by GET or POST. */
function creditCheckRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lobby/api/customers/profile',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The member's profile, as GET /api/customers/profile (the lobby reads completed_requests)",
        security: security.member,
        response: { 200: profileResponse, 401: unauthenticatedResponse },
      },
      preValidation: memberOnly(context, { cachedLogin: true }),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      return {
        data: presentProfile(await getProfile(db, { memberId, now: clock.now() }), requestLanguage(request)),
      };
    },
  );

  const checkCredit = async (request: FastifyRequest) => {
    const { memberId } = authenticatedMember(request);
    const { started } = await startCreditCheck(db, { memberId, now: clock.now() });
    if (!started) {
      return {
        credit_success: false,
        msg: translateServer(requestLanguage(request), 'errors.never_deposited'),
      };
    }
    // The check finishes on its own shortly; the job runner also finishes any left behind.
    setTimeout(() => {
      finishCreditChecks(db, { now: clock.now(), minimumAgeSeconds: 0, memberId })
        .then(() => context.changes.nudge())
        .catch((error: unknown) => app.log.error({ err: error }, 'credit check failed'));
    }, creditCheckSeconds * 1000).unref();
    return { credit_success: true };
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/customers/check-credit',
      schema: {
        tags: [apiTags.member],
        summary: "Start a check of the member's credit at the game providers",
        description:
          '`credit_success` true: the check runs, poll the profile until `credit_checking` is 0; ' +
          'false with `msg` when the member never deposited.',
        security: security.member,
        response: {
          200: creditCheckResponse.meta({
            examples: [
              { credit_success: true },
              { credit_success: false, msg: 'ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ในภายหลัง' },
            ],
          }),
          401: unauthenticatedResponse,
        },
      },
      preValidation: memberOnly(context),
      handler: checkCredit,
    });
  }
}

/** Counting a click on a banner. */
function bannerClickRoute(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/customers/banner-clicks',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Record a click on a game banner (spec §7: phone, gameID, gameName, timestamp)',
        security: security.member,
        body: bannerClickRequest,
        response: { 200: successResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const input = request.body;
      const clickedAt = input.timestamp === undefined ? clock.now() : new Date(input.timestamp);
      await recordBannerClick(db, {
        memberId,
        gameId: input.gameID,
        gameName: input.gameName,
        clickedAt,
        now: clock.now(),
      });
      return { success: true as const };
    },
  );
}
