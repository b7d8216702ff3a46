import { deleteCookie, readCookie } from './cookies';

/**
 * Where the member's login lives (decision 0009, a deliberate departure from spec §4.1): the server
 * sets the token in an HttpOnly cookie that no script can read, so an injected script cannot carry
 * it away. Scripts see only a hint, also set by the server: when that cookie expires (epoch ms).
 * The names match apps/server/src/http/auth.ts.
 */
const sessionCookieNames = ['__Host-chaba_session', 'chaba_session'];
export const sessionHintCookieName = 'chaba_session_until';

/** Where earlier versions kept the token itself (local storage and a script cookie). */
const legacyTokenKeys = ['auth._token.local', 'auth._token_expiration.local'];

/** When the browser's login ends (epoch ms), or null when it has none or it has ended. */
export function readSessionExpiry(): number | null {
  const expiration = Number(readCookie(document.cookie, sessionHintCookieName));
  if (!Number.isFinite(expiration) || expiration <= Date.now()) return null;
  return expiration;
}

/**
 * Forgets the login on this page at once (logout, a refused token): the hint goes, so the next page
 * request is a guest's even before the server has cleared the HttpOnly cookie itself.
 */
export function forgetSessionHint(): void {
  deleteCookie(sessionHintCookieName);
}

/** Removes tokens an earlier version of the site stored where scripts can read them. */
export function removeLegacyTokens(): void {
  for (const key of legacyTokenKeys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage may be unavailable (private mode); then nothing was stored there either.
    }
    if (readCookie(document.cookie, key) !== undefined) deleteCookie(key);
  }
}

/** Server side: does this request carry a login cookie and its unexpired hint? (The API still decides.) */
export function requestHasSession(cookieHeader: string | null): boolean {
  if (!sessionCookieNames.some((name) => readCookie(cookieHeader, name))) return false;
  const expiration = Number(readCookie(cookieHeader, sessionHintCookieName));
  return Number.isFinite(expiration) && expiration > Date.now();
}
