import type { statementLineListQuery } from '@chaba/contracts/backoffice-money-lists';
import type { Executor } from '@chaba/db/client';
import { bankStatementLines, companyBankAccounts, moneyRequests, staffAccounts } from '@chaba/db/schema';
import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

export type StatementLineListQuery = z.infer<typeof statementLineListQuery>;

const resolver = alias(staffAccounts, 'resolver');
const claimer = alias(staffAccounts, 'claimer');

/** The digits of the sender's account as the bank printed it (`xxx-x-x1234-x`): its trigram index's expression. */
const fromAccountDigits = sql`regexp_replace(${bankStatementLines.fromAccount}, '[^0-9]', '', 'g')`;

const sortColumns: SortColumns<StatementLineListQuery['sort']> = {
  id: bankStatementLines.id,
  occurred_at: bankStatementLines.occurredAt,
  amount: bankStatementLines.amountSatang,
  status: bankStatementLines.status,
  resolved_at: bankStatementLines.resolvedAt,
};

/** The lines a query's filters keep. */
function filtersOf(query: StatementLineListQuery): SQL | undefined {
  const q = query.q?.trim();
  const digits = numberPart(q);
  return and(
    ...dayRange(bankStatementLines.occurredAt, query),
    ...amountRange(bankStatementLines.amountSatang, query),
    query.status === undefined ? undefined : eq(bankStatementLines.status, query.status),
    query.bank === undefined ? undefined : eq(companyBankAccounts.bank, query.bank),
    query.staff === undefined ? undefined : eq(bankStatementLines.resolvedByStaffId, query.staff),
    !q
      ? undefined
      : digits === null
        ? ilike(bankStatementLines.fromName, `%${escapeLike(q)}%`)
        : containsDigits(fromAccountDigits, digits),
  );
}

/**
 * The statement lines list of the console (issue 30, decision 68): a page of the received transfers
 * the filters keep, any status, in the asked order, with the bank of the company account each came
 * into, who resolved it by hand and who is working it; how many match and their amount in all.
 */
export async function listStatementLinePage(db: Executor, query: StatementLineListQuery) {
  const where = filtersOf(query);
  const { limit, offset } = windowOf(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        line: bankStatementLines,
        bank: companyBankAccounts.bank,
        requestAmountSatang: moneyRequests.amountSatang,
        requestExpectedSatang: moneyRequests.expectedAmountSatang,
        resolverName: resolver.username,
        claimerName: claimer.username,
      })
      .from(bankStatementLines)
      .leftJoin(companyBankAccounts, eq(companyBankAccounts.accountNumber, bankStatementLines.accountNumber))
      .leftJoin(moneyRequests, eq(moneyRequests.id, bankStatementLines.requestId))
      .leftJoin(resolver, eq(resolver.id, bankStatementLines.resolvedByStaffId))
      .leftJoin(claimer, eq(claimer.id, bankStatementLines.claimedByStaffId))
      .where(where)
      .orderBy(orderOf(sortColumns, query, bankStatementLines.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        count: sql<string>`count(*)::text`,
        amount: sql<string>`coalesce(sum(${bankStatementLines.amountSatang}), 0)::text`,
      })
      .from(bankStatementLines)
      .leftJoin(companyBankAccounts, eq(companyBankAccounts.accountNumber, bankStatementLines.accountNumber))
      .where(where),
  ]);
  return { rows, total: Number(totals?.count ?? 0), amountSatang: BigInt(totals?.amount ?? 0) };
}

export type StatementLineListRow = Awaited<ReturnType<typeof listStatementLinePage>>['rows'][number];
