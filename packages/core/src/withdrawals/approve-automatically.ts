import type { Database, Transaction } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { moneyRequests } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import { bangkokDate, bangkokMidnight } from '../bangkok-time';
import { DomainError } from '../errors';
import { recordMemberChange } from '../notifications/member-events';
import { completeReachedPromotion } from '../promotions/current-promotion';
import { checkPlayerProtection } from '../responsible-gaming/check-player-protection';
import { manualReasonOf, type AutoApprovalFacts } from './manual-reason';
import { createPayoutOrder, readPayoutOrder, type PayoutOrder } from './payout-orders';
import type { WithdrawalRules } from './withdrawal-rules';

type MoneyRequest = typeof moneyRequests.$inferSelect;

/**
 * The automatic rules look at a pending withdrawal once (decision 51): they pay it (its one payout
 * order, `decided_by_rule = automatic_payout`) or record why a person must (`manual_reason`). The
 * request's row is locked as staff's decisions lock it, so the rules and a person approving at the
 * same moment make one order: whoever comes second finds it decided, parked or ordered. When no
 * company account can pay it, it goes to a person (`no_paying_account`) and no order is made. Called after
 * a request commits and, for any the server did not get to (a restart), by the payout job.
 * Answers the order to send, or null.
 */
export async function approveAutomatically(
  db: Database,
  options: { requestId: number; now: Date; rules: WithdrawalRules; payoutAgent: boolean },
): Promise<PayoutOrder | null> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.id, options.requestId))
      .for('update');
    if (!request || request.type !== 'withdraw' || request.status !== 'pending') return null;
    if (request.rulesCheckedAt !== null || request.firstApprovedByStaffId !== null) return null;
    if (await readPayoutOrder(tx, request.id)) return null;
    const facts = await readFacts(tx, request, options);
    let reason = manualReasonOf(options.rules.auto, facts);
    // The rules would pay it: from the first company account that can (decision 52), or by a person.
    const order = reason === null ? await createPayoutOrder(tx, request, { staffId: null, now }) : null;
    if (reason === null && order === null) reason = 'no_paying_account';
    await tx
      .update(moneyRequests)
      .set(
        reason === null
          ? { rulesCheckedAt: now, decidedByRule: 'automatic_payout' }
          : { rulesCheckedAt: now, manualReason: reason },
      )
      .where(eq(moneyRequests.id, request.id));
    if (order === null) return null;
    await recordMemberChange(tx, { memberId: request.memberId, reason: 'withdraw' });
    return order;
  });
}

/** What the rules ask, read in the request's transaction; the day is Bangkok's. */
async function readFacts(
  tx: Transaction,
  request: MoneyRequest,
  options: { now: Date; rules: WithdrawalRules; payoutAgent: boolean },
): Promise<AutoApprovalFacts> {
  const { now } = options;
  const memberId = request.memberId;
  const dayStart = bangkokMidnight(bangkokDate(now)).toISOString();
  // The total cap is shared by every member: their automatic approvals take turns for it.
  if (options.rules.auto.total_daily_satang !== null) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('withdrawal-auto-total-cap'))`);
  }
  const [row] = await queryRows<{
    earlier: number;
    flags: number;
    registered: string | null;
    holder: string | null;
    member_today: string;
    total_today: string;
  }>(
    tx,
    sql`select
      (select count(*)::int from money_requests where member_id = ${memberId} and type = 'withdraw'
         and status = 'completed' and id <> ${request.id}) as earlier,
      (select count(*)::int from risk_flags where member_id = ${memberId} and cleared_at is null) as flags,
      (select name from members where id = ${memberId}) as registered,
      (select l.from_name from bank_statement_lines l join money_requests d on d.id = l.request_id
         where d.member_id = ${memberId} and d.type = 'deposit' and d.status = 'completed'
           and l.from_name is not null and l.from_name <> ''
         order by l.occurred_at desc, l.id desc limit 1) as holder,
      (select coalesce(sum(amount_satang), 0)::text from money_requests where member_id = ${memberId}
         and type = 'withdraw' and decided_by_rule = 'automatic_payout' and status <> 'rejected'
         and created_at >= ${dayStart}::timestamptz and id <> ${request.id}) as member_today,
      (select coalesce(sum(amount_satang), 0)::text from money_requests where type = 'withdraw'
         and decided_by_rule = 'automatic_payout' and status <> 'rejected'
         and created_at >= ${dayStart}::timestamptz and id <> ${request.id}) as total_today`,
  );
  const promotion = await completeReachedPromotion(tx, { memberId, now });
  return {
    amountSatang: request.amountSatang,
    payoutAgent: options.payoutAgent,
    secondApprovalAboveSatang: options.rules.secondApprovalAboveSatang,
    earlierPaidWithdrawals: row?.earlier ?? 0,
    turnoverRemainingSatang: promotion?.remainingSatang ?? 0n,
    openRiskFlags: row?.flags ?? 0,
    registeredName: row?.registered ?? null,
    holderName: row?.holder ?? null,
    protectionRefusal: await protectionRefusal(tx, memberId, now),
    memberAutoTodaySatang: BigInt(row?.member_today ?? '0'),
    totalAutoTodaySatang: BigInt(row?.total_today ?? '0'),
  };
}

/** The one player-protection check (its restrictions, as at login): the refusal's code, or null. */
async function protectionRefusal(tx: Transaction, memberId: number, now: Date): Promise<string | null> {
  try {
    await checkPlayerProtection(tx, memberId, { kind: 'login' }, now);
    return null;
  } catch (error) {
    if (error instanceof DomainError && error.code !== 'player_protection_unavailable') return error.code;
    throw error;
  }
}
