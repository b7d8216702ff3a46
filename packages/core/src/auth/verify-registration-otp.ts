import type { Database } from '@chaba/db/client';
import { registrations } from '@chaba/db/schema';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { DomainError } from '../errors';
import { authLimits } from './auth-settings';
import { issueToken, type IssuedToken } from './tokens';
import { verifyOtp } from './verify-otp';

/**
 * Step 1b: the code from the SMS proves the phone; the answer is a registration token that the
 * password and bank steps carry.
 *
 * @throws DomainError otp_expired, otp_attempts_exceeded, otp_invalid, registration_token_invalid
 */
export async function verifyRegistrationOtp(
  db: Database,
  options: { phone: string; code: string; now: Date },
): Promise<IssuedToken> {
  const { phone, now } = options;
  // Outside a transaction on purpose: a wrong code must count as an attempt even though it fails.
  await verifyOtp(db, { phone, purpose: 'register', code: options.code, now });
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.phone, phone),
          isNull(registrations.completedAt),
          gt(registrations.expiresAt, now),
        ),
      )
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(1);
    if (!registration) throw new DomainError('registration_token_invalid', { field: 'phone' });
    await tx.update(registrations).set({ verifiedAt: now }).where(eq(registrations.id, registration.id));
    const remainingSeconds = Math.floor((registration.expiresAt.getTime() - now.getTime()) / 1000);
    return issueToken(tx, {
      kind: 'registration',
      registrationId: registration.id,
      now,
      lifetimeSeconds: Math.min(remainingSeconds, authLimits.registrationLifetimeSeconds),
    });
  });
}
