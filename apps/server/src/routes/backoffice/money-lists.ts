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
import { presentAdjustment } from '../../presenters/backoffice-money';
import { presentDepositListRow, presentStatementLineListRow } from '../../presenters/money-lists';
import { listRoute } from './list-route';

/**
 * The money desks' lists (issue 30, decision 68): deposits, statement lines and adjustments on the
 * one list piece of decision 64 (the shared query, a page with its totals, or the filtered list as
 * CSV). The desks' own routes (the pending deposits, the lines by status, the adjustments by cursor)
 * stay for their tabs and the live queue.
 */
export function moneyListRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  listRoute(app, context, {
    path: '/api/backoffice/lists/deposits',
    list: 'deposits',
    permission: 'deposits.view',
    summary:
      "Every deposit: filters, order, page, the amount in all; `q` finds any part of the member's phone or account number.",
    query: depositListQuery,
    response: depositListResponse,
    read: (query) => listDepositPage(context.db, query),
    present: (found) => {
      const now = context.clock.now();
      return found.rows.map((row) => presentDepositListRow(row, now));
    },
    tail: ({ totals }) => ({ totals: { amount: satangToBahtNumber(totals.amount) } }),
    csvRow,
  });
  listRoute(app, context, {
    path: '/api/backoffice/lists/statement-lines',
    list: 'statement_lines',
    permission: 'deposits.view',
    summary:
      "Every received transfer: filters, order, page, the amount in all; `q` finds any part of the sender's account number, else of their name.",
    query: statementLineListQuery,
    response: statementLineListResponse,
    read: (query) => listStatementLinePage(context.db, query),
    present: (found) => {
      const now = context.clock.now();
      return found.rows.map((row) => presentStatementLineListRow(row, now));
    },
    tail: ({ totals }) => ({ totals: { amount: satangToBahtNumber(totals.amount) } }),
    csvRow,
  });
  listRoute(app, context, {
    path: '/api/backoffice/lists/adjustments',
    list: 'adjustments',
    permission: 'adjustments.view',
    summary:
      "Every adjustment and staff bonus: filters, order, page, credits and debits in all; `q` finds any part of the member's phone or account number, else of the note.",
    query: adjustmentListQuery,
    response: adjustmentListResponse,
    read: (query) => listAdjustmentPage(context.db, query),
    present: (found) => found.rows.map(presentAdjustment),
    tail: ({ totals }) => ({
      totals: { credit: satangToBahtNumber(totals.credit), debit: satangToBahtNumber(totals.debit) },
      second_approval_above: satangToBahtNumber(context.config.ADJUSTMENT_SECOND_APPROVAL_ABOVE),
    }),
    csvRow,
  });
}

/**
 * A row as a CSV line: a staff member is their name (one column whether or not the row has one), and
 * a claim (who is working an open item now) is left out: the file is the list, not the desk's moment.
 */
function csvRow({ claim: _claim, ...row }: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object' && 'username' in value ? value.username : value,
    ]),
  );
}
