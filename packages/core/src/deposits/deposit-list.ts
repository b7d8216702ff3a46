import type { depositListQuery } from '@chaba/contracts/backoffice-money-lists';
import type { Executor } from '@chaba/db/client';
import { bankStatementLines, members, moneyRequests, staffAccounts } from '@chaba/db/schema';
import { eq, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { listConditions, listTotals, readListPage } from '../lists/list-sql';
import { moneyRequestFilterColumns, moneyRequestSortColumns } from '../lists/money-request-lists';

export type DepositListQuery = z.infer<typeof depositListQuery>;

const creditor = alias(staffAccounts, 'creditor');
const claimer = alias(staffAccounts, 'claimer');

/**
 * The deposits list of the console (issue 30, decision 68): a page of the deposits the filters keep,
 * any status, in the asked order, with the member, who credited it by hand (the staff member who
 * matched its statement line) and who is working it; how many match and their amount in all. `bank`
 * is the member's bank, `staff` who matched the line, `q` a part of the member's phone or account
 * number, else the reference.
 */
export async function listDepositPage(db: Executor, query: DepositListQuery) {
  return readListPage(query, {
    rows: db
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
      .$dynamic(),
    conditions: [
      eq(moneyRequests.type, 'deposit'),
      ...listConditions(query, {
        ...moneyRequestFilterColumns,
        bank: members.bank,
        staff: [bankStatementLines.resolvedByStaffId],
        digits: [members.phone, members.accountNumber],
      }),
    ],
    sortColumns: moneyRequestSortColumns,
    totals: (where) =>
      db
        .select(listTotals({ amount: sum(moneyRequests.amountSatang) }))
        .from(moneyRequests)
        .innerJoin(members, eq(members.id, moneyRequests.memberId))
        .leftJoin(bankStatementLines, eq(bankStatementLines.id, moneyRequests.statementLineId))
        .where(where),
  });
}

export type DepositListRow = Awaited<ReturnType<typeof listDepositPage>>['rows'][number];
