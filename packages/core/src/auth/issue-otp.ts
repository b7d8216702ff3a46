import type { Executor } from '@chaba/db/client';
import { otpChallenges } from '@chaba/db/schema';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';
import { authLimits } from './auth-settings';
import { lockPhone } from './lock-phone';
import { generateOtpCode, hashOtpCode } from './secrets';

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
  const recent = await db
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, purpose)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  const last = recent[0];
  if (last) {
    const waitSeconds = Math.ceil(
      (last.createdAt.getTime() + authLimits.otpResendIntervalSeconds * 1000 - now.getTime()) / 1000,
    );
    if (waitSeconds > 0) {
      throw new DomainError('otp_resend_too_soon', {
        field: 'phone',
        retryAfterSeconds: waitSeconds,
        values: { seconds: waitSeconds },
      });
    }
  }
  const hourAgo = addSeconds(now, -3600);
  const lastHour = await db
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.phone, phone),
        eq(otpChallenges.purpose, purpose),
        gt(otpChallenges.createdAt, hourAgo),
      ),
    )
    .orderBy(asc(otpChallenges.createdAt))
    .limit(authLimits.otpMaxPerHour);
  const oldest = lastHour[0];
  if (lastHour.length >= authLimits.otpMaxPerHour && oldest) {
    const waitSeconds = Math.max(
      1,
      Math.ceil((oldest.createdAt.getTime() + 3600_000 - now.getTime()) / 1000),
    );
    throw new DomainError('otp_hourly_limit', {
      field: 'phone',
      retryAfterSeconds: waitSeconds,
      values: { minutes: Math.ceil(waitSeconds / 60) },
    });
  }

  await refuseBusyAddress(db, {
    clientAddress,
    now,
    max: options.maxPerAddressPerHour ?? authLimits.smsMaxPerAddressPerHour,
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

async function refuseBusyAddress(
  db: Executor,
  options: { clientAddress: string; now: Date; max: number },
): Promise<void> {
  await lockPhone(db, 'otp-address', options.clientAddress);
  const lastHour = await db
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.clientAddress, options.clientAddress),
        gt(otpChallenges.createdAt, addSeconds(options.now, -3600)),
      ),
    )
    .orderBy(asc(otpChallenges.createdAt))
    .limit(options.max);
  const oldest = lastHour[0];
  if (lastHour.length >= options.max && oldest) {
    const waitSeconds = Math.max(
      1,
      Math.ceil((oldest.createdAt.getTime() + 3600_000 - options.now.getTime()) / 1000),
    );
    throw new DomainError('sms_address_limit', {
      field: 'phone',
      retryAfterSeconds: waitSeconds,
      values: { minutes: Math.ceil(waitSeconds / 60) },
    });
  }
}
