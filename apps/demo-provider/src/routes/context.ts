import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionStore, GameSession } from '../sessions';
import type { YeekeeLottery } from '../games/yeekee/lottery';
import type { SettlementOutbox } from '../settlement-outbox';
import type { WalletClient } from '../wallet-client';

/**
 * What every route plugin of the demo aggregator is registered with: buildProviderApp makes these once
 * and passes them as the plugins' options.
 */
export interface ProviderContext {
  providerCode: string;
  /** Where players reach this app; the catalogue gives launch URLs under it. */
  publicUrl: string | undefined;
  wallet: WalletClient;
  sessions: SessionStore;
  outbox: SettlementOutbox;
  /** How a wallet call that got no answer is retried. */
  retry: { retries: number; delaysMs: readonly number[] };
  /** The Yeekee lottery's rounds, shots and tickets. */
  yeekee: YeekeeLottery;
}

export const sessionCookieName = 'chaba_demo_session';

const sessionQuery = z.object({ session: z.string().max(128).optional() });

/** The session of `?session=` (when the browser dropped the cookie) or of the cookie. */
export function sessionOf(request: FastifyRequest, sessions: SessionStore): Promise<GameSession | undefined> {
  const { session } = sessionQuery.parse(request.query);
  return sessions.get(session ?? request.cookies[sessionCookieName]);
}

/** The session, or undefined once a 401 SESSION_EXPIRED is sent. */
export async function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
): Promise<GameSession | undefined> {
  const session = await sessionOf(request, sessions);
  if (!session) void reply.code(401).send({ status: 'SESSION_EXPIRED' });
  return session;
}

/** The fairness state a player may see: the server seed only as its hash. */
export function publicFairness(session: GameSession) {
  const { serverSeedHash, clientSeed, nonce } = session.fairness;
  return { serverSeedHash, clientSeed, nonce };
}

/** An HTML page, never cached (it may show a balance or a session). */
export function sendHtml(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}
