import type { withdrawalListQuery } from '@chaba/contracts/backoffice-money';
import type { Executor } from '@chaba/db/client';
import { members, moneyRequests } from '@chaba/db/schema';
import { eq, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { listConditions, listTotals, readListPage } from '../lists/list-sql';
import { moneyRequestFilterColumns, moneyRequestSortColumns } from '../lists/money-request-lists';

export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;

/**
 * The withdrawals list of the console (issue 30): a page of the withdrawals the filters keep, any
 * status, in the asked order, with the member; how many match and their amount in all. `bank` is
 * the bank it goes to, `staff` the first approver, `q` a part of the account number it goes to or
 * of the member's phone, else the reference.
 */
export async function listWithdrawalPage(db: Executor, query: WithdrawalListQuery) {
  return readListPage(query, {
    rows: db
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
      .$dynamic(),
    conditions: [
      eq(moneyRequests.type, 'withdraw'),
      ...listConditions(query, {
        ...moneyRequestFilterColumns,
        bank: moneyRequests.memberBank,
        staff: [moneyRequests.firstApprovedByStaffId],
        digits: [moneyRequests.memberAccountNumber, members.phone],
      }),
    ],
    sortColumns: moneyRequestSortColumns,
    totals: (where) =>
      db
        .select(listTotals({ amount: sum(moneyRequests.amountSatang) }))
        .from(moneyRequests)
        .innerJoin(members, eq(members.id, moneyRequests.memberId))
        .where(where),
  });
}

export type WithdrawalListRow = Awaited<ReturnType<typeof listWithdrawalPage>>['rows'][number];
