import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the console lives; its Vite build uses the same base (apps/backoffice/vite.config.ts). */
export const backofficeBasePath = '/backoffice';

/**
 * Serves the operator console (apps/backoffice, a single-page app) under /backoffice: its hashed
 * files from `assets/` with a year's immutable cache (brotli or gzip copies written at build time), and `index.html` for `/backoffice` and every
 * path below it, so that a deep link or a reload of `/backoffice/withdrawals` opens the app, which
 * routes in the browser. The page is never cached: a new build takes effect at the next load.
 * The security headers of `security-headers.ts` apply unchanged: the app's scripts and style sheet are
 * files of this origin ('self'), it frames nothing and its QR codes are data: images.
 * Returns false when the console is not built.
 */
export async function installBackofficeApp(app: FastifyInstance, buildDirectory: string): Promise<boolean> {
  const root = path.resolve(buildDirectory);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dir: root }, 'back office not built: run `npm run build`');
    return false;
  }

  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: `${backofficeBasePath}/assets/`,
    // The member site's registration owns reply.sendFile; this one only serves files.
    decorateReply: false,
    index: false,
    // The brotli and gzip copies the build wrote (scripts/precompress-assets.ts), as the browser accepts.
    preCompressed: true,
    setHeaders(response) {
      // Vite puts a content hash in every file name under assets/, so they never change.
      response.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const sendIndex = async (_request: unknown, reply: FastifyReply) => {
    // Read at each load (a few hundred bytes): a rebuilt console is served without a restart.
    const html = await readFile(indexFile, 'utf8');
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get(backofficeBasePath, sendIndex);
  app.get(`${backofficeBasePath}/*`, sendIndex);
  return true;
}
