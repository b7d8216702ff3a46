import type { Executor } from '@chaba/db/client';
import { staffAccounts, staffRecoveryCodes } from '@chaba/db/schema';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/secrets';
import { matchTotpCode } from './totp';
import { openTotpSecret } from './totp-secret-box';

/** How many recovery codes a confirmed second factor comes with. */
export const recoveryCodeCount = 10;

/** Random recovery codes (48 bits each, `xxxx-xxxx-xxxx` in hex), to be shown once and stored hashed. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    (randomBytes(6).toString('hex').match(/.{4}/g) ?? []).join('-'),
  );
}

/** The stored form of a recovery code: SHA-256 of it without case, spaces or dashes. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/**
 * Spends a code of the staff member's second factor, in the caller's transaction: a TOTP code of the
 * current step ±1 not older than the last one accepted (a guarded update, so two logins with one code
 * cannot both pass), or an unused recovery code. Answers how it was proven, or null.
 */
export async function spendSecondFactorCode(
  tx: Executor,
  options: {
    staff: { id: number; totpSecret: string | null; totpLastStep: number | null };
    code: string | undefined;
    /** STAFF_TOTP_KEY: the stored secret is sealed with it. */
    totpKey: string;
    now: Date;
  },
): Promise<'totp' | 'recovery_code' | null> {
  const { staff, now } = options;
  const code = options.code?.trim() ?? '';
  if (code === '' || !staff.totpSecret) return null;
  if (/^\d{6}$/.test(code)) {
    const secret = openTotpSecret(staff.totpSecret, options.totpKey);
    const step = await matchTotpCode({ secret, code, now, afterStep: staff.totpLastStep });
    if (step === null) return null;
    const claimed = await tx
      .update(staffAccounts)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffAccounts.id, staff.id),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
        ),
      )
      .returning({ id: staffAccounts.id });
    return claimed.length === 1 ? 'totp' : null;
  }
  const used = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staff.id),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1 ? 'recovery_code' : null;
}
