import type { Database } from '@chaba/db/client';
import { members, passwordResets } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { translateServer } from '@chaba/i18n/translate';
import { eq } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';
import type { SmsSender } from '../notifications/sms-sender';
import { authLimits, type AuthSettings } from './auth-settings';
import { issueOtp } from './issue-otp';
import { lockPhone } from './lock-phone';
import { generateToken, hashToken } from './secrets';

/**
 * Forgotten password, step 1: sends a code to the member's phone and answers a reset token that
 * the next two steps carry.
 *
 * @throws DomainError member_not_found, otp_resend_too_soon, otp_hourly_limit
 */
export async function startPasswordReset(
  db: Database,
  options: { phone: string; language: Language; now: Date; settings: AuthSettings; sms: SmsSender },
): Promise<{ token: string }> {
  const { phone, now, settings } = options;
  const token = generateToken();
  const code = await db.transaction(async (tx) => {
    await lockPhone(tx, 'otp:reset', phone);
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, phone))
      .limit(1);
    if (!member) throw new DomainError('member_not_found', { field: 'phone' });
    const otp = await issueOtp(tx, { phone, purpose: 'reset', now, bypassCode: settings.otpBypassCode });
    await tx.insert(passwordResets).values({
      memberId: member.id,
      tokenHash: hashToken(token),
      otpChallengeId: otp.challengeId,
      expiresAt: addSeconds(now, authLimits.passwordResetLifetimeSeconds),
      createdAt: now,
    });
    return otp.code;
  });
  if (settings.otpBypassCode === undefined) {
    await options.sms.send({
      phone,
      body: translateServer(options.language, 'sms.reset_otp', { site: settings.siteName, code }),
    });
  }
  return { token };
}
