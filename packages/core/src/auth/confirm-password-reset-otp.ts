import type { Database } from '@chaba/db/client';
import { passwordResets } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { findPasswordReset } from './find-password-reset';
import { verifyOtp } from './verify-otp';

/**
 * Forgotten password, step 2: the code sent to the phone.
 *
 * @throws DomainError reset_token_invalid, otp_expired, otp_attempts_exceeded, otp_invalid
 */
export async function confirmPasswordResetOtp(
  db: Database,
  options: { phone: string; token: string; code: string; now: Date },
): Promise<void> {
  const reset = await findPasswordReset(db, options);
  if (reset.otpVerifiedAt) return;
  if (reset.otpChallengeId === null) throw new DomainError('reset_token_invalid', { field: 'token' });
  await verifyOtp(db, {
    phone: options.phone,
    purpose: 'reset',
    code: options.code,
    now: options.now,
    challengeId: reset.otpChallengeId,
  });
  await db.update(passwordResets).set({ otpVerifiedAt: options.now }).where(eq(passwordResets.id, reset.id));
}
