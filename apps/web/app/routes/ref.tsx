import { redirect, type LoaderFunctionArgs } from 'react-router';
import { languageFromPath, localizePath } from '../lib/i18n';
import { referralCookieMaxAgeSeconds, referralCookieName, isReferralKey } from '../lib/referral';

/**
 * A friend's referral link (site referral base + referral_key, spec §2.4): keeps the key in the
 * referral cookie and opens registration, which sends it with the phone number.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The query goes along, so that an advertising click id on the link still reaches the cookie.
  const register = `${localizePath('/register', languageFromPath(url.pathname))}${url.search}`;
  const key = params.key ?? '';
  if (!isReferralKey(key)) throw redirect(register);
  throw redirect(register, {
    headers: {
      'Set-Cookie': `${referralCookieName}=${encodeURIComponent(key)}; Path=/; Max-Age=${referralCookieMaxAgeSeconds}; SameSite=Lax`,
    },
  });
}

export default function ReferralLink() {
  return null;
}
