import type { Database } from '@chaba/db/client';
import { moneyRequests } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../backoffice/record-audit';
import { DomainError } from '../errors';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';

/**
 * An operator pays (approve, with the bank transfer reference) or refuses (reject, with a cause) a
 * pending withdrawal. The status change is a guarded update, so of any number of concurrent
 * decisions exactly one takes effect; paying moves the hold out to payouts, refusing returns it to
 * the wallet. Both are audited.
 *
 * @throws DomainError not_found, request_not_pending
 */
export async function decideWithdrawal(
  db: Database,
  options: {
    staffId: number;
    requestId: number;
    now: Date;
    decision: { kind: 'approve'; bankRef: string } | { kind: 'reject'; cause: string };
  },
) {
  const { staffId, requestId, now, decision } = options;
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(moneyRequests)
      .set(
        decision.kind === 'approve'
          ? { status: 'completed', completedAt: now, bankRef: decision.bankRef }
          : { status: 'rejected', deletedCause: decision.cause, deletedAt: now },
      )
      .where(
        and(
          eq(moneyRequests.id, requestId),
          eq(moneyRequests.type, 'withdraw'),
          eq(moneyRequests.status, 'pending'),
        ),
      )
      .returning();
    if (!decided) {
      const [existing] = await tx
        .select({ id: moneyRequests.id })
        .from(moneyRequests)
        .where(and(eq(moneyRequests.id, requestId), eq(moneyRequests.type, 'withdraw')));
      throw new DomainError(existing ? 'request_not_pending' : 'not_found');
    }
    const hold = ledgerAccount.memberWithdrawalHold(decided.memberId);
    await postTransaction(tx, {
      idempotencyKey: `withdrawal:${requestId}:${decision.kind === 'approve' ? 'payout' : 'release'}`,
      eventType: decision.kind === 'approve' ? 'withdrawal_payout' : 'withdrawal_release',
      postings: transfer(
        hold,
        decision.kind === 'approve' ? ledgerAccount.payouts() : ledgerAccount.memberWallet(decided.memberId),
        decided.amountSatang,
      ),
      metadata: { requestId, staffId },
    });
    await recordAudit(tx, {
      staffId,
      action: decision.kind === 'approve' ? 'withdrawal.approve' : 'withdrawal.reject',
      targetType: 'money_request',
      targetId: requestId,
      details: decision.kind === 'approve' ? { bankRef: decision.bankRef } : { cause: decision.cause },
      now,
    });
    return decided;
  });
}
