import type { FastifyPluginAsync } from 'fastify';
import { games } from '../games/catalogue';
import { playRound } from '../play-round';
import { refreshBalance } from '../refresh-balance';
import { serialize, trialBalanceSatang } from '../sessions';
import { publicFairness, requireSession, type ProviderContext } from './context';

/**
 * The game page's JSON API for its session: what the page shows on load, the balance, a round, and
 * the trial's refill. Every call that changes the session runs inside `serialize`.
 */
export const roundRoutes: FastifyPluginAsync<ProviderContext> = async (app, context) => {
  const { sessions, wallet, outbox, retry } = context;

  app.get('/api/session', async (request, reply) => {
    const session = await requireSession(request, reply, sessions);
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
    const session = await requireSession(request, reply, sessions);
    if (!session) return reply;
    return serialize(session, async () => {
      const answer = await refreshBalance(session, wallet);
      await sessions.save(session);
      return answer;
    });
  });

  app.post('/api/round', async (request, reply) => {
    const session = await requireSession(request, reply, sessions);
    if (!session) return reply;
    const prepared = games[session.gameCode].prepareBet(request.body, new Date());
    return serialize(session, async () => {
      const answer = await playRound(session, prepared, {
        wallet,
        outbox,
        log: request.log,
        retry,
        now: () => new Date(),
        saveSession: (changed) => sessions.save(changed),
      });
      await sessions.save(session);
      return answer;
    });
  });

  app.post('/api/trial/refill', async (request, reply) => {
    const session = await requireSession(request, reply, sessions);
    if (!session) return reply;
    if (session.mode !== 'trial') return reply.code(403).send({ status: 'NOT_TRIAL' });
    return serialize(session, async () => {
      session.balanceSatang = trialBalanceSatang;
      await sessions.save(session);
      return { status: 'OK', balanceSatang: session.balanceSatang };
    });
  });
};
