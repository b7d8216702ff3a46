import { satangToBahtNumber } from '@chaba/contracts/money';
import type { Postback } from '@chaba/core/affiliates/send-postbacks';

/** The affiliate's postback request: `GET {url}?c={click_id}&e=cashdeposit&r={revenue in baht}`. */
export function postbackUrl(url: string, postback: Postback): URL {
  const target = new URL(url);
  target.searchParams.set('c', postback.clickId);
  target.searchParams.set('e', 'cashdeposit');
  target.searchParams.set('r', satangToBahtNumber(postback.revenueSatang).toFixed(2));
  return target;
}

/** Delivers postbacks to `url`; an answer other than 2xx, or none within `timeoutMs`, is a failure. */
export function postbackDelivery(url: string, timeoutMs = 5000): (postback: Postback) => Promise<void> {
  return async (postback) => {
    const response = await fetch(postbackUrl(url, postback), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
}
