import type { Database, Transaction } from '@chaba/db/client';
import { moneyRequests } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { checkStaffLimit } from '../backoffice/staff-limits';
import { DomainError } from '../errors';
import { recordMemberChange } from '../notifications/member-events';
import { createPayoutOrder, readPayoutOrder, type PayoutOrder } from './payout-orders';
import { refuseWhileClaimed } from './claim-withdrawal';
import { settleWithdrawal } from './settle-withdrawal';

type MoneyRequest = typeof moneyRequests.$inferSelect;

/** Approve with the bank reference of a transfer staff made, or (`bankRef` null) by the payout agent. */
export type WithdrawalDecision =
  { kind: 'approve'; bankRef: string | null } | { kind: 'reject'; cause: string };

/**
 * An operator pays (approve, with the bank transfer reference or through the payout agent) or refuses
 * (reject, with a cause) a pending withdrawal. Four eyes: a withdrawal above
 * `secondApprovalAboveSatang` is parked by its first approval (it stays pending, marked with the first
 * approver) and paid only by a second, different staff member. A staff member with an approval limit
 * approves nothing above it. The request's row is locked for the decision, so concurrent decisions
 * (and the automatic rules) take effect one after the other: of two second approvals exactly one
 * pays, and a withdrawal the payout agent is paying is refused here. Approving without a reference
 * makes the withdrawal's one payout order, sent after the commit. Every step is audited in the same
 * transaction.
 *
 * A withdrawal another staff member has claimed (and whose claim has not lapsed) is refused until
 * they release it or it is taken over (`claim-withdrawal.ts`).
 *
 * @throws DomainError not_found, request_not_pending, withdrawal_claimed, second_approver_same_staff,
 *   approval_above_staff_limit, payout_in_progress, payout_agent_unavailable, no_paying_account
 */
export async function decideWithdrawal(
  db: Database,
  options: {
    staffId: number;
    requestId: number;
    now: Date;
    decision: WithdrawalDecision;
    /** Above this amount a withdrawal needs two approvers; null or absent: one is enough. */
    secondApprovalAboveSatang?: bigint | null;
    /** Whether a payout agent is set up (approving without a reference needs one). */
    payoutAgent?: boolean;
    clientAddress?: string;
  },
): Promise<{
  memberId: number;
  status: 'completed' | 'awaiting_second_approval' | 'rejected' | 'paying';
  order: PayoutOrder | null;
}> {
  const { staffId, requestId, decision } = options;
  return db.transaction(async (tx) => {
    const request = await lockPendingWithdrawal(tx, requestId);
    await refuseWhileClaimed(tx, request, staffId, options.now);
    const open = await readPayoutOrder(tx, request.id);
    if (open && open.status !== 'failed') throw new DomainError('payout_in_progress');
    if (decision.kind === 'reject') {
      await settleWithdrawal(tx, request, options, { status: 'rejected', deletedCause: decision.cause });
      return { memberId: request.memberId, status: 'rejected' as const, order: null };
    }
    if (decision.bankRef === null && !options.payoutAgent) {
      throw new DomainError('payout_agent_unavailable', { field: 'bank_ref' });
    }
    await checkStaffLimit(tx, { staffId, kind: 'withdrawal', amountSatang: request.amountSatang });
    const threshold = options.secondApprovalAboveSatang ?? null;
    const needsTwo = threshold !== null && request.amountSatang > threshold;
    if (needsTwo && request.firstApprovedByStaffId === null) {
      await park(tx, request, options, decision.bankRef);
      return { memberId: request.memberId, status: 'awaiting_second_approval' as const, order: null };
    }
    if (needsTwo && request.firstApprovedByStaffId === staffId) {
      throw new DomainError('second_approver_same_staff');
    }
    if (decision.bankRef === null) {
      const order = await orderPayout(tx, request, options);
      return { memberId: request.memberId, status: 'paying' as const, order };
    }
    await settleWithdrawal(tx, request, options, { status: 'completed', bankRef: decision.bankRef });
    return { memberId: request.memberId, status: 'completed' as const, order: null };
  });
}

/**
 * The approval that hands the withdrawal to the payout agent: its one order, audited. When no company
 * account can pay it (decision 52) the approval is refused and nothing changes: staff pay it by hand.
 *
 * @throws DomainError no_paying_account
 */
async function orderPayout(
  tx: Transaction,
  request: MoneyRequest,
  options: { staffId: number; now: Date; clientAddress?: string },
): Promise<PayoutOrder> {
  const order = await createPayoutOrder(tx, request, { staffId: options.staffId, now: options.now });
  if (!order) throw new DomainError('no_paying_account');
  await tx
    .update(moneyRequests)
    .set({
      rulesCheckedAt: rulesLookedAt(options.now),
    })
    .where(eq(moneyRequests.id, request.id));
  await recordAudit(tx, {
    staffId: options.staffId,
    action: 'withdrawal.approve_payout',
    targetType: 'money_request',
    targetId: request.id,
    details: { memberId: request.memberId, amountSatang: request.amountSatang.toString(), orderId: order.id },
    clientAddress: options.clientAddress,
    before: { status: 'pending' },
    after: { status: 'paying', orderId: order.id },
    now: options.now,
  });
  await recordMemberChange(tx, { memberId: request.memberId, reason: 'withdraw' });
  return order;
}

/** A person decided: the automatic rules need not look at it (it keeps the time they did, if they did). */
const rulesLookedAt = (now: Date) =>
  sql`coalesce(${moneyRequests.rulesCheckedAt}, ${now.toISOString()}::timestamptz)`;

/** The pending withdrawal, locked until the decision commits. */
async function lockPendingWithdrawal(tx: Transaction, requestId: number): Promise<MoneyRequest> {
  const [request] = await tx
    .select()
    .from(moneyRequests)
    .where(and(eq(moneyRequests.id, requestId), eq(moneyRequests.type, 'withdraw')))
    .for('update');
  if (!request) throw new DomainError('not_found');
  if (request.status !== 'pending') throw new DomainError('request_not_pending');
  return request;
}

/** The first of two approvals: the request stays pending, marked with who approved it and the reference. */
async function park(
  tx: Transaction,
  request: MoneyRequest,
  options: { staffId: number; now: Date; clientAddress?: string },
  bankRef: string | null,
): Promise<void> {
  await tx
    .update(moneyRequests)
    .set({
      firstApprovedByStaffId: options.staffId,
      firstApprovedAt: options.now,
      bankRef,
      rulesCheckedAt: rulesLookedAt(options.now),
    })
    .where(eq(moneyRequests.id, request.id));
  await recordAudit(tx, {
    staffId: options.staffId,
    action: 'withdrawal.first_approve',
    targetType: 'money_request',
    targetId: request.id,
    details: { memberId: request.memberId, amountSatang: request.amountSatang.toString(), bankRef },
    clientAddress: options.clientAddress,
    before: { status: 'pending', firstApprovedByStaffId: null },
    after: { status: 'awaiting_second_approval', firstApprovedByStaffId: options.staffId },
    now: options.now,
  });
}
