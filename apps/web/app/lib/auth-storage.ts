import { deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * Where the member's bearer token lives (spec §4.1): a cookie at path / (so that server-side
 * loaders can tell a member from a guest) and local storage, both under auth-prefixed keys.
 */
export const tokenKey = 'auth._token.local';
export const tokenExpirationKey = 'auth._token_expiration.local';

export interface StoredToken {
  token: string;
  expiresAtMs: number;
}

export function saveToken(token: string, expiresInSeconds: number): StoredToken {
  const expiresAtMs = Date.now() + expiresInSeconds * 1000;
  window.localStorage.setItem(tokenKey, token);
  window.localStorage.setItem(tokenExpirationKey, String(expiresAtMs));
  writeCookie(tokenKey, token, expiresInSeconds);
  writeCookie(tokenExpirationKey, String(expiresAtMs), expiresInSeconds);
  return { token, expiresAtMs };
}

/** The stored token, or null when it is missing or expired. */
export function readToken(): StoredToken | null {
  const token = window.localStorage.getItem(tokenKey) ?? readCookie(document.cookie, tokenKey);
  const expiration = Number(
    window.localStorage.getItem(tokenExpirationKey) ?? readCookie(document.cookie, tokenExpirationKey),
  );
  if (!token || !Number.isFinite(expiration) || expiration <= Date.now()) return null;
  return { token, expiresAtMs: expiration };
}

export function clearToken(): void {
  window.localStorage.removeItem(tokenKey);
  window.localStorage.removeItem(tokenExpirationKey);
  deleteCookie(tokenKey);
  deleteCookie(tokenExpirationKey);
}

/** Server side: does this request carry an unexpired token cookie? (The API still decides.) */
export function requestHasToken(cookieHeader: string | null): boolean {
  const token = readCookie(cookieHeader, tokenKey);
  const expiration = Number(readCookie(cookieHeader, tokenExpirationKey));
  if (!token) return false;
  return !Number.isFinite(expiration) || expiration > Date.now();
}
