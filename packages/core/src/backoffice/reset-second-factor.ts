import type { Database } from '@chaba/db/client';
import { authTokens, staffAccounts, staffRecoveryCodes } from '@chaba/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { lockStaffAccount } from './lock-staff-account';
import { recordAudit } from '../audit/record-audit';

/**
 * An owner resets a staff member's second factor (a lost phone): the secret and the recovery codes
 * are gone and the member's sessions end, so the next login sets a new one up. Audited.
 *
 * @throws DomainError not_found
 */
export async function resetSecondFactor(
  db: Database,
  options: { actorId: number; staffId: number; clientAddress: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const staff = await lockStaffAccount(tx, options.staffId, 'not_found');
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
