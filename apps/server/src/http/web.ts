import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { cspNonceOf } from './security-headers';

/**
 * How the page render learns this response's CSP nonce (apps/web/app/entry.server.tsx reads it):
 * React Router builds its Request from the raw request's headers, so the nonce rides along as one.
 */
export const cspNonceHeader = 'x-chaba-csp-nonce';

/**
 * Serves the member site: its static files, and every other page through React Router's SSR.
 * Returns the handler for requests no API route took, or undefined when the site is not built.
 */
export async function installWebApp(
  app: FastifyInstance,
  buildDirectory: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => void) | undefined> {
  const serverEntry = path.resolve(buildDirectory, 'server/index.js');
  if (!existsSync(serverEntry)) return undefined;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const listener = createRequestListener({ build, mode: 'production' });

  await app.register(fastifyStatic, {
    root: path.resolve(buildDirectory, 'client'),
    wildcard: false,
    index: false,
    setHeaders(response, filePath) {
      // Vite puts a content hash in every file name under assets/, so they never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  return (request, reply) => {
    // Set (or removed) on every request: a value sent by the client is never believed.
    const nonce = cspNonceOf(reply);
    if (nonce) request.raw.headers[cspNonceHeader] = nonce;
    else delete request.raw.headers[cspNonceHeader];
    reply.hijack();
    void listener(request.raw, reply.raw);
  };
}
