import type { Database } from '@chaba/db/client';
import { riskFlags } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import type { StaffActor } from '../audit/lock-member-row';

/**
 * Clears an open risk flag with the staff member's reason, audited in the same transaction. The
 * flag row is locked, so two staff members clearing it at once clear it once.
 *
 * @throws DomainError not_found, risk_flag_cleared (it was cleared already)
 */
export async function clearRiskFlag(
  db: Database,
  options: StaffActor & { flagId: number; reason: string },
): Promise<{ id: number; memberId: number }> {
  return db.transaction(async (tx) => {
    const [flag] = await tx.select().from(riskFlags).where(eq(riskFlags.id, options.flagId)).for('update');
    if (!flag) throw new DomainError('not_found');
    if (flag.clearedAt) throw new DomainError('risk_flag_cleared');
    await tx
      .update(riskFlags)
      .set({ clearedAt: options.now, clearedByStaffId: options.staffId, clearReason: options.reason })
      .where(eq(riskFlags.id, flag.id));
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'risk.clear',
      targetType: 'member',
      targetId: flag.memberId,
      clientAddress: options.clientAddress,
      details: { flagId: flag.id, rule: flag.rule, subject: flag.subject },
      before: { cleared: false },
      after: { cleared: true, reason: options.reason },
      now: options.now,
    });
    return { id: flag.id, memberId: flag.memberId };
  });
}
