import type { Executor } from '@chaba/db/client';
import { otpChallenges } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { addSeconds } from '../clock';
import { authLimits } from './auth-settings';
import { lockPhone } from './lock-phone';
import { generateOtpCode, hashOtpCode } from './secrets';
import { refuseWhenWindowFull } from './sliding-window';

export type OtpPurpose = 'register' | 'reset' | 'login';

/**
 * Creates a one-time code for a phone, within the resend limits (one per 60 s, five per hour per
 * phone and purpose) and the limit of codes per client address and hour, whatever the phones (SMS
 * cost money; issue 9). Returns the code so the caller can send it after its transaction commits.
 * Call it inside a transaction: the address is locked until the transaction ends, so that
 * concurrent requests from one address cannot exceed its limit.
 *
 * @throws DomainError otp_resend_too_soon, otp_hourly_limit, sms_address_limit
 */
export async function issueOtp(
  db: Executor,
  options: {
    phone: string;
    purpose: OtpPurpose;
    now: Date;
    bypassCode: string | undefined;
    clientAddress: string;
    /** Codes per address and hour; authLimits.smsMaxPerAddressPerHour unless set. */
    maxPerAddressPerHour?: number;
  },
): Promise<{ challengeId: number; code: string }> {
  const { phone, purpose, now, clientAddress } = options;
  const samePhone = and(eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, purpose));
  const codes = { table: otpChallenges, createdAt: otpChallenges.createdAt, now };
  await refuseWhenWindowFull(db, {
    ...codes,
    where: samePhone,
    max: 1,
    windowSeconds: authLimits.otpResendIntervalSeconds,
    refusal: { code: 'otp_resend_too_soon', field: 'phone', waitIn: 'seconds' },
  });
  await refuseWhenWindowFull(db, {
    ...codes,
    where: samePhone,
    max: authLimits.otpMaxPerHour,
    windowSeconds: 3600,
    refusal: { code: 'otp_hourly_limit', field: 'phone', waitIn: 'minutes' },
  });
  await lockPhone(db, 'otp-address', clientAddress);
  await refuseWhenWindowFull(db, {
    ...codes,
    where: eq(otpChallenges.clientAddress, clientAddress),
    max: options.maxPerAddressPerHour ?? authLimits.smsMaxPerAddressPerHour,
    windowSeconds: 3600,
    refusal: { code: 'sms_address_limit', field: 'phone', waitIn: 'minutes' },
  });

  const code = options.bypassCode ?? generateOtpCode();
  const salt = randomBytes(16).toString('hex');
  const [challenge] = await db
    .insert(otpChallenges)
    .values({
      phone,
      purpose,
      codeHash: `${salt}$${hashOtpCode(salt, code)}`,
      expiresAt: addSeconds(now, authLimits.otpLifetimeSeconds),
      clientAddress,
      createdAt: now,
    })
    .returning({ id: otpChallenges.id });
  if (!challenge) throw new Error('insert returned no row');
  return { challengeId: challenge.id, code };
}
