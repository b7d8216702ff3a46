import type { FastifyInstance } from 'fastify';

/**
 * Answers of the JSON APIs (`/api/…`, `/lobby/api/…`) carry a member's data: the balance, the phone,
 * the bank account, a game's launch token; the staff's API carries every member's. No shared proxy
 * and no browser cache (the back/forward cache included) may keep them, so each goes out
 * `Cache-Control: no-store`, unless its route has said how it may be kept: the public answers that
 * are the same for everyone say so themselves (`/api/banks`, `/api/banners`), and an event stream
 * has its own `no-cache, no-transform`.
 */
export const apiCacheControl = 'no-store';

/** Whether a request's URL is one of the JSON APIs' (not a page, a file or an image). */
export function isApiUrl(url: string): boolean {
  return (
    url.startsWith('/api/') || url.startsWith('/lobby/api/') || url === '/api' || url.startsWith('/api?')
  );
}

export function installNoStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApiUrl(request.url))
      reply.header('cache-control', apiCacheControl);
    done(null, payload);
  });
}
