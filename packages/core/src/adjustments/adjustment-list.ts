import type { adjustmentListQuery } from '@chaba/contracts/backoffice-money-lists';
import type { Executor } from '@chaba/db/client';
import { members, staffAdjustments } from '@chaba/db/schema';
import { eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { escapeLike, listConditions, listTotals, readListPage } from '../lists/list-sql';
import { selectAdjustments } from './list-adjustments';

export type AdjustmentListQuery = z.infer<typeof adjustmentListQuery>;

const sortColumns = {
  id: staffAdjustments.id,
  created_at: staffAdjustments.createdAt,
  decided_at: staffAdjustments.decidedAt,
  amount: staffAdjustments.amountSatang,
  status: staffAdjustments.status,
};

const signedTotal = (direction: 'credit' | 'debit') =>
  sql`sum(${staffAdjustments.amountSatang}) filter (where ${staffAdjustments.direction} = ${direction})`;

/**
 * The adjustments list of the console (issue 30, decision 68): a page of the adjustments and staff
 * bonuses the filters keep, in the asked order, as the desk shows them; how many match and their
 * credits and debits in all. `staff` is who made or decided it, `q` a part of the member's phone or
 * account number, else of the note.
 */
export async function listAdjustmentPage(db: Executor, query: AdjustmentListQuery) {
  return readListPage(query, {
    rows: selectAdjustments(db).$dynamic(),
    conditions: listConditions(query, {
      day: staffAdjustments.createdAt,
      amount: staffAdjustments.amountSatang,
      status: staffAdjustments.status,
      staff: [staffAdjustments.createdByStaffId, staffAdjustments.decidedByStaffId],
      digits: [members.phone, members.accountNumber],
      text: (q) => ilike(staffAdjustments.note, `%${escapeLike(q)}%`),
    }),
    sortColumns,
    totals: (where) =>
      db
        .select(listTotals({ credit: signedTotal('credit'), debit: signedTotal('debit') }))
        .from(staffAdjustments)
        .innerJoin(members, eq(members.id, staffAdjustments.memberId))
        .where(where),
  });
}
