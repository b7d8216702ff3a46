import type { Database } from '@chaba/db/client';
import { members, passwordResets } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { translateServer } from '@chaba/i18n/translate';
import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { addSeconds } from '../clock';
import type { SmsSender } from '../notifications/sms-sender';
import { authLimits, type AuthSettings } from './auth-settings';
import { issueOtp } from './issue-otp';
import { lockPhone } from './lock-phone';
import { generateToken, hashToken } from './secrets';
import { sendOtp } from './send-otp';

// How long sending a code has taken lately (a moving average), so that the answer for a phone that
// is no member's takes about as long as for a member's, whose SMS is sent before the answer.
let typicalSendMs = 0;
const maxDecoySendMs = 5_000;

/**
 * Forgotten password, step 1: sends a code to the member's phone and answers a reset token that
 * the next two steps carry. A phone that is no member's gets the same answer (a token that leads
 * nowhere, no SMS) after about the same time, and counts toward the same limits, so the answer
 * does not tell which phones are members (issue 9).
 *
 * @throws DomainError otp_resend_too_soon, otp_hourly_limit, sms_address_limit, sms_send_failed
 */
export async function startPasswordReset(
  db: Database,
  options: {
    phone: string;
    language: Language;
    /** The caller's address: codes are limited per address too. */
    clientAddress: string;
    now: Date;
    settings: AuthSettings;
    sms: SmsSender;
  },
): Promise<{ token: string }> {
  const { phone, now, settings } = options;
  const token = generateToken();
  const otp = await db.transaction(async (tx) => {
    await lockPhone(tx, 'otp:reset', phone);
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, phone))
      .limit(1);
    const issued = await issueOtp(tx, {
      phone,
      purpose: 'reset',
      now,
      bypassCode: settings.otpBypassCode,
      clientAddress: options.clientAddress,
      maxPerAddressPerHour: settings.smsMaxPerAddressPerHour,
    });
    if (!member) return { ...issued, member: false };
    await tx.insert(passwordResets).values({
      memberId: member.id,
      tokenHash: hashToken(token),
      otpChallengeId: issued.challengeId,
      expiresAt: addSeconds(now, authLimits.passwordResetLifetimeSeconds),
      createdAt: now,
    });
    return { ...issued, member: true };
  });
  if (settings.otpBypassCode !== undefined) return { token };
  if (!otp.member) {
    await sleep(Math.min(typicalSendMs, maxDecoySendMs));
    return { token };
  }
  const started = performance.now();
  await sendOtp(db, {
    sms: options.sms,
    challengeId: otp.challengeId,
    phone,
    body: translateServer(options.language, 'sms.reset_otp', { site: settings.siteName, code: otp.code }),
  });
  const tookMs = performance.now() - started;
  typicalSendMs = typicalSendMs === 0 ? tookMs : typicalSendMs * 0.7 + tookMs * 0.3;
  return { token };
}
