import type { Database } from '@chaba/db/client';
import { members, staffAdjustments } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { recordAudit } from '../audit/record-audit';
import { checkStaffLimit } from '../backoffice/staff-limits';
import { DomainError } from '../errors';
import { auditedAdjustment, postAdjustment, type Adjustment } from './post-adjustment';

export interface AdjustmentInput {
  memberId: number;
  direction: 'credit' | 'debit';
  amountSatang: bigint;
  reason: string;
  note: string;
  /**
   * A staff bonus (decision 59): a credit paid through bonus_grant with this turnover multiplier,
   * under the same idempotency key, threshold and second approval as any adjustment.
   */
  bonus?: { turnoverMultiplierHundredths: number };
}

/**
 * A staff member credits or debits a member's wallet by hand. Idempotent by the client's key: the same
 * key with the same inputs answers the first adjustment (`replayed`), with other inputs it is refused.
 * At most `secondApprovalAboveSatang` it posts at once; above, it waits for a second, different staff
 * member (`awaiting_approval`). A debit never takes the wallet below zero. The adjustment, its ledger
 * transaction and its audit record commit together. A staff bonus (`bonus`) is paid by bonus_grant.
 * Above the staff member's own adjustment limit (decision 66) it is refused: someone with a higher
 * limit makes it.
 *
 * @throws DomainError not_found, idempotency_conflict, insufficient_funds, bonus_refused_active,
 *   bonus_refused_restricted, adjustment_above_staff_limit
 */
export async function createAdjustment(
  db: Database,
  options: AdjustmentInput & {
    staffId: number;
    idempotencyKey: string;
    secondApprovalAboveSatang: bigint | null;
    now: Date;
    clientAddress?: string;
  },
): Promise<{ adjustment: Adjustment; replayed: boolean }> {
  const inputHash = hashAdjustmentInput(options);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, options.memberId));
    if (!member) throw new DomainError('not_found', { field: 'member_id' });
    await checkStaffLimit(tx, {
      staffId: options.staffId,
      kind: 'adjustment',
      amountSatang: options.amountSatang,
    });
    const threshold = options.secondApprovalAboveSatang;
    const [inserted] = await tx
      .insert(staffAdjustments)
      .values({
        memberId: options.memberId,
        direction: options.direction,
        amountSatang: options.amountSatang,
        reason: options.reason,
        note: options.note,
        status: threshold !== null && options.amountSatang > threshold ? 'awaiting_approval' : 'posted',
        kind: options.bonus === undefined ? 'adjustment' : 'bonus',
        turnoverMultiplierHundredths: options.bonus?.turnoverMultiplierHundredths ?? null,
        idempotencyKey: options.idempotencyKey,
        inputHash,
        createdByStaffId: options.staffId,
        createdAt: options.now,
      })
      .onConflictDoNothing({ target: staffAdjustments.idempotencyKey })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(staffAdjustments)
        .where(eq(staffAdjustments.idempotencyKey, options.idempotencyKey));
      if (!existing || existing.inputHash !== inputHash) throw new DomainError('idempotency_conflict');
      return { adjustment: existing, replayed: true };
    }
    const adjustment =
      inserted.status === 'posted' ? await postAdjustment(tx, inserted, { now: options.now }) : inserted;
    await recordAudit(tx, {
      staffId: options.staffId,
      action: options.bonus === undefined ? 'adjustment.create' : 'bonus.grant',
      targetType: 'member',
      targetId: options.memberId,
      details: {
        adjustmentId: adjustment.id,
        reason: options.reason,
        note: options.note,
        ...(options.bonus === undefined
          ? {}
          : { turnoverMultiplierHundredths: options.bonus.turnoverMultiplierHundredths }),
      },
      clientAddress: options.clientAddress,
      before: null,
      after: auditedAdjustment(adjustment),
      now: options.now,
    });
    return { adjustment, replayed: false };
  });
}

function hashAdjustmentInput(input: AdjustmentInput & { staffId: number }): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        input.memberId,
        input.direction,
        input.amountSatang.toString(),
        input.reason,
        input.note,
        input.staffId,
        ...(input.bonus === undefined ? [] : [input.bonus.turnoverMultiplierHundredths]),
      ]),
    )
    .digest('hex');
}
