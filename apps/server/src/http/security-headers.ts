import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { AppContext } from '../app-context';

/**
 * Browser hardening of every answer (issue 9, decision 0009): a Content-Security-Policy whose
 * scripts need a fresh nonce per response (no `unsafe-inline`), no framing of our pages, nosniff, a
 * Referrer-Policy, a Permissions-Policy, and HSTS when the public address is https.
 */

const nonces = new WeakMap<ServerResponse, string>();

/** The script nonce of this response's Content-Security-Policy (the SSR passes it to React Router). */
export function cspNonceOf(reply: FastifyReply): string | undefined {
  return nonces.get(reply.raw);
}

/**
 * Browser features the member site never uses: no page or framed game may ask for them. The camera
 * is this site's own only: the live scan of a slip's QR (issue 26); no framed game may ask for it.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Sources the member site frames, connects to (the game frame's reachability check) and loads images
 * from: what each game aggregator plugged in names (`browserOrigins`). The demo aggregator names its
 * own origin (never its development address in production, app-context.ts). Hub88 names its API's
 * origin and `https:`: its game addresses come from each `game/url` answer, on the studios' own
 * hosts, which no list can hold in advance (decision 54).
 */
export function gameFrameOrigins(context: AppContext): string[] {
  const origins = new Set<string>();
  for (const provider of context.providers.values()) {
    for (const origin of provider.browserOrigins) origins.add(origin);
  }
  return [...origins];
}

export async function installSecurityHeaders(app: FastifyInstance, context: AppContext): Promise<void> {
  const https = context.config.PUBLIC_URL?.startsWith('https:') ?? false;
  const frames = gameFrameOrigins(context);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          // Helmet calls this once per response; the nonce is kept for the page render (web.ts).
          (_request, response) => {
            const nonce = randomBytes(16).toString('base64');
            nonces.set(response as ServerResponse, nonce);
            return `'nonce-${nonce}'`;
          },
          // The slip scan's QR reader where the browser has none of its own (zxing-wasm, decision
          // 48): compiling WebAssembly, not evaluating script text.
          "'wasm-unsafe-eval'",
        ],
        'script-src-attr': ["'none'"],
        // Tailwind's style sheet is ours; React renders style attributes (progress bars, sizes), which
        // are harmless next to scripts, so inline styles stay allowed (a nonce here would forbid them).
        'style-src': ["'self'", "'unsafe-inline'"],
        // Bank logos, game art and QR codes (data: URLs); banners may come from any https host.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...frames],
        'font-src': ["'self'", 'data:'],
        // The API and the live-update stream are on this origin; the game frame asks a game's origin
        // whether it answers at all (use-game-reachable.ts), so a dead aggregator gets our message.
        'connect-src': ["'self'", ...frames],
        'frame-src': ["'self'", ...frames],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Only an https site may pin browsers to https; a development site on http must stay reachable.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    // For browsers older than frame-ancestors.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Game aggregators are framed, not opened as windows; our files serve our own pages only.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('Permissions-Policy', permissionsPolicy);
  });
}

/**
 * The hardening of answers that no browser renders: the game aggregators' wallet (decision 39). The
 * same headers helmet puts on every other answer, with a policy that allows nothing (a JSON answer
 * loads no script, style or frame), so no script nonce is made and no policy is built per answer:
 * the set is made once, and a wallet call only copies it. Routes that use it opt out of helmet's
 * hooks (`helmet: false`).
 */
export function machineApiSecurityHeaders(context: AppContext): Readonly<Record<string, string>> {
  const https = context.config.PUBLIC_URL?.startsWith('https:') ?? false;
  return Object.freeze({
    'content-security-policy':
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': `max-age=${365 * 24 * 3600}` } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}
