import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { clientSeedPattern, rotateServerSeed } from '../fairness';
import { renderVerifyPage, type VerifyInput } from '../pages/verify-page';
import { recordRevealedSeed, serialize } from '../sessions';
import { languageOf } from '../texts';
import { publicFairness, requireSession, sendHtml, type ProviderContext } from './context';

const clientSeedBody = z.object({ clientSeed: z.string().regex(clientSeedPattern) });
const verifyQuery = z.object({
  lang: z.string().optional(),
  game: z.string().max(32).optional(),
  serverSeed: z.string().max(200).optional(),
  clientSeed: z.string().max(200).optional(),
  nonce: z.string().max(20).optional(),
  hash: z.string().max(200).optional(),
}) satisfies z.ZodType<VerifyInput & { lang?: string }>;

/** Provable fairness: the player's client seed, revealing the server seed, and the verify page. */
export const fairnessRoutes: FastifyPluginAsync<ProviderContext> = async (app, { sessions }) => {
  app.post('/api/client-seed', async (request, reply) => {
    const session = await requireSession(request, reply, sessions);
    if (!session) return reply;
    const { clientSeed } = clientSeedBody.parse(request.body);
    return serialize(session, async () => {
      session.fairness.clientSeed = clientSeed;
      await sessions.save(session);
      return { status: 'OK', fairness: publicFairness(session) };
    });
  });

  app.post('/api/rotate-seed', async (request, reply) => {
    const session = await requireSession(request, reply, sessions);
    if (!session) return reply;
    return serialize(session, async () => {
      const revealed = rotateServerSeed(session.fairness);
      recordRevealedSeed(session, revealed);
      await sessions.save(session);
      return {
        status: 'OK',
        revealed,
        fairness: publicFairness(session),
        revealedSeeds: session.revealedSeeds,
      };
    });
  });

  app.get('/verify', async (request, reply) => {
    const query = verifyQuery.parse(request.query);
    return sendHtml(reply, 200, renderVerifyPage(languageOf(query.lang) ?? 'th', query));
  });
};
