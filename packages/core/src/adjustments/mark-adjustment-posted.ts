import type { Transaction } from '@chaba/db/client';
import { staffAdjustments } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordMemberChange } from '../notifications/member-events';

export type Adjustment = typeof staffAdjustments.$inferSelect;

/** Marks an adjustment posted with what paid it, and tells the member's open pages. */
export async function markPosted(
  tx: Transaction,
  adjustment: Adjustment,
  options: { decidedByStaffId?: number; now: Date; transactionId?: number; memberPromotionId?: number },
): Promise<Adjustment> {
  const [updated] = await tx
    .update(staffAdjustments)
    .set({
      status: 'posted',
      transactionId: options.transactionId ?? null,
      memberPromotionId: options.memberPromotionId ?? null,
      ...(options.decidedByStaffId === undefined
        ? {}
        : { decidedByStaffId: options.decidedByStaffId, decidedAt: options.now }),
    })
    .where(eq(staffAdjustments.id, adjustment.id))
    .returning();
  await recordMemberChange(tx, { memberId: adjustment.memberId, reason: 'credit' });
  return updated!;
}
