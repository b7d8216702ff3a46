import type { depositListQuery } from '@chaba/contracts/backoffice-money-lists';
import type { Executor } from '@chaba/db/client';
import { bankStatementLines, members, moneyRequests, staffAccounts } from '@chaba/db/schema';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

export type DepositListQuery = z.infer<typeof depositListQuery>;

const creditor = alias(staffAccounts, 'creditor');
const claimer = alias(staffAccounts, 'claimer');

const sortColumns: SortColumns<DepositListQuery['sort']> = {
  id: moneyRequests.id,
  created_at: moneyRequests.createdAt,
  completed_at: moneyRequests.completedAt,
  amount: moneyRequests.amountSatang,
  status: moneyRequests.status,
};

/** The deposits a query's filters keep. */
function filtersOf(query: DepositListQuery): SQL | undefined {
  const q = query.q?.trim();
  const digits = numberPart(q);
  return and(
    eq(moneyRequests.type, 'deposit'),
    ...dayRange(moneyRequests.createdAt, query),
    ...amountRange(moneyRequests.amountSatang, query),
    query.status === undefined ? undefined : eq(moneyRequests.status, query.status),
    query.bank === undefined ? undefined : eq(members.bank, query.bank),
    query.staff === undefined ? undefined : eq(bankStatementLines.resolvedByStaffId, query.staff),
    !q
      ? undefined
      : digits === null
        ? eq(moneyRequests.ref, q)
        : or(containsDigits(members.phone, digits), containsDigits(members.accountNumber, digits)),
  );
}

/**
 * The deposits list of the console (issue 30, decision 68): a page of the deposits the filters keep,
 * any status, in the asked order, with the member, who credited it by hand (the staff member who
 * matched its statement line) and who is working it; how many match and their amount in all.
 */
export async function listDepositPage(db: Executor, query: DepositListQuery) {
  const where = filtersOf(query);
  const { limit, offset } = windowOf(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        request: moneyRequests,
        memberPhone: members.phone,
        memberName: members.name,
        memberBank: members.bank,
        memberAccountNumber: members.accountNumber,
        creditedByStaffId: bankStatementLines.resolvedByStaffId,
        creditorName: creditor.username,
        claimerName: claimer.username,
      })
      .from(moneyRequests)
      .innerJoin(members, eq(members.id, moneyRequests.memberId))
      .leftJoin(bankStatementLines, eq(bankStatementLines.id, moneyRequests.statementLineId))
      .leftJoin(creditor, eq(creditor.id, bankStatementLines.resolvedByStaffId))
      .leftJoin(claimer, eq(claimer.id, moneyRequests.claimedByStaffId))
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
      .leftJoin(bankStatementLines, eq(bankStatementLines.id, moneyRequests.statementLineId))
      .where(where),
  ]);
  return { rows, total: Number(totals?.count ?? 0), amountSatang: BigInt(totals?.amount ?? 0) };
}

export type DepositListRow = Awaited<ReturnType<typeof listDepositPage>>['rows'][number];
