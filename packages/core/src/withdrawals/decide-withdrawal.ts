import type { Database, Transaction } from '@chaba/db/client';
import { moneyRequests } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { recordMemberChange } from '../notifications/member-events';
import { queuePushNotification } from '../push/queue-push-notification';

type MoneyRequest = typeof moneyRequests.$inferSelect;

export type WithdrawalDecision = { kind: 'approve'; bankRef: string } | { kind: 'reject'; cause: string };

/**
 * An operator pays (approve, with the bank transfer reference) or refuses (reject, with a cause) a
 * pending withdrawal. Four eyes: a withdrawal above `secondApprovalAboveSatang` is parked by its first
 * approval (it stays pending, marked with the first approver) and paid only by a second, different
 * staff member. The request's row is locked for the decision, so concurrent decisions take effect
 * one after the other: of two second approvals exactly one pays, the other finds it paid. Paying
 * moves the hold out to payouts, refusing returns it to the wallet. Every step is audited in the
 * same transaction.
 *
 * @throws DomainError not_found, request_not_pending, second_approver_same_staff
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
    clientAddress?: string;
  },
): Promise<{ memberId: number; status: 'completed' | 'awaiting_second_approval' | 'rejected' }> {
  const { staffId, requestId, decision } = options;
  return db.transaction(async (tx) => {
    const request = await lockPendingWithdrawal(tx, requestId);
    if (decision.kind === 'reject') {
      await settle(tx, request, options, { status: 'rejected', deletedCause: decision.cause });
      return { memberId: request.memberId, status: 'rejected' as const };
    }
    const threshold = options.secondApprovalAboveSatang ?? null;
    const needsTwo = threshold !== null && request.amountSatang > threshold;
    if (needsTwo && request.firstApprovedByStaffId === null) {
      await park(tx, request, options, decision.bankRef);
      return { memberId: request.memberId, status: 'awaiting_second_approval' as const };
    }
    if (needsTwo && request.firstApprovedByStaffId === staffId) {
      throw new DomainError('second_approver_same_staff');
    }
    await settle(tx, request, options, { status: 'completed', bankRef: decision.bankRef });
    return { memberId: request.memberId, status: 'completed' as const };
  });
}

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
  bankRef: string,
): Promise<void> {
  await tx
    .update(moneyRequests)
    .set({ firstApprovedByStaffId: options.staffId, firstApprovedAt: options.now, bankRef })
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

/** Pays or refuses: the status change, the hold's way out, the audit record and the member's change. */
async function settle(
  tx: Transaction,
  request: MoneyRequest,
  options: { staffId: number; now: Date; clientAddress?: string },
  outcome: { status: 'completed'; bankRef: string } | { status: 'rejected'; deletedCause: string },
): Promise<void> {
  const { now } = options;
  const paid = outcome.status === 'completed';
  await tx
    .update(moneyRequests)
    .set(
      paid
        ? { status: 'completed', completedAt: now, bankRef: outcome.bankRef }
        : { status: 'rejected', deletedCause: outcome.deletedCause, deletedAt: now },
    )
    .where(and(eq(moneyRequests.id, request.id), sql`${moneyRequests.status} = 'pending'`));
  await postTransaction(tx, {
    idempotencyKey: `withdrawal:${request.id}:${paid ? 'payout' : 'release'}`,
    eventType: paid ? 'withdrawal_payout' : 'withdrawal_release',
    postings: transfer(
      ledgerAccount.memberWithdrawalHold(request.memberId),
      paid ? ledgerAccount.payouts() : ledgerAccount.memberWallet(request.memberId),
      request.amountSatang,
    ),
    metadata: { requestId: request.id, staffId: options.staffId },
  });
  await recordAudit(tx, {
    staffId: options.staffId,
    action: paid ? 'withdrawal.approve' : 'withdrawal.reject',
    targetType: 'money_request',
    targetId: request.id,
    details: {
      memberId: request.memberId,
      amountSatang: request.amountSatang.toString(),
      ...(paid ? { bankRef: outcome.bankRef } : { cause: outcome.deletedCause }),
      ...(request.firstApprovedByStaffId === null
        ? {}
        : { firstApprovedByStaffId: request.firstApprovedByStaffId }),
    },
    clientAddress: options.clientAddress,
    before: { status: 'pending', bankRef: request.bankRef },
    after: paid
      ? { status: 'completed', bankRef: outcome.bankRef }
      : { status: 'rejected', cause: outcome.deletedCause },
    now,
  });
  await recordMemberChange(tx, { memberId: request.memberId, reason: 'withdraw' });
  await queuePushNotification(tx, {
    eventKey: `withdrawal:${request.id}`,
    notice: {
      kind: paid ? 'withdrawal_paid' : 'withdrawal_rejected',
      memberId: request.memberId,
      amountSatang: request.amountSatang,
    },
    now,
  });
}
