import type { Executor } from '@chaba/db/client';
import { otpChallenges } from '@chaba/db/schema';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { authLimits } from './auth-settings';
import type { OtpPurpose } from './issue-otp';
import { hashOtpCode, sameHash } from './secrets';

/**
 * Checks a code against the newest challenge of a phone (or the given challenge) and consumes it.
 * A code is single-use, lives five minutes and allows five attempts; the attempt counter and the
 * consumption are guarded updates, so concurrent guesses cannot exceed the limits.
 *
 * @throws DomainError otp_expired, otp_attempts_exceeded, otp_invalid
 */
export async function verifyOtp(
  db: Executor,
  options: { phone: string; purpose: OtpPurpose; code: string; now: Date; challengeId?: number },
): Promise<{ challengeId: number }> {
  const { phone, purpose, code, now } = options;
  const conditions = [eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, purpose)];
  if (options.challengeId !== undefined) conditions.push(eq(otpChallenges.id, options.challengeId));
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(and(...conditions))
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  if (!challenge || challenge.consumedAt || challenge.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('otp_expired', { field: 'otp' });
  }
  if (challenge.attempts >= authLimits.otpMaxAttempts) {
    throw new DomainError('otp_attempts_exceeded', { field: 'otp' });
  }

  const [salt = '', expected = ''] = challenge.codeHash.split('$');
  if (!sameHash(hashOtpCode(salt, code), expected)) {
    const counted = await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(eq(otpChallenges.id, challenge.id), lt(otpChallenges.attempts, authLimits.otpMaxAttempts)))
      .returning({ attempts: otpChallenges.attempts });
    if (counted.length === 0) throw new DomainError('otp_attempts_exceeded', { field: 'otp' });
    throw new DomainError('otp_invalid', { field: 'otp' });
  }

  const consumed = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, authLimits.otpMaxAttempts),
      ),
    )
    .returning({ id: otpChallenges.id });
  if (consumed.length === 0) throw new DomainError('otp_expired', { field: 'otp' });
  return { challengeId: challenge.id };
}
