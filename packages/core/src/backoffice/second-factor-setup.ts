import type { Database, Executor } from '@chaba/db/client';
import { staffAccounts, staffRecoveryCodes } from '@chaba/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { DomainError } from '../errors';
import { lockStaffAccount } from './lock-staff-account';
import { recordAudit } from '../audit/record-audit';
import { hashRecoveryCode, newRecoveryCodes } from './second-factor';
import { matchTotpCode, newTotpSecret, totpUri } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box';

/**
 * Starts (or starts again) the setup of a staff member's second factor: a new TOTP secret, kept
 * unconfirmed until a code of it is confirmed. Answers the secret and its `otpauth://` URI, the only
 * time either is shown. Refused once the second factor is confirmed (an owner resets it first) and
 * while the one-time password is still unchanged.
 *
 * @throws DomainError staff_password_change_required, staff_second_factor_confirmed, unauthenticated
 */
export async function startSecondFactorSetup(
  db: Database,
  options: { staffId: number; issuer: string; totpKey: string; clientAddress: string; now: Date },
): Promise<{ secret: string; uri: string }> {
  const secret = newTotpSecret();
  return db.transaction(async (tx) => {
    const staff = await lockStaffForSetup(tx, options.staffId);
    await tx
      .update(staffAccounts)
      .set({ totpSecret: sealTotpSecret(secret, options.totpKey), totpLastStep: null })
      .where(eq(staffAccounts.id, staff.id));
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'staff.second_factor_setup',
      targetType: 'staff',
      targetId: staff.id,
      clientAddress: options.clientAddress,
      now: options.now,
    });
    return { secret, uri: totpUri({ secret, username: staff.username, issuer: options.issuer }) };
  });
}

/**
 * Confirms the second factor being set up with a code of the authenticator: from then on every login
 * needs a code. Answers new recovery codes, shown this once (stored hashed); the old ones stop working.
 *
 * @throws DomainError staff_otp_invalid (field otp), staff_second_factor_confirmed, unauthenticated
 */
export async function confirmSecondFactor(
  db: Database,
  options: { staffId: number; code: string; totpKey: string; clientAddress: string; now: Date },
): Promise<{ recoveryCodes: string[] }> {
  const recoveryCodes = newRecoveryCodes();
  return db.transaction(async (tx) => {
    const staff = await lockStaffForSetup(tx, options.staffId);
    const step = staff.totpSecret
      ? await matchTotpCode({
          secret: openTotpSecret(staff.totpSecret, options.totpKey),
          code: options.code,
          now: options.now,
          afterStep: null,
        })
      : null;
    if (step === null) throw new DomainError('staff_otp_invalid', { field: 'otp' });
    await tx
      .update(staffAccounts)
      .set({ totpConfirmedAt: options.now, totpLastStep: step })
      .where(and(eq(staffAccounts.id, staff.id), isNull(staffAccounts.totpConfirmedAt)));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
    await tx.insert(staffRecoveryCodes).values(
      recoveryCodes.map((code) => ({
        staffId: staff.id,
        codeHash: hashRecoveryCode(code),
        createdAt: options.now,
      })),
    );
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'staff.second_factor_confirm',
      targetType: 'staff',
      targetId: staff.id,
      clientAddress: options.clientAddress,
      details: { recovery_codes: recoveryCodes.length },
      now: options.now,
    });
    return { recoveryCodes };
  });
}

/**
 * The staff member's row, locked for the setup (two setups at once take turns), while the second
 * factor may still be set up: the one-time password changed, no factor confirmed yet.
 */
async function lockStaffForSetup(tx: Executor, staffId: number) {
  const staff = await lockStaffAccount(tx, staffId, 'unauthenticated');
  if (staff.mustChangePassword) throw new DomainError('staff_password_change_required');
  if (staff.totpConfirmedAt) throw new DomainError('staff_second_factor_confirmed');
  return staff;
}
