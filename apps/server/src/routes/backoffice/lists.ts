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
  maxListExportRows,
  savedViewResponse,
  savedViewsQuery,
  savedViewsResponse,
  type ListQuery,
} from '@chaba/contracts/list-query';
import { recordAudit } from '@chaba/core/audit/record-audit';
import { DomainError } from '@chaba/core/errors';
import { createSavedView, deleteSavedView, listSavedViews } from '@chaba/core/lists/saved-views';
import { listMembers } from '@chaba/core/members/list-members';
import { listWithdrawalPage } from '@chaba/core/withdrawals/withdrawal-list';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendCsv } from '../../http/csv';
import { authenticatedStaff, staffActor, staffOnly } from '../../http/staff';
import { presentMemberListRow, presentSavedView, presentWithdrawalListRow } from '../../presenters/lists';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

export const csvNote =
  ` With \`format=csv\`: every matching row (at most ${maxListExportRows.toLocaleString('en')}) in the same` +
  ' order as a UTF-8 CSV file with a byte order mark (`text/csv`); the export is audited.';

/**
 * Every list of the console (issue 30, decision 64): each list's route takes the shared list query
 * (`@chaba/contracts/list-query`) and answers a page with its total and money totals, or the whole
 * filtered list as CSV; and each staff member's saved views of the lists.
 */
export function listRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  memberListRoute(app, context);
  withdrawalListRoute(app, context);
  savedViewRoutes(app, context);
}

/**
 * A list's CSV file, audited as `list.export` with the filter it was asked with, in the same
 * transaction-less way a read is: the record is written before the file is sent.
 */
export async function exportList(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { list: string; query: ListQuery; rows: Record<string, unknown>[] },
) {
  const { format: _format, page: _page, page_size: _pageSize, ...filter } = options.query;
  await recordAudit(context.db, {
    ...staffActor(context, request),
    action: 'list.export',
    targetType: 'list',
    targetId: options.list,
    details: { filter, rows: options.rows.length },
  });
  const day = context.clock.now().toISOString().slice(0, 10);
  return sendCsv(reply, `chaba-${options.list}-${day}.csv`, options.rows);
}

function memberListRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/lists/members',
    {
      schema: {
        ...staffSchema,
        summary:
          'The members list: filters, order, page, totals; `q` finds any part of a phone or account number.' +
          csvNote,
        querystring: memberListQuery,
        response: { 200: memberListResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'members.view' }),
    },
    async (request, reply) => {
      const query = request.query;
      const history = authenticatedStaff(request).permissions.includes('members.history');
      const byHistory =
        (memberHistoryColumns as readonly string[]).includes(query.sort) ||
        query.min !== undefined ||
        query.max !== undefined;
      if (!history && byHistory) throw new DomainError('forbidden');
      const found = await listMembers(context.db, query);
      const data = found.rows.map((row) => withoutHistory(presentMemberListRow(row), history));
      if (query.format === 'csv')
        return exportList(context, request, reply, { list: 'members', query, rows: data });
      return {
        data,
        page: query.page,
        page_size: query.page_size,
        total: found.total,
        totals: history
          ? {
              balance: satangToBahtNumber(found.totals.balanceSatang),
              deposit_total: satangToBahtNumber(found.totals.depositSatang),
              withdrawal_total: satangToBahtNumber(found.totals.withdrawalSatang),
            }
          : { balance: null, deposit_total: null, withdrawal_total: null },
      };
    },
  );
}

/** A row as a lookup without `members.history` sees it: no money, no last login. */
type MemberListRow = MemberListResponse['data'][number];

function withoutHistory(row: MemberListRow, history: boolean): MemberListRow {
  if (history) return row;
  return { ...row, balance: null, last_login_at: null, deposit_total: null, withdrawal_total: null };
}

function withdrawalListRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/lists/withdrawals',
    {
      schema: {
        ...staffSchema,
        summary:
          'Every withdrawal: filters, order, page, the amount in all; `q` finds any part of the account number.' +
          csvNote,
        querystring: withdrawalListQuery,
        response: { 200: withdrawalListResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'withdrawals.view' }),
    },
    async (request, reply) => {
      const query = request.query;
      const found = await listWithdrawalPage(context.db, query);
      const data = found.rows.map(presentWithdrawalListRow);
      if (query.format === 'csv')
        return exportList(context, request, reply, { list: 'withdrawals', query, rows: data });
      return {
        data,
        page: query.page,
        page_size: query.page_size,
        total: found.total,
        totals: { amount: satangToBahtNumber(found.amountSatang) },
      };
    },
  );
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
