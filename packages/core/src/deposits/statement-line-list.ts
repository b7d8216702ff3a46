import type { statementLineListQuery } from '@chaba/contracts/backoffice-money-lists';
import type { Executor } from '@chaba/db/client';
import { bankStatementLines, companyBankAccounts, moneyRequests, staffAccounts } from '@chaba/db/schema';
import { eq, ilike, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { escapeLike, listConditions, listTotals, readListPage } from '../lists/list-sql';

export type StatementLineListQuery = z.infer<typeof statementLineListQuery>;

const resolver = alias(staffAccounts, 'resolver');
const claimer = alias(staffAccounts, 'claimer');

/** The digits of the sender's account as the bank printed it (`xxx-x-x1234-x`): its trigram index's expression. */
const fromAccountDigits = sql`regexp_replace(${bankStatementLines.fromAccount}, '[^0-9]', '', 'g')`;

const sortColumns = {
  id: bankStatementLines.id,
  occurred_at: bankStatementLines.occurredAt,
  amount: bankStatementLines.amountSatang,
  status: bankStatementLines.status,
  resolved_at: bankStatementLines.resolvedAt,
};

/**
 * The statement lines list of the console (issue 30, decision 68): a page of the received transfers
 * the filters keep, any status, in the asked order, with the bank of the company account each came
 * into, who resolved it by hand and who is working it; how many match and their amount in all.
 * `staff` is who matched or refunded it, `q` a part of the sender's account number, else of their name.
 */
export async function listStatementLinePage(db: Executor, query: StatementLineListQuery) {
  return readListPage(query, {
    rows: db
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
      .$dynamic(),
    conditions: listConditions(query, {
      day: bankStatementLines.occurredAt,
      amount: bankStatementLines.amountSatang,
      status: bankStatementLines.status,
      bank: companyBankAccounts.bank,
      staff: [bankStatementLines.resolvedByStaffId],
      digits: [fromAccountDigits],
      text: (q) => ilike(bankStatementLines.fromName, `%${escapeLike(q)}%`),
    }),
    sortColumns,
    totals: (where) =>
      db
        .select(listTotals({ amount: sum(bankStatementLines.amountSatang) }))
        .from(bankStatementLines)
        .leftJoin(
          companyBankAccounts,
          eq(companyBankAccounts.accountNumber, bankStatementLines.accountNumber),
        )
        .where(where),
  });
}

export type StatementLineListRow = Awaited<ReturnType<typeof listStatementLinePage>>['rows'][number];
