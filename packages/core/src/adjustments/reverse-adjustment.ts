import type { Database } from '@chaba/db/client';
import { staffAdjustments } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import { auditedAdjustment, postAdjustment, type Adjustment } from './post-adjustment';

/**
 * Reverses a posted adjustment with a new one in the other direction that names it: the original
 * stays as it was (corrections are new transactions). Once only: a unique index on the reversed id
 * refuses a second reversal, also two at once. Reversing a credit the member already spent is
 * refused like any debit the wallet cannot cover.
 *
 * @throws DomainError not_found, adjustment_not_reversible, adjustment_already_reversed, insufficient_funds
 */
export async function reverseAdjustment(
  db: Database,
  options: { staffId: number; adjustmentId: number; note: string; now: Date; clientAddress?: string },
): Promise<Adjustment> {
  const { staffId, now } = options;
  try {
    return await db.transaction(async (tx) => {
      const [original] = await tx
        .select()
        .from(staffAdjustments)
        .where(eq(staffAdjustments.id, options.adjustmentId));
      if (!original) throw new DomainError('not_found');
      // A staff bonus ends by cancelling it (its forfeit rules), not by a reversal.
      if (
        original.status !== 'posted' ||
        original.reversesAdjustmentId !== null ||
        original.kind === 'bonus'
      ) {
        throw new DomainError('adjustment_not_reversible');
      }
      const [reversal] = await tx
        .insert(staffAdjustments)
        .values({
          memberId: original.memberId,
          direction: original.direction === 'credit' ? 'debit' : 'credit',
          amountSatang: original.amountSatang,
          reason: original.reason,
          note: options.note,
          status: 'posted',
          idempotencyKey: `reversal:${original.id}`,
          inputHash: 'reversal',
          createdByStaffId: staffId,
          reversesAdjustmentId: original.id,
          createdAt: now,
        })
        .returning();
      const posted = await postAdjustment(tx, reversal!, { now });
      await recordAudit(tx, {
        staffId,
        action: 'adjustment.reverse',
        targetType: 'member',
        targetId: original.memberId,
        details: { adjustmentId: original.id, reversalId: posted.id, note: options.note },
        clientAddress: options.clientAddress,
        before: auditedAdjustment(original),
        after: auditedAdjustment(posted),
        now,
      });
      return posted;
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'staff_adjustments_one_reversal') ||
      isUniqueViolation(error, 'staff_adjustments_idempotency_key_unique')
    ) {
      throw new DomainError('adjustment_already_reversed');
    }
    throw error;
  }
}
