import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ticketLines } from '../games/yeekee/rules';
import { renderYeekeeVerifyPage } from '../pages/yeekee-verify-page';
import { serialize, type GameSession } from '../sessions';
import { languageOf } from '../texts';
import { requireSession, sendHtml, type ProviderContext } from './context';

const purchaseBody = z.object({
  /** Made by the page once per ticket: the same id again is the same purchase. */
  purchaseId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  lines: ticketLines,
});
const shotBody = z.object({ number: z.string().regex(/^\d{5}$/) });
const roundKeyParam = z.object({ key: z.string().max(20) });
const verifyQuery = z.object({ lang: z.string().optional(), round: z.string().max(20).optional() });

/**
 * The Yeekee lottery's API (decision 0027): the page's state, buying a ticket, shooting a number, a
 * round's public record, and the verify view. Every call that moves a session's money runs inside
 * `serialize`, so a page's repeated request waits for the first and answers the same ticket.
 */
export const yeekeeRoutes: FastifyPluginAsync<ProviderContext> = async (app, { sessions, yeekee }) => {
  async function yeekeeSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<GameSession | undefined> {
    const session = await requireSession(request, reply, sessions);
    if (session && session.gameCode !== 'yeekee') {
      void reply.code(403).send({ status: 'NOT_YEEKEE' });
      return undefined;
    }
    return session;
  }

  app.get('/api/yeekee/state', async (request, reply) => {
    const session = await yeekeeSession(request, reply);
    if (!session) return reply;
    return serialize(session, async () => {
      if (await yeekee.creditTrialWins(session)) await sessions.save(session);
      return {
        status: 'OK',
        mode: session.mode,
        balanceSatang: session.balanceSatang,
        ...(await yeekee.state(session)),
      };
    });
  });

  app.post('/api/yeekee/tickets', async (request, reply) => {
    const session = await yeekeeSession(request, reply);
    if (!session) return reply;
    const purchase = purchaseBody.parse(request.body);
    return serialize(session, async () => {
      const answer = await yeekee.buyTicket(session, purchase);
      await sessions.save(session);
      return answer;
    });
  });

  app.post('/api/yeekee/shots', async (request, reply) => {
    const session = await yeekeeSession(request, reply);
    if (!session) return reply;
    const { number } = shotBody.parse(request.body);
    return yeekee.shoot(session, number);
  });

  app.get('/api/yeekee/rounds/:key', async (request, reply) => {
    const { key } = roundKeyParam.parse(request.params);
    const found = await yeekee.round(key);
    if (!found) return reply.code(404).send({ status: 'NOT_FOUND' });
    // Another player's session is nobody's business: the list says only whether a shot was yours.
    return { status: 'OK', round: found.round, shots: found.shots.map(({ mine: _mine, ...shot }) => shot) };
  });

  app.get('/yeekee/verify', async (request, reply) => {
    const query = verifyQuery.parse(request.query);
    const key = (query.round ?? '').trim();
    const found = key ? await yeekee.round(key) : undefined;
    return sendHtml(reply, 200, renderYeekeeVerifyPage(languageOf(query.lang) ?? 'th', key, found));
  });
};
