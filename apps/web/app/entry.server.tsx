import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import './lib/i18n.server';
import { siteOriginHeader, withSearchTags } from './shell/search-tags.server';

/**
 * React Router's default Node entry, plus the Content-Security-Policy nonce: the server allows only
 * scripts carrying this response's nonce (apps/server/src/http/security-headers.ts), so every script
 * React Router and React write (the hydration context, streamed data, Suspense helpers) carries it.
 * `<ServerRouter nonce>` hands it to `<Scripts>`, `<ScrollRestoration>` and `<Links>` as well.
 */

/** Set by the server (apps/server/src/http/web.ts) on every page request; never the client's. */
const cspNonceHeader = 'x-chaba-csp-nonce';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(cspNonceHeader) ?? undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode wait for all content; people get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A boundary that is complete when its turn comes stays in place in the HTML: React would
        // otherwise move any past the first 12.8 kB to the end, shown by a script (a popup that
        // /login opens, lib/lazy-component.ts), and the first paint must need none.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clearing the timeout lets the closure go.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          // Canonical, hreflang and Open Graph tags go into the head here, not through `meta`: no
          // code in the browser (decision 36).
          const url = new URL(request.url);
          const searchTags = withSearchTags({
            url,
            origin: request.headers.get(siteOriginHeader) ?? url.origin,
            status: () => responseStatusCode,
          });
          // A browser that leaves mid-page: React Router cancels `stream`, which destroys `body`
          // with the reason after removing its own listener. Stop rendering; without a listener
          // here that reason would be thrown as an uncaught exception and end the process.
          body.on('error', () => abort());
          searchTags.pipe(body);
          pipe(searchTags);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself reject above and React Router logs them.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
