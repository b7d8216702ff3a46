import type { adjustmentListQuery } from '@chaba/contracts/backoffice-money-lists';
import type { Executor } from '@chaba/db/client';
import { members, staffAdjustments } from '@chaba/db/schema';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  amountRange,
  containsDigits,
  dayRange,
  escapeLike,
  numberPart,
  orderOf,
  windowOf,
  type SortColumns,
} from '../lists/list-sql';
import { selectAdjustments } from './list-adjustments';

export type AdjustmentListQuery = z.infer<typeof adjustmentListQuery>;

const sortColumns: SortColumns<AdjustmentListQuery['sort']> = {
  id: staffAdjustments.id,
  created_at: staffAdjustments.createdAt,
  decided_at: staffAdjustments.decidedAt,
  amount: staffAdjustments.amountSatang,
  status: staffAdjustments.status,
};

/** The adjustments a query's filters keep. */
function filtersOf(query: AdjustmentListQuery): SQL | undefined {
  const q = query.q?.trim();
  const digits = numberPart(q);
  return and(
    ...dayRange(staffAdjustments.createdAt, query),
    ...amountRange(staffAdjustments.amountSatang, query),
    query.status === undefined ? undefined : eq(staffAdjustments.status, query.status),
    query.staff === undefined
      ? undefined
      : or(
          eq(staffAdjustments.createdByStaffId, query.staff),
          eq(staffAdjustments.decidedByStaffId, query.staff),
        ),
    !q
      ? undefined
      : digits === null
        ? ilike(staffAdjustments.note, `%${escapeLike(q)}%`)
        : or(containsDigits(members.phone, digits), containsDigits(members.accountNumber, digits)),
  );
}

const signedTotal = (direction: 'credit' | 'debit') =>
  sql<string>`coalesce(sum(${staffAdjustments.amountSatang}) filter (where ${staffAdjustments.direction} = ${direction}), 0)::text`;

/**
 * The adjustments list of the console (issue 30, decision 68): a page of the adjustments and staff
 * bonuses the filters keep, in the asked order, as the desk shows them; how many match and their
 * credits and debits in all.
 */
export async function listAdjustmentPage(db: Executor, query: AdjustmentListQuery) {
  const where = filtersOf(query);
  const { limit, offset } = windowOf(query);
  const [rows, [totals]] = await Promise.all([
    selectAdjustments(db)
      .where(where)
      .orderBy(orderOf(sortColumns, query, staffAdjustments.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        count: sql<string>`count(*)::text`,
        credit: signedTotal('credit'),
        debit: signedTotal('debit'),
      })
      .from(staffAdjustments)
      .innerJoin(members, eq(members.id, staffAdjustments.memberId))
      .where(where),
  ]);
  return {
    rows,
    total: Number(totals?.count ?? 0),
    creditSatang: BigInt(totals?.credit ?? 0),
    debitSatang: BigInt(totals?.debit ?? 0),
  };
}
