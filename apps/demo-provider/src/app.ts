import { readFile } from 'node:fs/promises';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { z, ZodError } from 'zod';
import { clientSeedPattern, rotateServerSeed } from './fairness';
import { gameCodes, games, isGameCode, type GameCode } from './games/catalogue';
import { launchGame, startTrial } from './launch-game';
import { renderErrorPage } from './pages/error-page';
import { renderGamePage } from './pages/game-page';
import { renderVerifyPage, type VerifyInput } from './pages/verify-page';
import { playRound } from './play-round';
import { refreshBalance } from './refresh-balance';
import {
  recordRevealedSeed,
  serialize,
  SessionStore,
  trialBalanceSatang,
  type GameSession,
} from './sessions';
import { createSettlementOutbox } from './settlement-outbox';
import { catalogs, languageOf, type Language } from './texts';
import { createWalletClient, WalletProtocolError } from './wallet-client';
import { redactingLoggerOptions } from './log-redaction';
import { installSecurityHeaders, originOf } from './security-headers';

/**
 * The demo game aggregator: launch (GET /play/:game), the three game pages and their small JSON API,
 * the verify page and the static page scripts. It reaches the Chaba server only through the signed
 * seamless-wallet calls of wallet-client.ts.
 */

export interface ProviderAppOptions {
  /** The Chaba server, e.g. http://127.0.0.1:3000. */
  walletUrl: string;
  providerCode: string;
  secret: string;
  /** Where players reach this app; the catalogue gives launch URLs under it. */
  publicUrl?: string;
  /** The member site's origin (e.g. https://chaba.example): the only other page that may frame our games. */
  memberSiteOrigin: string;
  fetch?: typeof fetch;
  logger?: FastifyServerOptions['logger'];
  /** Waits before each retry of a wallet call that got no answer (at most 3 retries). */
  retryDelaysMs?: readonly number[];
  /** How often queued wins and rollbacks are retried. */
  outboxIntervalMs?: number;
}

export const sessionCookieName = 'chaba_demo_session';
const sessionCookieMaxAgeSeconds = 12 * 60 * 60;
const staticFiles: Record<string, string> = {
  'games.css': 'text/css; charset=utf-8',
  'common.js': 'text/javascript; charset=utf-8',
  'slot.js': 'text/javascript; charset=utf-8',
  'baccarat.js': 'text/javascript; charset=utf-8',
  'hilo.js': 'text/javascript; charset=utf-8',
};
const publicDirectory = new URL('../public/', import.meta.url);

const playQuery = z.object({
  token: z.string().min(1).max(512).optional(),
  mode: z.enum(['trial']).optional(),
  session: z.string().max(128).optional(),
  lang: z.string().optional(),
  mobile: z.enum(['true', 'false']).optional(),
});
const sessionQuery = z.object({ session: z.string().max(128).optional() });
const clientSeedBody = z.object({ clientSeed: z.string().regex(clientSeedPattern) });
const verifyQuery = z.object({
  lang: z.string().optional(),
  game: z.string().max(32).optional(),
  serverSeed: z.string().max(200).optional(),
  clientSeed: z.string().max(200).optional(),
  nonce: z.string().max(20).optional(),
  hash: z.string().max(200).optional(),
}) satisfies z.ZodType<VerifyInput & { lang?: string }>;

export async function buildProviderApp(options: ProviderAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Launch tokens, session ids and player tokens never reach a log line (issue 9).
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), ...redactingLoggerOptions }
      : false,
    bodyLimit: 16 * 1024,
  });
  await installSecurityHeaders(app, { memberSiteOrigin: originOf(options.memberSiteOrigin) });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);

  const wallet = createWalletClient(options);
  const sessions = new SessionStore();
  const outbox = createSettlementOutbox({ wallet, log: app.log, intervalMs: options.outboxIntervalMs });
  const retry = { retries: 3, delaysMs: options.retryDelaysMs ?? [250, 750, 1500] };
  app.addHook('onClose', async () => outbox.stop());

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ZodError)
      return reply.code(422).send({ status: 'INVALID_REQUEST', issues: error.issues });
    if (error instanceof WalletProtocolError) {
      request.log.error({ err: error }, 'the wallet refused our request');
      return reply.code(502).send({ status: 'WALLET_ERROR' });
    }
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(statusCode).send({ status: 'ERROR' });
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  const sessionOf = (request: FastifyRequest): GameSession | undefined => {
    const { session } = sessionQuery.parse(request.query);
    return sessions.get(session ?? request.cookies[sessionCookieName]);
  };
  const requireSession = (request: FastifyRequest, reply: FastifyReply): GameSession | undefined => {
    const session = sessionOf(request);
    if (!session) void reply.code(401).send({ status: 'SESSION_EXPIRED' });
    return session;
  };

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/api/catalogue', async (request) => ({
    provider: options.providerCode,
    games: gameCodes.map((code) => ({
      code,
      category: games[code].category,
      names: {
        th: catalogs.th[`game.${code}`],
        en: catalogs.en[`game.${code}`],
        cn: catalogs.cn[`game.${code}`],
      },
      trialUrl: `${options.publicUrl ?? `${request.protocol}://${request.host}`}/play/${code}?mode=trial`,
    })),
  }));

  app.get<{ Params: { file: string } }>('/static/:file', async (request, reply) => {
    const type = staticFiles[request.params.file];
    if (!type) return reply.code(404).send({ status: 'NOT_FOUND' });
    const content = await readFile(new URL(request.params.file, publicDirectory));
    return reply.header('content-type', type).header('cache-control', 'no-cache').send(content);
  });

  app.get<{ Params: { game: string } }>('/play/:game', async (request, reply) => {
    const query = playQuery.parse(request.query);
    const language = languageOf(query.lang);
    const shown = language ?? 'th';
    const game = request.params.game;
    if (!isGameCode(game)) return html(reply, 404, renderErrorPage(shown, catalogs[shown].unknownGame));
    const mobile = query.mobile === 'true';

    // A launch or a trial makes a session, then redirects to a URL without the one-time token, so a
    // reload opens the same session instead of spending the token twice.
    if (query.token || query.mode === 'trial') {
      let session: GameSession;
      if (query.token) {
        const launched = await launchGame({
          sessions,
          wallet,
          launchToken: query.token,
          gameCode: game,
          language,
          mobile,
        });
        if (launched.status !== 'OK') {
          const t = catalogs[shown];
          if (launched.status === 'WALLET_REFUSED') {
            request.log.error(
              { err: launched.error },
              'the wallet refused authenticate: check the provider secret',
            );
          }
          const [status, message] =
            launched.status === 'WALLET_UNAVAILABLE' || launched.status === 'WALLET_REFUSED'
              ? [503, t.walletDown]
              : launched.status === 'PLAYER_BLOCKED'
                ? [403, t.playerBlocked]
                : [401, t.invalidLaunch];
          return html(reply, status, renderErrorPage(shown, message));
        }
        session = launched.session;
      } else {
        session = startTrial({ sessions, gameCode: game, language, mobile });
      }
      // SameSite=Lax, not None: `Secure` (which None requires) is impossible on http://localhost, and
      // the lobby (localhost:3000) framing us (localhost:3001) is same-site anyway — ports do not count.
      // Across sites, browsers may drop the cookie; the page then uses the ?session= parameter.
      void reply.setCookie(sessionCookieName, session.id, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: sessionCookieMaxAgeSeconds,
      });
      return reply.redirect(pageUrl(session.gameCode, session.id, session.language, mobile), 303);
    }

    const session = sessionOf(request);
    if (!session || session.gameCode !== game) {
      return html(reply, 401, renderErrorPage(shown, catalogs[shown].invalidLaunch));
    }
    return html(reply, 200, renderGamePage(session, language ?? session.language));
  });

  app.get('/api/session', async (request, reply) => {
    const session = requireSession(request, reply);
    if (!session) return reply;
    return {
      status: 'OK',
      mode: session.mode,
      game: session.gameCode,
      balanceSatang: session.balanceSatang,
      fairness: publicFairness(session),
      revealedSeeds: session.revealedSeeds,
      rounds: session.rounds.map(({ outcome: _outcome, ...round }) => round),
    };
  });

  app.get('/api/balance', async (request, reply) => {
    const session = requireSession(request, reply);
    if (!session) return reply;
    return refreshBalance(session, wallet);
  });

  app.post('/api/round', async (request, reply) => {
    const session = requireSession(request, reply);
    if (!session) return reply;
    const prepared = games[session.gameCode].prepareBet(request.body);
    return serialize(session, () =>
      playRound(session, prepared, { wallet, outbox, log: request.log, retry, now: () => new Date() }),
    );
  });

  app.post('/api/client-seed', async (request, reply) => {
    const session = requireSession(request, reply);
    if (!session) return reply;
    const { clientSeed } = clientSeedBody.parse(request.body);
    return serialize(session, async () => {
      session.fairness.clientSeed = clientSeed;
      return { status: 'OK', fairness: publicFairness(session) };
    });
  });

  app.post('/api/rotate-seed', async (request, reply) => {
    const session = requireSession(request, reply);
    if (!session) return reply;
    return serialize(session, async () => {
      const revealed = rotateServerSeed(session.fairness);
      recordRevealedSeed(session, revealed);
      return {
        status: 'OK',
        revealed,
        fairness: publicFairness(session),
        revealedSeeds: session.revealedSeeds,
      };
    });
  });

  app.post('/api/trial/refill', async (request, reply) => {
    const session = requireSession(request, reply);
    if (!session) return reply;
    if (session.mode !== 'trial') return reply.code(403).send({ status: 'NOT_TRIAL' });
    return serialize(session, async () => {
      session.balanceSatang = trialBalanceSatang;
      return { status: 'OK', balanceSatang: session.balanceSatang };
    });
  });

  app.get('/verify', async (request, reply) => {
    const query = verifyQuery.parse(request.query);
    return html(reply, 200, renderVerifyPage(languageOf(query.lang) ?? 'th', query));
  });

  return app;
}

function publicFairness(session: GameSession) {
  const { serverSeedHash, clientSeed, nonce } = session.fairness;
  return { serverSeedHash, clientSeed, nonce };
}

function pageUrl(game: GameCode, sessionId: string, language: Language, mobile: boolean): string {
  const query = new URLSearchParams({ session: sessionId, lang: language, mobile: String(mobile) });
  return `/play/${game}?${query}`;
}
