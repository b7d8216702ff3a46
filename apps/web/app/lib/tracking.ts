import { ApiError, type useApi } from './api';
import { readCookie, writeCookie } from './cookies';
import { affiliateParameters, clickIdParameters } from './tracking-parameters';

/**
 * The tracking cookies of spec §3: the affiliate cookie (a marketing partner's link, `?aff=KEY` or
 * `?affiliate=KEY`) and the advertising click id (`?click_id=` or `?clickid=`). Registration sends
 * the affiliate key and the click id.
 */
export const affiliateCookieName = 'affiliate';
export const clickIdCookieName = 'click_id';
/** Spec §9 writes the tracking cookie's life as 2592e6; read as seconds/1000 it is 30 days. */
export const trackingCookieMaxAgeSeconds = 2_592_000;

/** What the affiliate cookie holds (spec §3), as GET /api/affiliates/{key} answers it. */
export interface StoredAffiliate {
  affiliate_key: string;
  username: string | null;
  name: string | null;
  line: string | null;
}

export function isAffiliateKey(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** Ad networks use letters, digits and a few marks; anything else (spaces, `;`) is not a click id. */
export function isClickId(value: string): boolean {
  return /^[A-Za-z0-9._~:|-]{1,255}$/.test(value);
}

function isStoredAffiliate(value: unknown): value is StoredAffiliate {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.affiliate_key === 'string' && isAffiliateKey(record.affiliate_key);
}

/** The affiliate this browser came from, if an affiliate link was followed in the last 30 days. */
export function storedAffiliate(): StoredAffiliate | undefined {
  const raw = readCookie(document.cookie, affiliateCookieName);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredAffiliate(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function storedAffiliateKey(): string | undefined {
  return storedAffiliate()?.affiliate_key;
}

export function storedClickId(): string | undefined {
  const value = readCookie(document.cookie, clickIdCookieName);
  return value && isClickId(value) ? value : undefined;
}

function firstParameter(search: URLSearchParams, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

/**
 * Keeps the tracking cookies of an address that carries them (`useTrackingCookies` calls it). An
 * affiliate key is kept only when the API knows it (an unknown or switched-off partner leaves the
 * cookie as it was); the click id is kept as it comes.
 */
export function keepTrackingCookies(parameters: URLSearchParams, api: ReturnType<typeof useApi>): void {
  const clickId = firstParameter(parameters, clickIdParameters);
  if (clickId && isClickId(clickId)) writeCookie(clickIdCookieName, clickId, trackingCookieMaxAgeSeconds);

  const affiliateKey = firstParameter(parameters, affiliateParameters);
  if (!affiliateKey || !isAffiliateKey(affiliateKey)) return;
  // Not aborted on cleanup: the address was handled once, and the answer is worth keeping.
  api<{ data: StoredAffiliate }>(`/api/affiliates/${encodeURIComponent(affiliateKey)}`)
    .then(({ data }) => {
      if (!isStoredAffiliate(data)) return;
      const affiliate: StoredAffiliate = {
        affiliate_key: data.affiliate_key,
        username: data.username ?? null,
        name: data.name ?? null,
        line: data.line ?? null,
      };
      writeCookie(affiliateCookieName, JSON.stringify(affiliate), trackingCookieMaxAgeSeconds);
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return;
      console.warn('[tracking] affiliate lookup failed:', error instanceof Error ? error.message : error);
    });
}

/**
 * The browser's own advertising postback before a deposit (spec §4.5, §7): when a click id is kept,
 * GET /postback?c={click_id}&e=cashdeposit&r={amount}. It never stops the deposit: failures are only
 * logged. The server also sends its own postback once the member's first deposit is confirmed.
 */
export async function reportPreDepositPostback(amountBaht: number): Promise<void> {
  const clickId = storedClickId();
  if (!clickId) return;
  const query = new URLSearchParams({ c: clickId, e: 'cashdeposit', r: String(amountBaht) });
  try {
    const response = await fetch(`/postback?${query.toString()}`, {
      credentials: 'omit',
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) console.warn(`[tracking] postback answered ${response.status}`);
  } catch (error) {
    console.warn('[tracking] postback failed:', error instanceof Error ? error.message : error);
  }
}
