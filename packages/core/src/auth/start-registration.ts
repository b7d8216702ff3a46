import type { Database } from '@chaba/db/client';
import { members, registrations } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { translateServer } from '@chaba/i18n/translate';
import { eq } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';
import { refuseSelfExcludedRegistration } from '../responsible-gaming/account-restrictions';
import type { SmsSender } from '../notifications/sms-sender';
import { authLimits, type AuthSettings } from './auth-settings';
import { issueOtp } from './issue-otp';
import { lockPhone } from './lock-phone';
import { sendOtp } from './send-otp';

/**
 * Step 1 of registration: remembers the phone (and the affiliate or referral key it came with) and
 * sends a six-digit code by SMS — or, with the demo bypass configured, accepts the bypass code and
 * sends nothing.
 *
 * @throws DomainError phone_taken, self_excluded, return_required, otp_resend_too_soon, otp_hourly_limit, sms_address_limit,
 *   sms_send_failed (the code is withdrawn: the visitor may ask again at once)
 */
export async function startRegistration(
  db: Database,
  options: {
    phone: string;
    affiliateKey?: string | null;
    referralKey?: string | null;
    clickId?: string | null;
    language: Language;
    /** The caller's address: codes are limited per address too. */
    clientAddress: string;
    now: Date;
    settings: AuthSettings;
    sms: SmsSender;
  },
): Promise<void> {
  const { phone, now, settings } = options;
  const otp = await db.transaction(async (tx) => {
    await lockPhone(tx, 'otp:register', phone);
    const [existing] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, phone))
      .limit(1);
    if (existing) {
      await refuseSelfExcludedRegistration(tx, { memberIds: [existing.id], field: 'phone', now });
      throw new DomainError('phone_taken', { field: 'phone' });
    }
    const issued = await issueOtp(tx, {
      phone,
      purpose: 'register',
      now,
      bypassCode: settings.otpBypassCode,
      clientAddress: options.clientAddress,
      maxPerAddressPerHour: settings.smsMaxPerAddressPerHour,
    });
    await tx.insert(registrations).values({
      phone,
      affiliateKey: options.affiliateKey || null,
      referralKey: options.referralKey || null,
      clickId: options.clickId || null,
      expiresAt: addSeconds(now, authLimits.registrationLifetimeSeconds),
      createdAt: now,
    });
    return issued;
  });
  if (settings.otpBypassCode === undefined) {
    await sendOtp(db, {
      sms: options.sms,
      challengeId: otp.challengeId,
      phone,
      body: translateServer(options.language, 'sms.register_otp', {
        site: settings.siteName,
        code: otp.code,
      }),
    });
  }
}
