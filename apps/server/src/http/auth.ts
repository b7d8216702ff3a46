import { authenticateMember } from '@chaba/core/auth/authenticate-member';
import { DomainError } from '@chaba/core/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';

/**
 * Members authenticate with a bearer token (API callers, the spec) or, in the member site, with
 * the same token in an HttpOnly cookie that scripts cannot read (decision 0009). Requests that
 * change something and authenticate by that cookie must come from our own origin (CSRF).
 */

/**
 * The login cookie: `__Host-` on https (only this host, path /, Secure: no sibling subdomain can
 * plant one). apps/web/app/lib/auth-storage.ts knows both names.
 */
export function sessionCookieName(context: AppContext): string {
  return isHttps(context) ? '__Host-chaba_session' : 'chaba_session';
}

/**
 * A non-secret hint for the member site's scripts: when the login cookie expires (epoch ms). It
 * lets the page know it is logged in, and log out on time, without seeing the token.
 */
export const sessionHintCookieName = 'chaba_session_until';

/** Whether members reach the site over https (PUBLIC_URL): cookies are then Secure. */
export function isHttps(context: AppContext): boolean {
  return context.config.PUBLIC_URL?.startsWith('https:') ?? false;
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

function cookieToken(context: AppContext, request: FastifyRequest): string | undefined {
  const value = request.cookies?.[sessionCookieName(context)];
  return value ? value : undefined;
}

/** The member's token: the Authorization header first, else the login cookie. */
export function memberToken(context: AppContext, request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? cookieToken(context, request);
}

/**
 * The member behind the request's token; a 401 "Unauthenticated." otherwise. A route that only reads
 * (`cachedLogin`, and only by GET or HEAD) may take the login from the session cache (decision 30);
 * every other request, and every one that changes something (a game launch is a GET that does), looks
 * its token up in the database.
 */
export async function requireMember(
  context: AppContext,
  request: FastifyRequest,
  options: { cachedLogin?: boolean } = {},
) {
  const token = memberToken(context, request);
  const now = context.clock.now();
  if (options.cachedLogin && (request.method === 'GET' || request.method === 'HEAD'))
    return context.sessions.authenticate(token, now);
  return authenticateMember(context.db, { token, now });
}

/**
 * After a use case ended member-site logins and committed: this process forgets them at once, and
 * the `session-ended` event it noted goes out now rather than after the answer, so that the other
 * processes have heard it by the time the caller reads the answer (decision 30). A failed drain is
 * logged; the publisher's timer sends the event within a second and the cache's time limit holds.
 */
export async function sessionsEnded(
  context: AppContext,
  request: FastifyRequest,
  ended: { token: string } | { memberId: number },
): Promise<void> {
  if ('token' in ended) context.sessions.forgetToken(ended.token);
  else context.sessions.forgetMember(ended.memberId);
  try {
    // Bounded: with Redis unreachable the answer does not wait for its retries.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      (async () => {
        await context.changes.drain();
        await context.events.published();
      })(),
      new Promise((resolve) => (timer = setTimeout(resolve, sessionsEndedWaitMs))),
    ]).finally(() => clearTimeout(timer));
  } catch (error) {
    request.log.error({ err: error }, 'publishing the end of member sessions failed');
  }
}

/** How long an answer that ended sessions waits, at most, for the other processes to hear it. */
const sessionsEndedWaitMs = 1000;

type AuthenticatedMember = Awaited<ReturnType<typeof requireMember>>;
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `memberOnly` before the route's schema validation. */
    authenticatedMember?: AuthenticatedMember;
  }
}

/**
 * A route's `preValidation` hook for member routes with a declared request schema: the login is
 * checked before the input, so a caller without one gets 401, never a 422 that describes the input.
 */
export function memberOnly(context: AppContext, options: { cachedLogin?: boolean } = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    request.authenticatedMember = await requireMember(context, request, options);
  };
}

/** The member `memberOnly` authenticated. */
export function authenticatedMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.authenticatedMember) throw new DomainError('unauthenticated');
  return request.authenticatedMember;
}

/** Sets the login cookie and its hint after a member logged in (the JSON answer keeps the token too). */
export function setSessionCookie(
  context: AppContext,
  reply: FastifyReply,
  issued: { token: string; expiresInSeconds: number },
): void {
  const secure = isHttps(context);
  const maxAge = issued.expiresInSeconds;
  reply.setCookie(sessionCookieName(context), issued.token, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'lax',
    maxAge,
  });
  reply.setCookie(sessionHintCookieName, String(context.clock.now().getTime() + maxAge * 1000), {
    path: '/',
    secure,
    sameSite: 'lax',
    maxAge,
  });
}

/** Forgets the login cookie and its hint (logout, or a token the server no longer accepts). */
export function clearSessionCookie(context: AppContext, reply: FastifyReply): void {
  const secure = isHttps(context);
  reply.clearCookie(sessionCookieName(context), { path: '/', httpOnly: true, secure, sameSite: 'lax' });
  reply.clearCookie(sessionHintCookieName, { path: '/', secure, sameSite: 'lax' });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The matched route (not the raw path, which may be percent-encoded) is one of the JSON API's. */
function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/api/') || route.startsWith('/lobby/api/');
}

/**
 * Does the request come from a page of our own site? Its Origin (or, lacking one, its Referer)
 * must be PUBLIC_URL's origin, or, in development or without PUBLIC_URL, the address it was sent
 * to (the Host header, which a cross-site page cannot choose). `undefined` when it sent neither.
 */
export function isSameOrigin(context: AppContext, request: FastifyRequest): boolean | undefined {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  let source: URL;
  try {
    if (origin && origin !== 'null') source = new URL(origin);
    else if (origin === 'null') return false;
    else if (referer) source = new URL(referer);
    else return undefined;
  } catch {
    return false;
  }
  const publicUrl = context.config.PUBLIC_URL;
  if (publicUrl && source.origin === new URL(publicUrl).origin) return true;
  if (publicUrl && context.config.CHABA_ENV === 'production') return false;
  const host = request.headers.host;
  if (!host) return false;
  try {
    // Through URL, so that `localhost:80` and `localhost` (a default port) compare equal.
    return new URL(`${source.protocol}//${host}`).host === source.host;
  } catch {
    return false;
  }
}

/**
 * CSRF protection of the login cookie (SameSite=Lax is the first layer):
 * - a state-changing request that carries the cookie and no bearer token must prove it comes from
 *   our site (Origin or Referer); otherwise 403, and nothing runs;
 * - a login from another site's page is refused too, so that no page can log a visitor into an
 *   account of its choosing (API callers send no Origin and are not affected);
 * - a read by cookie that the browser itself marks as cross-site (`Sec-Fetch-Site`, e.g. another
 *   site's link to `/lobby/api/launch-game/…`, which the spec makes a GET that creates a launch) is
 *   refused too: SameSite=Lax lets such top-level navigations carry the cookie;
 * - a 401 to a cookie-authenticated request clears the cookie, so the browser forgets a dead login.
 */
export function installSessionCookie(app: FastifyInstance, context: AppContext): void {
  // Every path, not only /api/…: the router also matches percent-encoded spellings of a route.
  app.addHook('onRequest', async (request) => {
    const byCookie = bearerToken(request) === undefined && cookieToken(context, request) !== undefined;
    if (safeMethods.has(request.method)) {
      // API routes only: a link from another site to one of our pages must keep working.
      if (byCookie && request.headers['sec-fetch-site'] === 'cross-site' && isApiRoute(request))
        throw new DomainError('cross_origin_request');
      return;
    }
    const sameOrigin = isSameOrigin(context, request);
    if (byCookie && sameOrigin !== true) throw new DomainError('cross_origin_request');
    if (request.routeOptions.url === '/api/login' && sameOrigin === false)
      throw new DomainError('cross_origin_request');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 401 && bearerToken(request) === undefined && cookieToken(context, request)) {
      clearSessionCookie(context, reply);
    }
    return payload;
  });
}
