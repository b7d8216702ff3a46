import type { FastifyPluginAsync } from 'fastify';
import { wavesAround } from '../games/fish/waves';

/**
 * The fish game's timetable around now (games/fish/waves.ts), with the server's clock so that the
 * page draws the fish where the server thinks they are. The same for every player: no session needed.
 */
export const fishRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/fish/waves', async (_request, reply) => {
    const nowMs = Date.now();
    void reply.header('cache-control', 'no-store');
    return { status: 'OK', serverNowMs: nowMs, waves: wavesAround(nowMs) };
  });
};
