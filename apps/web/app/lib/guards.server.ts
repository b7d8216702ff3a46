import { redirect } from 'react-router';
import { requestHasSession } from './auth-storage';
import { readCookie } from './cookies';
import { languageFromPath, localizePath } from './i18n';
import { redirectParam, safeRedirectOr } from './safe-redirect';
import { isLanguage, languageCookieName } from '@chaba/i18n/languages';

/**
 * Guards of spec §4.1, decided on the server from the login cookie and its hint (the API still
 * checks the token itself; an invalid one logs the browser out on its first member call).
 */

/** Protected pages: a guest goes to /login, remembering this path. */
export function requireMember(request: Request): void {
  if (requestHasSession(request.headers.get('Cookie'))) return;
  const url = new URL(request.url);
  const login = localizePath('/login', languageFromPath(url.pathname));
  throw redirect(`${login}?${redirectParam}=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Guest-only pages (/login, /register, /forgetpassword): a member goes home or to the remembered path. */
export function redirectMember(request: Request): void {
  if (!requestHasSession(request.headers.get('Cookie'))) return;
  const url = new URL(request.url);
  const home = localizePath('/', languageFromPath(url.pathname));
  throw redirect(safeRedirectOr(url.searchParams.get(redirectParam), home));
}

/** The Thai home '/' follows a kept language choice (the cookie the switcher writes) to /en or /cn. */
export function followLanguageCookie(request: Request): void {
  const url = new URL(request.url);
  if (url.pathname !== '/') return;
  const chosen = readCookie(request.headers.get('Cookie'), languageCookieName);
  if (isLanguage(chosen) && chosen !== 'th') throw redirect(`${localizePath('/', chosen)}${url.search}`);
}
