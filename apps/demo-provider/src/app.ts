import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { ZodError } from 'zod';
import { redactingLoggerOptions } from './log-redaction';
import type { ProviderContext } from './routes/context';
import { fairnessRoutes } from './routes/fairness';
import { fishRoutes } from './routes/fish';
import { healthAndCatalogueRoutes } from './routes/health';
import { launchRoutes } from './routes/launch';
import { roundRoutes } from './routes/rounds';
import { yeekeeRoutes } from './routes/yeekee';
import { staticFileRoutes } from './routes/static-files';
import { installSecurityHeaders, originOf } from './security-headers';
import { openMemoryDatabase, type ProviderDatabase } from './database';
import { SessionStore } from './sessions';
import { createSettlementOutbox } from './settlement-outbox';
import { createYeekeeLottery } from './games/yeekee/lottery';
import { createWalletClient, WalletProtocolError } from './wallet-client';

/**
 * The demo game aggregator: launch (GET /play/:game), the three game pages and their small JSON API,
 * the verify page and the static page scripts, one route plugin each under routes/, registered with
 * the shared ProviderContext. It reaches the Chaba server only through the signed seamless-wallet
 * calls of wallet-client.ts.
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
  /**
   * The aggregator's own database (sessions, settlement outbox), closed with the app. Without one, a
   * database in memory: sessions and owed settlements are then lost with the process (tests only).
   */
  database?: ProviderDatabase;
  /** The aggregator's clock (Yeekee rounds open and close by it); tests move it. */
  now?: () => Date;
  /** Minutes of a Yeekee round (YEEKEE_ROUND_MINUTES; 15 by default, dividing a day). */
  yeekeeRoundMinutes?: number;
  /** How often Yeekee closes due rounds and settles their tickets. */
  yeekeeTickMs?: number;
}

export { sessionCookieName } from './routes/context';

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

  const db = options.database ?? (await openMemoryDatabase());
  const wallet = createWalletClient(options);
  const outbox = createSettlementOutbox({ db, wallet, log: app.log, intervalMs: options.outboxIntervalMs });
  const retry = { retries: 3, delaysMs: options.retryDelaysMs ?? [250, 750, 1500] };
  const yeekee = createYeekeeLottery({
    db,
    wallet,
    outbox,
    log: app.log,
    retry,
    now: options.now ?? (() => new Date()),
    roundMinutes: options.yeekeeRoundMinutes ?? 15,
    tickMs: options.yeekeeTickMs,
  });
  app.addHook('onClose', async () => {
    await yeekee.stop();
    await outbox.stop();
    await db.close();
  });
  app.setErrorHandler(answerError);

  const context: ProviderContext = {
    providerCode: options.providerCode,
    publicUrl: options.publicUrl,
    wallet,
    sessions: new SessionStore(db),
    outbox,
    retry,
    yeekee,
  };
  await app.register(healthAndCatalogueRoutes, context);
  await app.register(staticFileRoutes);
  await app.register(launchRoutes, context);
  await app.register(roundRoutes, context);
  await app.register(fairnessRoutes, context);
  await app.register(fishRoutes);
  await app.register(yeekeeRoutes, context);
  // A round that closed while the aggregator was stopped is closed and settled now.
  await yeekee.start();
  return app;
}

/** A refused input is a 422, a wallet that refused us a 502; nothing else says what went wrong. */
function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ZodError)
    return reply.code(422).send({ status: 'INVALID_REQUEST', issues: error.issues });
  if (error instanceof WalletProtocolError) {
    request.log.error({ err: error }, 'the wallet refused our request');
    return reply.code(502).send({ status: 'WALLET_ERROR' });
  }
  const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  return reply.code(statusCode).send({ status: 'ERROR' });
}
