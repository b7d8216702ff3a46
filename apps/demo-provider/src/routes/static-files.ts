import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';

/** The page scripts and style sheet, by name: nothing else of public/ is served. */
const staticFiles: Record<string, string> = {
  'games.css': 'text/css; charset=utf-8',
  'yeekee.css': 'text/css; charset=utf-8',
  'page.js': 'text/javascript; charset=utf-8',
  'yeekee.js': 'text/javascript; charset=utf-8',
  'common.js': 'text/javascript; charset=utf-8',
  'slot.js': 'text/javascript; charset=utf-8',
  'baccarat.js': 'text/javascript; charset=utf-8',
  'hilo.js': 'text/javascript; charset=utf-8',
  'roulette.js': 'text/javascript; charset=utf-8',
  'dragon-tiger.js': 'text/javascript; charset=utf-8',
  'sic-bo.js': 'text/javascript; charset=utf-8',
  'fish.js': 'text/javascript; charset=utf-8',
};
const publicDirectory = new URL('../../public/', import.meta.url);

export const staticFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/static/:file', async (request, reply) => {
    const type = staticFiles[request.params.file];
    if (!type) return reply.code(404).send({ status: 'NOT_FOUND' });
    const content = await readFile(new URL(request.params.file, publicDirectory));
    return reply.header('content-type', type).header('cache-control', 'no-cache').send(content);
  });
};
