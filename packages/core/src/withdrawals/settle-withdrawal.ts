import type { Transaction } from '@chaba/db/client';
import { moneyRequests } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { recordMemberChange } from '../notifications/member-events';
import { queuePushNotification } from '../push/queue-push-notification';

type MoneyRequest = typeof moneyRequests.$inferSelect;

/**
 * Pays or refuses a pending withdrawal whose row the caller locked: the status change, the hold's way
 * out through the one ledger writer (to payouts, or back to the wallet), the audit record and the
 * member's change. `staffId` null: the payout agent's outcome, not a person's decision.
 */
export async function settleWithdrawal(
  tx: Transaction,
  request: MoneyRequest,
  options: { staffId: number | null; now: Date; clientAddress?: string; via?: string },
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
    metadata: {
      requestId: request.id,
      staffId: options.staffId,
      ...(options.via ? { via: options.via } : {}),
    },
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
      ...(options.via ? { via: options.via } : {}),
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
