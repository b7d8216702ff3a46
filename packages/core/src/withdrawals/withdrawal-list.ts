import type { withdrawalListQuery } from '@chaba/contracts/backoffice-money';
import type { Executor } from '@chaba/db/client';
import { members, moneyRequests } from '@chaba/db/schema';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  amountRange,
  containsDigits,
  dayRange,
  numberPart,
  orderOf,
  windowOf,
  type SortColumns,
} from '../lists/list-sql';

export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;

const sortColumns: SortColumns<WithdrawalListQuery['sort']> = {
  id: moneyRequests.id,
  created_at: moneyRequests.createdAt,
  completed_at: moneyRequests.completedAt,
  amount: moneyRequests.amountSatang,
  status: moneyRequests.status,
};

/** The withdrawals a query's filters keep. */
function filtersOf(query: WithdrawalListQuery): SQL | undefined {
  const q = query.q?.trim();
  const digits = numberPart(q);
  return and(
    eq(moneyRequests.type, 'withdraw'),
    ...dayRange(moneyRequests.createdAt, query),
    ...amountRange(moneyRequests.amountSatang, query),
    query.status === undefined ? undefined : eq(moneyRequests.status, query.status),
    query.bank === undefined ? undefined : eq(moneyRequests.memberBank, query.bank),
    query.staff === undefined ? undefined : eq(moneyRequests.firstApprovedByStaffId, query.staff),
    !q
      ? undefined
      : digits === null
        ? eq(moneyRequests.ref, q)
        : or(
            containsDigits(moneyRequests.memberAccountNumber, digits),
            containsDigits(members.phone, digits),
          ),
  );
}

/**
 * The withdrawals list of the console (issue 30): a page of the withdrawals the filters keep, any
 * status, in the asked order, with the member; how many match and their amount in all.
 */
export async function listWithdrawalPage(db: Executor, query: WithdrawalListQuery) {
  const where = filtersOf(query);
  const { limit, offset } = windowOf(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: moneyRequests.id,
        ref: moneyRequests.ref,
        status: moneyRequests.status,
        amountSatang: moneyRequests.amountSatang,
        memberId: moneyRequests.memberId,
        memberPhone: members.phone,
        memberName: members.name,
        bank: moneyRequests.memberBank,
        accountNumber: moneyRequests.memberAccountNumber,
        bankRef: moneyRequests.bankRef,
        firstApprovedByStaffId: moneyRequests.firstApprovedByStaffId,
        createdAt: moneyRequests.createdAt,
        completedAt: moneyRequests.completedAt,
      })
      .from(moneyRequests)
      .innerJoin(members, eq(members.id, moneyRequests.memberId))
      .where(where)
      .orderBy(orderOf(sortColumns, query, moneyRequests.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        count: sql<string>`count(*)::text`,
        amount: sql<string>`coalesce(sum(${moneyRequests.amountSatang}), 0)::text`,
      })
      .from(moneyRequests)
      .innerJoin(members, eq(members.id, moneyRequests.memberId))
      .where(where),
  ]);
  return { rows, total: Number(totals?.count ?? 0), amountSatang: BigInt(totals?.amount ?? 0) };
}

export type WithdrawalListRow = Awaited<ReturnType<typeof listWithdrawalPage>>['rows'][number];
