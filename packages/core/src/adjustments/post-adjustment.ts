import type { Transaction } from '@chaba/db/client';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { markPosted, type Adjustment } from './mark-adjustment-posted';
import { payStaffBonus } from './pay-staff-bonus';

export type { Adjustment } from './mark-adjustment-posted';

/**
 * Moves an adjustment's money, in the caller's transaction: a credit from the staff-adjustment account
 * to the wallet, a debit back; a staff bonus through bonus_grant (payStaffBonus). The wallet's guarded
 * balance refuses a debit it cannot cover (`insufficient_funds`), whatever runs at the same time.
 * Marks the adjustment posted.
 *
 * @throws DomainError insufficient_funds, bonus_refused_active, bonus_refused_restricted
 */
export async function postAdjustment(
  tx: Transaction,
  adjustment: Adjustment,
  options: { decidedByStaffId?: number; now: Date },
): Promise<Adjustment> {
  if (adjustment.kind === 'bonus') return payStaffBonus(tx, adjustment, options);
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
  return markPosted(tx, adjustment, { ...options, transactionId: posted.transactionId });
}

/** What the audit log keeps of an adjustment, before and after a step. */
export function auditedAdjustment(adjustment: Adjustment) {
  return {
    status: adjustment.status,
    kind: adjustment.kind,
    direction: adjustment.direction,
    amountSatang: adjustment.amountSatang.toString(),
    memberId: adjustment.memberId,
  };
}
