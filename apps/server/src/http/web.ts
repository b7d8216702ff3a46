import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { cspNonceOf } from './security-headers';

/**
 * How the page render learns this response's CSP nonce (apps/web/app/entry.server.tsx reads it): it
 * rides along as a header of the Request handed to React Router (fetchRequestOf below).
 */
export const cspNonceHeader = 'x-chaba-csp-nonce';

/**
 * How the page render learns the site's public origin for its canonical, hreflang and Open Graph
 * addresses (decision 36): PUBLIC_URL's, else the request's own (development). Set on every request,
 * never the client's, so that a forged Host header cannot put another site in a page's links.
 */
export const siteOriginHeader = 'x-chaba-site-origin';

/** Files Vite names by their content (`assets/<name>-<hash>.js`): they never change. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Files of `public/` keep their name across builds (game art): a browser checks them again after an hour. */
export const publicFileCacheControl = 'public, max-age=3600';
/**
 * Pages: kept by no shared cache (each carries its own CSP nonce and the signed-in hint), and checked
 * again by the browser at every load, so that a new build or a logout shows at once.
 */
export const pageCacheControl = 'private, no-cache';
/**
 * The service worker (issue 15, decision 34): checked again at every load, so that a release reaches
 * every browser at its next visit; its scope is the whole site. Its type is JavaScript's, as for any
 * `.js` file.
 */
export const serviceWorkerHeaders = { 'cache-control': 'no-cache', 'service-worker-allowed': '/' } as const;

/**
 * Serves the member site: its static files, and every other page through React Router's SSR.
 * Returns the handler for requests no API route took, or undefined when the site is not built.
 *
 * Static files: each text file has a brotli and a gzip copy written at build time
 * (scripts/precompress-assets.ts); @fastify/static sends the copy the browser accepts with the
 * original's Content-Type, its own Content-Length and `Vary: Accept-Encoding`, and answers 304 to a
 * matching If-None-Match or If-Modified-Since. Pages go through Fastify's reply (not the raw
 * response), so that http/compression.ts compresses them as it does API answers.
 */
export async function installWebApp(
  app: FastifyInstance,
  buildDirectory: string,
  options: { publicUrl?: string } = {},
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined> {
  const serverEntry = path.resolve(buildDirectory, 'server/index.js');
  if (!existsSync(serverEntry)) return undefined;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;

  const clientDirectory = path.resolve(buildDirectory, 'client');
  const serviceWorkerFile = path.join(clientDirectory, 'sw.js');
  await app.register(fastifyStatic, {
    root: clientDirectory,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(response, filePath) {
      // The worker, or its brotli or gzip copy.
      if (filePath.replace(/\.(?:br|gz)$/, '') === serviceWorkerFile) {
        response.headers(serviceWorkerHeaders);
        return;
      }
      // Vite puts a content hash in every file name under assets/, so they never change.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('cache-control', hashed ? immutableCacheControl : publicFileCacheControl);
    },
  });

  return async (request, reply) => {
    const response = await handleRequest(fetchRequestOf(request, reply, publicOrigin));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      // Set-Cookie may come several times; the Headers iterator joins them into one line.
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.headers.has('cache-control')) reply.header('cache-control', pageCacheControl);
    if (response.body) {
      return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>));
    }
    // HEAD answers the headers of the page it stands for; a redirect has no body at all (not JSON null).
    if (request.method === 'HEAD' && !response.headers.has('content-type')) reply.type('text/html');
    return reply.send();
  };
}

/**
 * The page request as React Router takes it: the address as Fastify sees it (TRUST_PROXY decides
 * whether forwarded headers count), the browser's headers, and this response's CSP nonce. Pages are
 * only rendered for GET and HEAD (http/errors.ts), so there is no body to pass on.
 */
function fetchRequestOf(request: FastifyRequest, reply: FastifyReply, publicOrigin?: string): Request {
  const nonce = cspNonceOf(reply);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Set (or removed) on every request: a value sent by the client is never believed.
  headers.delete(cspNonceHeader);
  if (nonce) headers.set(cspNonceHeader, nonce);
  const url = pageUrlOf(request);
  headers.set(siteOriginHeader, publicOrigin ?? url.origin);
  const controller = new AbortController();
  // A browser that leaves stops the render (React Router aborts its loaders and the stream).
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}

/**
 * The page's address: the path as the browser sent it (`//x/y` stays a path, not another host) under
 * this server's origin. A Host header no URL can hold is the browser's mistake, not a reason for a 500:
 * the page renders under localhost (React Router reads the path; the host only shows in absolute links).
 */
function pageUrlOf(request: FastifyRequest): URL {
  const target = request.url.startsWith('/') ? request.url : '/';
  try {
    return new URL(`${request.protocol}://${request.host}${target}`);
  } catch {
    return new URL(`http://localhost${target}`);
  }
}
