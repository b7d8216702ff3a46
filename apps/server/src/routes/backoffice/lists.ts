import {
  memberHistoryColumns,
  memberListQuery,
  memberListResponse,
  type MemberListResponse,
} from '@chaba/contracts/backoffice-members';
import { withdrawalListQuery, withdrawalListResponse } from '@chaba/contracts/backoffice-money';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import {
  createSavedViewRequest,
  savedViewDeletedResponse,
  savedViewResponse,
  savedViewsQuery,
  savedViewsResponse,
} from '@chaba/contracts/list-query';
import { DomainError } from '@chaba/core/errors';
import { createSavedView, deleteSavedView, listSavedViews } from '@chaba/core/lists/saved-views';
import { listMembers } from '@chaba/core/members/list-members';
import { listWithdrawalPage } from '@chaba/core/withdrawals/withdrawal-list';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffActor, staffOnly } from '../../http/staff';
import { presentMemberListRow, presentSavedView, presentWithdrawalListRow } from '../../presenters/lists';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { listRoute } from './list-route';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

/**
 * Every list of the console (issue 30, decision 64): each list's route takes the shared list query
 * (`@chaba/contracts/list-query`) and answers a page with its total and money totals, or the whole
 * filtered list as CSV (`listRoute`); and each staff member's saved views of the lists.
 */
export function listRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  listRoute(app, context, {
    path: '/api/backoffice/lists/members',
    list: 'members',
    permission: 'members.view',
    summary:
      'The members list: filters, order, page, totals; `q` finds any part of a phone or account number.',
    query: memberListQuery,
    response: memberListResponse,
    read: (query, request) => {
      const byHistory =
        (memberHistoryColumns as readonly string[]).includes(query.sort) ||
        query.min !== undefined ||
        query.max !== undefined;
      if (byHistory && !seesHistory(request)) throw new DomainError('forbidden');
      return listMembers(context.db, query);
    },
    present: (found, request) =>
      found.rows.map((row) => withoutHistory(presentMemberListRow(row), seesHistory(request))),
    tail: ({ totals }, request) => ({
      totals: seesHistory(request)
        ? {
            balance: satangToBahtNumber(totals.balance),
            deposit_total: satangToBahtNumber(totals.deposits),
            withdrawal_total: satangToBahtNumber(totals.withdrawals),
          }
        : { balance: null, deposit_total: null, withdrawal_total: null },
    }),
  });
  listRoute(app, context, {
    path: '/api/backoffice/lists/withdrawals',
    list: 'withdrawals',
    permission: 'withdrawals.view',
    summary:
      'Every withdrawal: filters, order, page, the amount in all; `q` finds any part of the account number.',
    query: withdrawalListQuery,
    response: withdrawalListResponse,
    read: (query) => listWithdrawalPage(context.db, query),
    present: (found) => found.rows.map(presentWithdrawalListRow),
    tail: ({ totals }) => ({ totals: { amount: satangToBahtNumber(totals.amount) } }),
  });
  savedViewRoutes(app, context);
}

/** Whether the staff member sees the members' money and last login (decision 63: marketing does not). */
const seesHistory = (request: FastifyRequest) =>
  authenticatedStaff(request).permissions.includes('members.history');

/** A row as a lookup without `members.history` sees it: no money, no last login. */
type MemberListRow = MemberListResponse['data'][number];

function withoutHistory(row: MemberListRow, history: boolean): MemberListRow {
  if (history) return row;
  return { ...row, balance: null, last_login_at: null, deposit_total: null, withdrawal_total: null };
}

const notFound = domainErrorResponse.describe('not_found: no saved view of yours with this id');

/** A staff member's own saved views: any staff member keeps views; nobody sees another's. */
function savedViewRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/saved-views',
    {
      schema: {
        ...staffSchema,
        summary: "The calling staff member's saved views of a list, by name",
        querystring: savedViewsQuery,
        response: { 200: savedViewsResponse, ...staffErrors },
      },
      ...staffOnly(context, 'session'),
    },
    async (request) => {
      const staffId = staffActor(context, request).staffId;
      const rows = await listSavedViews(context.db, staffId, request.query.list);
      return { data: rows.map(presentSavedView) };
    },
  );
  app.post(
    '/api/backoffice/saved-views',
    {
      schema: {
        ...staffSchema,
        summary:
          'Saves a view of a list (its filters, order and page size) for the calling staff member; audited',
        body: createSavedViewRequest,
        response: { 200: savedViewResponse, ...staffErrors },
      },
      ...staffOnly(context, 'session'),
    },
    async (request) => ({
      data: presentSavedView(
        await createSavedView(context.db, { ...staffActor(context, request), ...request.body }),
      ),
    }),
  );
  app.delete(
    '/api/backoffice/saved-views/:id',
    {
      schema: {
        ...staffSchema,
        summary: "Deletes one of the calling staff member's saved views; audited",
        params: recordIdParams,
        response: { 200: savedViewDeletedResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, 'session'),
    },
    async (request) => {
      await deleteSavedView(context.db, { ...staffActor(context, request), id: request.params.id });
      return { ok: true as const };
    },
  );
}
