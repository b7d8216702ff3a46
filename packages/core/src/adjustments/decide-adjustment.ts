import type { Database, Transaction } from '@chaba/db/client';
import { staffAdjustments } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { checkStaffLimit } from '../backoffice/staff-limits';
import { DomainError } from '../errors';
import { auditedAdjustment, postAdjustment, type Adjustment } from './post-adjustment';

/**
 * The second approver's decision on a parked adjustment: approve posts it (only a staff member other
 * than the one who made it), reject ends it with a cause (anyone allowed to approve, its maker too).
 * The adjustment's row is locked for the decision, so of concurrent decisions exactly one takes
 * effect; the others find it decided. An approved debit the wallet cannot cover now is refused and
 * stays parked, and so is one above the approver's own adjustment limit (decision 66).
 *
 * @throws DomainError not_found, adjustment_not_awaiting_approval, second_approver_same_staff,
 *   insufficient_funds, adjustment_above_staff_limit
 */
export async function decideAdjustment(
  db: Database,
  options: {
    staffId: number;
    adjustmentId: number;
    decision: { kind: 'approve' } | { kind: 'reject'; cause: string };
    now: Date;
    clientAddress?: string;
  },
): Promise<Adjustment> {
  const { staffId, decision, now } = options;
  return db.transaction(async (tx) => {
    const parked = await lockParkedAdjustment(tx, options.adjustmentId);
    let decided: Adjustment;
    if (decision.kind === 'approve') {
      if (parked.createdByStaffId === staffId) throw new DomainError('second_approver_same_staff');
      await checkStaffLimit(tx, { staffId, kind: 'adjustment', amountSatang: parked.amountSatang });
      decided = await postAdjustment(tx, parked, { decidedByStaffId: staffId, now });
    } else {
      [decided] = (await tx
        .update(staffAdjustments)
        .set({ status: 'rejected', decidedByStaffId: staffId, decidedAt: now, rejectCause: decision.cause })
        .where(eq(staffAdjustments.id, parked.id))
        .returning()) as [Adjustment];
    }
    await recordAudit(tx, {
      staffId,
      action: decision.kind === 'approve' ? 'adjustment.approve' : 'adjustment.reject',
      targetType: 'member',
      targetId: parked.memberId,
      details: { adjustmentId: parked.id, ...(decision.kind === 'reject' ? { cause: decision.cause } : {}) },
      clientAddress: options.clientAddress,
      before: auditedAdjustment(parked),
      after: auditedAdjustment(decided),
      now,
    });
    return decided;
  });
}

async function lockParkedAdjustment(tx: Transaction, adjustmentId: number): Promise<Adjustment> {
  const [adjustment] = await tx
    .select()
    .from(staffAdjustments)
    .where(eq(staffAdjustments.id, adjustmentId))
    .for('update');
  if (!adjustment) throw new DomainError('not_found');
  if (adjustment.status !== 'awaiting_approval') throw new DomainError('adjustment_not_awaiting_approval');
  return adjustment;
}
