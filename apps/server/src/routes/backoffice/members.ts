import {
  addMemberNoteRequest,
  addMemberNoteResponse,
  changeMemberBankRequest,
  emptyMemberActionRequest,
  lockMemberRequest,
  memberActionResponse,
  memberDetailResponse,
  memberDownlineQuery,
  memberDownlineResponse,
  memberLedgerResponse,
  memberLoginsResponse,
  memberNotesResponse,
  memberPageQuery,
  memberRequestsQuery,
  memberRequestsResponse,
  memberRoundDetailsResponse,
  memberRoundParams,
  memberRoundsQuery,
  memberRoundGamesQuery,
  memberRoundGamesResponse,
  memberRoundsResponse,
  type MemberRoundsQuery,
  memberSearchQuery,
  memberSearchResponse,
  memberTagsResponse,
  resetMemberPasswordRequest,
  setMemberTagsRequest,
} from '@chaba/contracts/backoffice-members';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import type { StaffPermission } from '@chaba/contracts/staff-permissions';
import { findRoundDetails } from '@chaba/core/games/round-details';
import { addMemberNote } from '@chaba/core/members/add-member-note';
import { changeMemberBankAccount } from '@chaba/core/members/change-member-bank-account';
import { endMemberSessions } from '@chaba/core/members/end-member-sessions';
import { getMemberDetail } from '@chaba/core/members/get-member-detail';
import {
  listMemberDownline,
  listMemberLedger,
  listMemberLogins,
  listMemberNotes,
  listMemberRequests,
  listMemberRoundGames,
  listMemberRounds,
} from '@chaba/core/members/list-member-history';
import { lockMember, unlockMember } from '@chaba/core/members/lock-member';
import { resetMemberPassword } from '@chaba/core/members/reset-member-password';
import { searchMembers } from '@chaba/core/members/search-members';
import { addDays, bangkokMidnight } from '@chaba/core/bangkok-time';
import { setMemberTags } from '@chaba/core/members/set-member-tags';
import { localizedText } from '@chaba/core/content/content-record';
import { translateServer } from '@chaba/i18n/translate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { sessionsEnded } from '../../http/auth';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import {
  presentLedgerEntries,
  presentMemberDetail,
  presentMemberNote,
  presentMemberRequests,
  presentMemberRounds,
  presentMemberSummary,
} from '../../presenters/backoffice-members';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const notFound = domainErrorResponse.describe('not_found: no member with this id');

/**
 * The members desk: the search, the member page and its lists, and the staff actions on a member
 * (each with its permission, each audited in the action's transaction).
 */
export function memberRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  memberSearchRoutes(app, context);
  memberHistoryRoutes(app, context);
  memberRoundDetailsRoute(app, context);
  memberNoteRoutes(app, context);
  memberAccessRoutes(app, context);
  memberAccountRoutes(app, context);
}

/** Who acts, from where and when: what every member action takes. */
function actor(context: AppContext, request: FastifyRequest) {
  return {
    staffId: authenticatedStaff(request).staffId,
    clientAddress: request.ip,
    now: context.clock.now(),
  };
}

function memberSearchRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/members',
    {
      schema: {
        ...staffSchema,
        summary: 'Search members by phone, customer id, name, bank account number or referral key',
        querystring: memberSearchQuery,
        response: { 200: memberSearchResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'members.view' }),
    },
    async (request) => {
      const { q, kind, cursor, limit } = request.query;
      const found = await searchMembers(context.db, { query: q, kind, cursor, limit });
      return { data: found.members.map(presentMemberSummary), next_cursor: found.nextCursor };
    },
  );
  app.get(
    '/api/backoffice/members/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'The member page: profile, balances, promotion, referrals, tags, former bank accounts',
        params: recordIdParams,
        response: { 200: memberDetailResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, { permission: 'members.view' }),
    },
    async (request) => {
      const detail = presentMemberDetail(
        await getMemberDetail(context.db, { memberId: request.params.id, now: context.clock.now() }),
      );
      // Balances and the promotion are the member's money: a lookup without the history sees neither.
      const money = authenticatedStaff(request).permissions.includes('members.history');
      return { data: money ? detail : { ...detail, balances: null, promotion: null } };
    },
  );
}

/** One GET list of the member page, paged by cursor. */
function memberList<Query extends z.ZodType, Response extends z.ZodType>(
  app: StaffApp,
  context: AppContext,
  path: string,
  definition: {
    summary: string;
    querystring: Query;
    response: Response;
    /** `members.view` (a lookup) unless the list is the member's money or activity history. */
    permission?: StaffPermission;
    load: (memberId: number, query: z.infer<Query>) => Promise<z.infer<Response>>;
  },
): void {
  app.get(
    `/api/backoffice/members/:id/${path}`,
    {
      schema: {
        ...staffSchema,
        summary: definition.summary,
        params: recordIdParams,
        querystring: definition.querystring,
        response: { 200: definition.response, ...staffErrors },
      },
      ...staffOnly(context, { permission: definition.permission ?? 'members.view' }),
    },
    // The schemas validate the request and the answer; a generic schema defeats Fastify's own
    // inference of the handler's types, which `load`'s signature states instead.
    (async (request: FastifyRequest<{ Params: { id: number }; Querystring: z.infer<Query> }>) =>
      definition.load(request.params.id, request.query as z.infer<Query>)) as never,
  );
}

/** The bet log's query with its Bangkok days as instants: [00:00 of `from`, 00:00 after `to`). */
function roundFilters({ from, to, game_code: gameCode, studio_id: studioId, ...query }: MemberRoundsQuery) {
  return {
    ...query,
    gameCode,
    studioId,
    from: from === undefined ? undefined : bangkokMidnight(from),
    to: to === undefined ? undefined : bangkokMidnight(addDays(to, 1)),
  };
}

function memberHistoryRoutes(app: StaffApp, context: AppContext): void {
  const { db } = context;
  memberList(app, context, 'ledger', {
    permission: 'members.history',
    summary: "The member's ledger postings (wallet, hold, referral bonus), newest first",
    querystring: memberPageQuery,
    response: memberLedgerResponse,
    load: async (memberId, query) => {
      const page = await listMemberLedger(db, { memberId, ...query });
      return { data: presentLedgerEntries(page.rows), next_cursor: page.nextCursor };
    },
  });
  memberList(app, context, 'requests', {
    permission: 'members.history',
    summary: "The member's deposits and withdrawals, newest first",
    querystring: memberRequestsQuery,
    response: memberRequestsResponse,
    load: async (memberId, query) => {
      const page = await listMemberRequests(db, { memberId, ...query });
      return { data: presentMemberRequests(page.rows), next_cursor: page.nextCursor };
    },
  });
  memberList(app, context, 'rounds', {
    permission: 'members.history',
    summary: "The member's bet log: game rounds with their game, studio, bets and wins, newest first",
    querystring: memberRoundsQuery,
    response: memberRoundsResponse,
    load: async (memberId, query) => {
      const page = await listMemberRounds(db, { memberId, ...roundFilters(query) });
      const hasRoundPage = (provider: string) => context.providers.get(provider)?.roundDetails !== undefined;
      return { data: presentMemberRounds(page.rows, hasRoundPage), next_cursor: page.nextCursor };
    },
  });
  memberList(app, context, 'round-games', {
    permission: 'members.history',
    summary: "The bet log's game and studio choices: the games the member has played and their studios",
    querystring: memberRoundGamesQuery,
    response: memberRoundGamesResponse,
    load: async (memberId) => {
      const played = await listMemberRoundGames(db, { memberId });
      const games = played.games.map((game) => ({
        code: game.code,
        name_th: game.names?.th ?? null,
        name_en: game.names ? localizedText('en', game.names) : null,
        studio_id: game.studioId,
      }));
      return { data: { games, studios: played.studios } };
    },
  });
  memberList(app, context, 'downline', {
    summary: 'One level (1–3) of the member referral downline, newest first',
    querystring: memberDownlineQuery,
    response: memberDownlineResponse,
    load: async (memberId, { level, ...query }) => {
      const page = await listMemberDownline(db, { memberId, level: level as 1 | 2 | 3, ...query });
      const data = page.rows.map((row) => ({ ...row, created_at: row.createdAt.toISOString() }));
      return { data: data.map(({ createdAt: _, ...row }) => row), next_cursor: page.nextCursor };
    },
  });
  memberList(app, context, 'logins', {
    permission: 'members.history',
    summary: "The member's logins: time, address and device, newest first",
    querystring: memberPageQuery,
    response: memberLoginsResponse,
    load: async (memberId, query) => {
      const page = await listMemberLogins(db, { memberId, ...query });
      const data = page.rows.map((row) => ({
        id: row.id,
        client_address: row.clientAddress,
        user_agent: row.userAgent,
        created_at: row.createdAt.toISOString(),
      }));
      return { data, next_cursor: page.nextCursor };
    },
  });
}

/** The aggregator's page of one round, from the member's rounds. */
function memberRoundDetailsRoute(app: StaffApp, context: AppContext): void {
  const { db } = context;
  app.get(
    '/api/backoffice/members/:id/rounds/:round/details',
    {
      schema: {
        ...staffSchema,
        summary: "The aggregator's page of one of the member's rounds (Hub88's game/round), to open",
        description:
          "`round` is the round's `id` in the rounds list. 404 when the round is not the member's or its aggregator has no round page; 503 when the aggregator does not answer in time.",
        params: memberRoundParams,
        response: {
          200: memberRoundDetailsResponse,
          ...staffErrors,
          503: domainErrorResponse.describe('game_provider_unavailable: the aggregator did not answer'),
        },
      },
      ...staffOnly(context, { permission: 'members.history' }),
    },
    async (request) =>
      findRoundDetails(db, {
        memberId: request.params.id,
        roundRowId: request.params.round,
        providers: context.providers,
      }),
  );
}

function memberNoteRoutes(app: StaffApp, context: AppContext): void {
  memberList(app, context, 'notes', {
    summary: 'Staff notes on the member, newest first',
    querystring: memberPageQuery,
    response: memberNotesResponse,
    load: async (memberId, query) => {
      const page = await listMemberNotes(context.db, { memberId, ...query });
      return { data: page.rows.map(presentMemberNote), next_cursor: page.nextCursor };
    },
  });
  app.post(
    '/api/backoffice/members/:id/notes',
    {
      schema: {
        ...staffSchema,
        summary: 'Add a staff note to a member',
        params: recordIdParams,
        body: addMemberNoteRequest,
        response: { 200: addMemberNoteResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, { permission: 'members.notes' }),
    },
    async (request) => {
      const who = actor(context, request);
      const note = await addMemberNote(context.db, {
        ...who,
        memberId: request.params.id,
        body: request.body.body,
      });
      const { username } = authenticatedStaff(request);
      return { success: true as const, data: presentMemberNote({ note, username }) };
    },
  );
  app.post(
    '/api/backoffice/members/:id/tags',
    {
      schema: {
        ...staffSchema,
        summary: "Set the member's tags (the whole set)",
        params: recordIdParams,
        body: setMemberTagsRequest,
        response: { 200: memberTagsResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, { permission: 'members.notes' }),
    },
    async (request) => {
      const tags = await setMemberTags(context.db, {
        ...actor(context, request),
        memberId: request.params.id,
        tags: request.body.tags,
      });
      return { success: true as const, data: { tags } };
    },
  );
}

/** One POST action on a member that answers `{success, data}`. */
function memberAction<Body extends z.ZodType>(
  app: StaffApp,
  context: AppContext,
  path: string,
  definition: {
    summary: string;
    permission: StaffPermission;
    body: Body;
    conflicts?: string;
    run: (
      request: FastifyRequest,
      memberId: number,
      body: z.infer<Body>,
    ) => Promise<{ sessions_ended?: number }>;
  },
): void {
  app.post(
    `/api/backoffice/members/:id/${path}`,
    {
      schema: {
        ...staffSchema,
        summary: definition.summary,
        params: recordIdParams,
        body: definition.body,
        response: {
          200: memberActionResponse,
          ...staffErrors,
          404: notFound,
          ...(definition.conflicts ? { 409: domainErrorResponse.describe(definition.conflicts) } : {}),
        },
      },
      ...staffOnly(context, { permission: definition.permission }),
    },
    async (request) => ({
      success: true as const,
      data: await definition.run(request, request.params.id, request.body as z.infer<Body>),
    }),
  );
}

function memberAccessRoutes(app: StaffApp, context: AppContext): void {
  const { db } = context;
  memberAction(app, context, 'lock', {
    summary: 'Lock a member: no login, game or money request; every session ends now',
    permission: 'members.lock',
    body: lockMemberRequest,
    run: async (request, memberId, body) => {
      await lockMember(db, { ...actor(context, request), memberId, reason: body.reason });
      await sessionsEnded(context, request, { memberId });
      return {};
    },
  });
  memberAction(app, context, 'unlock', {
    summary: 'Unlock a member',
    permission: 'members.lock',
    body: emptyMemberActionRequest,
    run: async (request, memberId) => {
      await unlockMember(db, { ...actor(context, request), memberId });
      return {};
    },
  });
  memberAction(app, context, 'end-sessions', {
    summary: "End all the member's logins and game sessions (the member site logs out)",
    permission: 'members.lock',
    body: emptyMemberActionRequest,
    run: async (request, memberId) => {
      const ended = await endMemberSessions(db, { ...actor(context, request), memberId });
      await sessionsEnded(context, request, { memberId });
      return { sessions_ended: ended.sessionsEnded };
    },
  });
  memberAction(app, context, 'reset-password', {
    summary: 'Reset the password: a new one goes to the member by SMS, every login ends',
    permission: 'members.reset',
    body: resetMemberPasswordRequest,
    run: async (request, memberId, body) => {
      await resetMemberPassword(db, {
        ...actor(context, request),
        memberId,
        sms: context.sms,
        message: (password) =>
          translateServer(body.language, 'sms.password_reset_by_staff', {
            site: context.authSettings.siteName,
            password,
          }),
      });
      await sessionsEnded(context, request, { memberId });
      return {};
    },
  });
}

function memberAccountRoutes(app: StaffApp, context: AppContext): void {
  const { db } = context;
  memberAction(app, context, 'bank-account', {
    summary: "Change the member's bank account (the old one stays in the history)",
    permission: 'members.edit',
    body: changeMemberBankRequest,
    run: async (request, memberId, body) => {
      await changeMemberBankAccount(db, {
        ...actor(context, request),
        memberId,
        bank: body.bank,
        accountNumber: body.account_number,
        name: body.name,
      });
      return {};
    },
  });
}
