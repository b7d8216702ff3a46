import {
  adjustmentListQuery,
  adjustmentListResponse,
  depositListQuery,
  depositListResponse,
  statementLineListQuery,
  statementLineListResponse,
} from '@chaba/contracts/backoffice-money-lists';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { listAdjustmentPage } from '@chaba/core/adjustments/adjustment-list';
import { listDepositPage } from '@chaba/core/deposits/deposit-list';
import { listStatementLinePage } from '@chaba/core/deposits/statement-line-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffOnly } from '../../http/staff';
import { presentAdjustment } from '../../presenters/backoffice-money';
import { presentDepositListRow, presentStatementLineListRow } from '../../presenters/money-lists';
import { csvNote, exportList } from './lists';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

/**
 * The money desks' lists (issue 30, decision 68): deposits, statement lines and adjustments on the
 * one list piece of decision 64 (the shared query, a page with its totals, or the filtered list as
 * CSV). The desks' own routes (the pending deposits, the lines by status, the adjustments by cursor)
 * stay for their tabs and the live queue.
 */
export function moneyListRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  depositListRoute(app, context);
  statementLineListRoute(app, context);
  adjustmentListRoute(app, context);
}

type CsvValue = unknown;

/**
 * A row as a CSV line: a staff member is their name (one column whether or not the row has one), and
 * a claim (who is working an open item now) is left out: the file is the list, not the desk's moment.
 */
function csvRow({ claim: _claim, ...row }: Record<string, CsvValue>): Record<string, CsvValue> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object' && 'username' in value ? value.username : value,
    ]),
  );
}

function depositListRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/lists/deposits',
    {
      schema: {
        ...staffSchema,
        summary:
          "Every deposit: filters, order, page, the amount in all; `q` finds any part of the member's phone or account number." +
          csvNote,
        querystring: depositListQuery,
        response: { 200: depositListResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'deposits.view' }),
    },
    async (request, reply) => {
      const query = request.query;
      const found = await listDepositPage(context.db, query);
      const now = context.clock.now();
      const data = found.rows.map((row) => presentDepositListRow(row, now));
      if (query.format === 'csv')
        return exportList(context, request, reply, { list: 'deposits', query, rows: data.map(csvRow) });
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

function statementLineListRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/lists/statement-lines',
    {
      schema: {
        ...staffSchema,
        summary:
          "Every received transfer: filters, order, page, the amount in all; `q` finds any part of the sender's account number, else of their name." +
          csvNote,
        querystring: statementLineListQuery,
        response: { 200: statementLineListResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'deposits.view' }),
    },
    async (request, reply) => {
      const query = request.query;
      const found = await listStatementLinePage(context.db, query);
      const now = context.clock.now();
      const data = found.rows.map((row) => presentStatementLineListRow(row, now));
      if (query.format === 'csv')
        return exportList(context, request, reply, {
          list: 'statement_lines',
          query,
          rows: data.map(csvRow),
        });
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

function adjustmentListRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/lists/adjustments',
    {
      schema: {
        ...staffSchema,
        summary:
          "Every adjustment and staff bonus: filters, order, page, credits and debits in all; `q` finds any part of the member's phone or account number, else of the note." +
          csvNote,
        querystring: adjustmentListQuery,
        response: { 200: adjustmentListResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'adjustments.view' }),
    },
    async (request, reply) => {
      const query = request.query;
      const found = await listAdjustmentPage(context.db, query);
      const data = found.rows.map(presentAdjustment);
      if (query.format === 'csv')
        return exportList(context, request, reply, { list: 'adjustments', query, rows: data.map(csvRow) });
      return {
        data,
        page: query.page,
        page_size: query.page_size,
        total: found.total,
        totals: {
          credit: satangToBahtNumber(found.creditSatang),
          debit: satangToBahtNumber(found.debitSatang),
        },
        second_approval_above: satangToBahtNumber(context.config.ADJUSTMENT_SECOND_APPROVAL_ABOVE),
      };
    },
  );
}
