import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { members, moneyRequests, payoutOrders, staffAccounts } from '@chaba/db/schema';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { idArray, readMemberBalances } from '../members/read-member-balances';
import { bonusName } from '../promotions/current-promotion';

export type WithdrawalDeskStatus = 'pending' | 'awaiting_second_approval' | 'completed' | 'rejected';

const lastDepositsShown = 5;
const firstApprover = alias(staffAccounts, 'first_approver');
const claimer = alias(staffAccounts, 'claimer');

/**
 * The withdrawal desk (bounded): each withdrawal with what a decision needs beside it, the member's
 * wallet and hold balances, the active promotion's turnover and the last completed deposits. Pending
 * ones oldest first (the queue), decided ones newest first. `awaiting_second_approval` lists the
 * pending ones a first approver parked and nobody has approved since (`awaitingSecondApproval`).
 * Each with its payout order, when the payout agent pays it. One query per kind of information for
 * the whole page.
 */
export async function listWithdrawals(
  db: Executor,
  options: { status: WithdrawalDeskStatus; limit?: number },
) {
  const decided = options.status === 'completed' || options.status === 'rejected';
  const rows = await db
    .select({
      request: moneyRequests,
      phone: members.phone,
      name: members.name,
      firstApproverName: firstApprover.username,
      claimerName: claimer.username,
      payout: payoutOrders,
    })
    .from(moneyRequests)
    .innerJoin(members, eq(members.id, moneyRequests.memberId))
    .leftJoin(firstApprover, eq(firstApprover.id, moneyRequests.firstApprovedByStaffId))
    .leftJoin(claimer, eq(claimer.id, moneyRequests.claimedByStaffId))
    .leftJoin(payoutOrders, eq(payoutOrders.requestId, moneyRequests.id))
    .where(and(eq(moneyRequests.type, 'withdraw'), statusCondition(options.status)))
    .orderBy(
      ...(decided
        ? [desc(moneyRequests.createdAt), desc(moneyRequests.id)]
        : [asc(moneyRequests.createdAt), asc(moneyRequests.id)]),
    )
    .limit(Math.min(options.limit ?? 100, 500));
  const memberIds = [...new Set(rows.map((row) => row.request.memberId))];
  const [balances, turnovers, deposits] = await Promise.all([
    readMemberBalances(db, memberIds),
    readTurnovers(db, memberIds),
    readLastDeposits(db, memberIds),
  ]);
  return rows.map((row) => ({
    ...row,
    walletSatang: balances.get(row.request.memberId)?.walletSatang ?? 0n,
    holdSatang: balances.get(row.request.memberId)?.holdSatang ?? 0n,
    turnover: turnovers.get(row.request.memberId) ?? null,
    lastDeposits: deposits.get(row.request.memberId) ?? [],
  }));
}

export type WithdrawalRow = Awaited<ReturnType<typeof listWithdrawals>>[number];

/**
 * Whether a withdrawal waits for its second approver: pending, parked by a first approver, and not
 * yet handed to the payout agent. The second approval without a bank reference makes its payout
 * order and leaves it pending (being paid) with the first approver still marked: that one waits for
 * the agent, not for a person (`statusCondition` and the staff queues' snapshot say the same in SQL).
 */
export function awaitingSecondApproval(row: Pick<WithdrawalRow, 'request' | 'payout'>): boolean {
  return (
    row.request.status === 'pending' && row.request.firstApprovedByStaffId !== null && row.payout === null
  );
}

function statusCondition(status: WithdrawalDeskStatus): SQL | undefined {
  if (status === 'awaiting_second_approval') {
    return and(
      eq(moneyRequests.status, 'pending'),
      isNotNull(moneyRequests.firstApprovedByStaffId),
      isNull(payoutOrders.id),
    );
  }
  return eq(moneyRequests.status, status);
}

/** Each member's active promotion: its name, the turnover required and done since it started. */
async function readTurnovers(db: Executor, memberIds: number[]) {
  const result = new Map<number, { promotion: string; requiredSatang: bigint; doneSatang: bigint }>();
  if (memberIds.length === 0) return result;
  const rows = await queryRows<{ member_id: string; name: string; required: string; done: string }>(
    db,
    sql`select mp.member_id::text, ${bonusName.th} as name, mp.turnover_required_satang::text as required,
          greatest(coalesce(t.bet_total_satang, 0) - mp.turnover_start_satang, 0)::text as done
        from member_promotions mp
        left join promotions p on p.id = mp.promotion_id
        left join member_turnover t on t.member_id = mp.member_id
        where mp.member_id = any(${idArray(memberIds)}) and mp.status = 'active'`,
  );
  for (const row of rows) {
    result.set(Number(row.member_id), {
      promotion: row.name,
      requiredSatang: BigInt(row.required),
      doneSatang: BigInt(row.done),
    });
  }
  return result;
}

async function readLastDeposits(db: Executor, memberIds: number[]) {
  const result = new Map<number, Array<{ id: number; amountSatang: bigint; completedAt: Date | null }>>();
  if (memberIds.length === 0) return result;
  const rows = await queryRows<{
    id: string;
    member_id: string;
    amount: string;
    completed_at: string | null;
  }>(
    db,
    sql`select id::text, member_id::text, amount::text, completed_at from (
          select id, member_id, amount_satang as amount, completed_at,
            row_number() over (partition by member_id order by created_at desc, id desc) as position
          from money_requests
          where member_id = any(${idArray(memberIds)}) and type = 'deposit' and status = 'completed'
        ) recent where position <= ${lastDepositsShown} order by member_id, position`,
  );
  for (const row of rows) {
    const memberId = Number(row.member_id);
    const list = result.get(memberId) ?? [];
    list.push({
      id: Number(row.id),
      amountSatang: BigInt(row.amount),
      completedAt: row.completed_at === null ? null : new Date(row.completed_at),
    });
    result.set(memberId, list);
  }
  return result;
}
