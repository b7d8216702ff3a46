import { z } from 'zod';
import {
  deskAdjustment,
  deskClaim,
  deskStatementLine,
  deskStatementLineStatus,
  staffRef,
} from './backoffice-money';
import { listPage, listQuery } from './list-query';

/**
 * The money desks' lists (issue 30, decision 68), on the one list piece of decision 64: deposits,
 * statement lines and adjustments, each filtered, sorted, paged, totalled and exported as CSV. Amounts
 * are baht, times ISO 8601.
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });

// ---------------------------------------------------------------------------------------------
// Deposits

/** The deposits list's sortable columns. */
export const depositListSortColumns = ['id', 'created_at', 'completed_at', 'amount', 'status'] as const;
export const depositListStatuses = ['pending', 'completed', 'cancelled', 'expired', 'rejected'] as const;
/**
 * `GET /api/backoffice/lists/deposits`: every deposit, any status. `from`/`to` the day it was asked,
 * `min`/`max` its amount, `status`, `bank` the member's bank (the one they pay from), `staff` the
 * staff member who credited it by hand (matched its statement line), `q` any part of the member's
 * phone or account number (`1234`, `x1234`, `123-4`), else its reference.
 */
export const depositListQuery = listQuery({
  sortColumns: depositListSortColumns,
  defaultSort: 'id',
  statuses: depositListStatuses,
});
export const depositListRow = z.object({
  id: z.number().int(),
  ref: z.string(),
  status: z.enum(depositListStatuses),
  /** What the member transferred (or was credited). */
  amount: z.number(),
  requested_amount: z.number(),
  method: z.enum(['bank', 'qr', 'payout']),
  member_id: z.number().int(),
  member_phone: z.string(),
  member_name: z.string().nullable(),
  member_bank: z.string().nullable(),
  member_account_number: z.string().nullable(),
  company_account_number: z.string().nullable(),
  statement_line_id: z.number().int().nullable(),
  /** Who credited it by hand (matched its transfer); null when it matched itself or is open. */
  credited_by: staffRef.nullable(),
  created_at: isoTime,
  completed_at: isoTime.nullable(),
  expires_at: isoTime.nullable(),
  /** A pending deposit a staff member is working. */
  claim: deskClaim.nullable(),
});
export const depositListResponse = listPage(depositListRow, z.object({ amount: z.number() }));
export type DepositListResponse = z.infer<typeof depositListResponse>;

// ---------------------------------------------------------------------------------------------
// Statement lines

export const statementLineListSortColumns = ['id', 'occurred_at', 'amount', 'status', 'resolved_at'] as const;
/**
 * `GET /api/backoffice/lists/statement-lines`: every received transfer. `from`/`to` the day it
 * arrived (occurred), `min`/`max` its amount, `status`, `bank` the bank of the company account it
 * came into, `staff` who matched or refunded it by hand, `q` any part of the sender's account number,
 * else a part of the sender's name.
 */
export const statementLineListQuery = listQuery({
  sortColumns: statementLineListSortColumns,
  defaultSort: 'id',
  statuses: deskStatementLineStatus.options as [
    z.infer<typeof deskStatementLineStatus>,
    ...z.infer<typeof deskStatementLineStatus>[],
  ],
});
export const statementLineListRow = deskStatementLine.extend({
  /** The bank of the company account it came into; null for an account no longer listed. */
  bank: z.string().nullable(),
  resolved_by: staffRef.nullable(),
  /** An unmatched line a staff member is working. */
  claim: deskClaim.nullable(),
});
export const statementLineListResponse = listPage(statementLineListRow, z.object({ amount: z.number() }));
export type StatementLineListResponse = z.infer<typeof statementLineListResponse>;

// ---------------------------------------------------------------------------------------------
// Adjustments

export const adjustmentListSortColumns = ['id', 'created_at', 'decided_at', 'amount', 'status'] as const;
/**
 * `GET /api/backoffice/lists/adjustments`: every adjustment and staff bonus. `from`/`to` the day it
 * was made, `min`/`max` its amount, `status`, `staff` who made or decided it, `q` any part of the
 * member's phone or account number, else a part of the note. No `bank`.
 */
export const adjustmentListQuery = listQuery({
  sortColumns: adjustmentListSortColumns,
  defaultSort: 'id',
  statuses: ['awaiting_approval', 'posted', 'rejected'],
});
export const adjustmentListResponse = listPage(
  deskAdjustment,
  /** Credits and debits of the matching rows apart, baht. */
  z.object({ credit: z.number(), debit: z.number() }),
).extend({
  /** The second-approval amount in force, baht; null when no adjustment needs one (as the desk's). */
  second_approval_above: z.number().nullable(),
});
export type AdjustmentListResponse = z.infer<typeof adjustmentListResponse>;
