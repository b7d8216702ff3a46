import type { Database } from '@chaba/db/client';
import { authTokens, staffAccounts, staffRecoveryCodes } from '@chaba/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { lockStaffAccount } from './lock-staff-account';
import { recordAudit } from '../audit/record-audit';
import { keepAUsableOwner, lockOwnerChanges } from './usable-owner';

/**
 * An owner resets a staff member's second factor (a lost phone): the secret and the recovery codes
 * are gone and the member's sessions end, so the next login sets a new one up. Audited. The last
 * usable owner's second factor is not reset (they could no longer work until set up again).
 *
 * @throws DomainError not_found, staff_last_owner
 */
export async function resetSecondFactor(
  db: Database,
  options: { actorId: number; staffId: number; clientAddress: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnerChanges(tx);
    const staff = await lockStaffAccount(tx, options.staffId, 'not_found');
    await keepAUsableOwner(tx, staff.id, staff, { ...staff, totpConfirmedAt: null });
    await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
      .where(eq(staffAccounts.id, staff.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
    await tx
      .update(authTokens)
      .set({ revokedAt: options.now })
      .where(and(eq(authTokens.staffId, staff.id), isNull(authTokens.revokedAt)));
    await recordAudit(tx, {
      staffId: options.actorId,
      action: 'staff.second_factor_reset',
      targetType: 'staff',
      targetId: staff.id,
      clientAddress: options.clientAddress,
      before: { second_factor: staff.totpConfirmedAt !== null },
      after: { second_factor: false },
      now: options.now,
    });
  });
}
