import { readCookie } from './cookies';

/** The referral cookie of spec §3: the referrer's key, kept for 30 days. */
export const referralCookieName = 'referral_key';
export const referralCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

export function isReferralKey(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** The referral key a referral link left in this browser, if any. */
export function storedReferralKey(): string | undefined {
  const key = readCookie(document.cookie, referralCookieName);
  return key && isReferralKey(key) ? key : undefined;
}
