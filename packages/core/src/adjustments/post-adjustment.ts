import type { Transaction } from '@chaba/db/client';
import { staffAdjustments } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { recordMemberChange } from '../notifications/member-events';

export type Adjustment = typeof staffAdjustments.$inferSelect;

/**
 * Moves an adjustment's money, in the caller's transaction: a credit from the staff-adjustment account
 * to the wallet, a debit back. The wallet's guarded balance refuses a debit it cannot cover
 * (`insufficient_funds`), whatever runs at the same time. Marks the adjustment posted.
 *
 * @throws DomainError insufficient_funds
 */
export async function postAdjustment(
  tx: Transaction,
  adjustment: Adjustment,
  options: { decidedByStaffId?: number; now: Date },
): Promise<Adjustment> {
  const wallet = ledgerAccount.memberWallet(adjustment.memberId);
  const house = ledgerAccount.staffAdjustments();
  const posted = await postTransaction(tx, {
    idempotencyKey: `adjustment:${adjustment.id}`,
    eventType: adjustment.reversesAdjustmentId === null ? 'staff_adjustment' : 'staff_adjustment_reversal',
    postings:
      adjustment.direction === 'credit'
        ? transfer(house, wallet, adjustment.amountSatang)
        : transfer(wallet, house, adjustment.amountSatang),
    metadata: {
      adjustmentId: adjustment.id,
      reason: adjustment.reason,
      staffId: adjustment.createdByStaffId,
      ...(adjustment.reversesAdjustmentId === null ? {} : { reverses: adjustment.reversesAdjustmentId }),
    },
  });
  const [updated] = await tx
    .update(staffAdjustments)
    .set({
      status: 'posted',
      transactionId: posted.transactionId,
      ...(options.decidedByStaffId === undefined
        ? {}
        : { decidedByStaffId: options.decidedByStaffId, decidedAt: options.now }),
    })
    .where(eq(staffAdjustments.id, adjustment.id))
    .returning();
  await recordMemberChange(tx, { memberId: adjustment.memberId, reason: 'credit' });
  return updated!;
}

/** What the audit log keeps of an adjustment, before and after a step. */
export function auditedAdjustment(adjustment: Adjustment) {
  return {
    status: adjustment.status,
    direction: adjustment.direction,
    amountSatang: adjustment.amountSatang.toString(),
    memberId: adjustment.memberId,
  };
}
