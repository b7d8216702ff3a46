import type { Database } from '@chaba/db/client';
import { otpChallenges, passwordResets } from '@chaba/db/schema';
import { and, desc, eq, gt } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';
import { authLimits } from './auth-settings';
import { findPasswordReset } from './find-password-reset';
import { verifyOtp } from './verify-otp';

/**
 * Forgotten password, step 2: the code sent to the phone.
 *
 * A phone that is no member's got a token that leads nowhere and a code that was never sent (step
 * 1). Its code is still checked against that challenge, so a wrong code answers `otp_invalid`, then
 * `otp_attempts_exceeded`, exactly as for a member: step 2 must not tell members from strangers
 * either (issue 9). Only a code that passes (never, without the demo bypass) meets the token.
 *
 * @throws DomainError reset_token_invalid, otp_expired, otp_attempts_exceeded, otp_invalid
 */
export async function confirmPasswordResetOtp(
  db: Database,
  options: { phone: string; token: string; code: string; now: Date },
): Promise<void> {
  const reset = await findPasswordReset(db, options).catch(async (error: unknown) => {
    if (!(error instanceof DomainError) || error.code !== 'reset_token_invalid') throw error;
    // A member's reset lives as long as passwordResetLifetimeSeconds; so does a stranger's here.
    const [challenge] = await db
      .select({ id: otpChallenges.id })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.phone, options.phone),
          eq(otpChallenges.purpose, 'reset'),
          gt(otpChallenges.createdAt, addSeconds(options.now, -authLimits.passwordResetLifetimeSeconds)),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
      .limit(1);
    if (challenge) {
      await verifyOtp(db, {
        phone: options.phone,
        purpose: 'reset',
        code: options.code,
        now: options.now,
        challengeId: challenge.id,
      });
    }
    throw error;
  });
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
