import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser hardening of every answer of the aggregator (issue 9): its game pages may be framed by the
 * member site only (a game in someone else's frame could be clickjacked into bets), scripts come
 * from our own files only (the pages load /static/*.js; their boot data is a JSON block, which is
 * not executed), nosniff and a Referrer-Policy that keeps the session id of the URL to ourselves.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { memberSiteOrigin: string },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        // The art sprite and the page scripts set style attributes; styles cannot run code.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'self'", options.memberSiteOrigin],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    // X-Frame-Options cannot name another origin, and browsers that know frame-ancestors ignore it.
    xFrameOptions: false,
    referrerPolicy: { policy: 'no-referrer' },
    // The aggregator's own https is the operator's business (a demo runs on http://localhost).
    strictTransportSecurity: false,
    // The member site asks whether we answer at all before it shows a game frame (a no-cors request,
    // which helmet's default `same-origin` makes fail; Chromium refuses `same-site` between two ports
    // of 127.0.0.1 too). Our pages and files are public; who may frame the games is frame-ancestors'.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

/** The origin of an address (`http://localhost:3000/` → `http://localhost:3000`); refuses a non-URL. */
export function originOf(url: string): string {
  const origin = new URL(url).origin;
  if (origin === 'null') throw new Error(`not a web address: ${url}`);
  return origin;
}
