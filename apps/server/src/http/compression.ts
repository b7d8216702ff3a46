import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

/**
 * Compresses every text answer the server sends (issue 14): API answers, the member site's
 * server-rendered pages, and any static text file that has no precompressed copy. Brotli when the
 * browser accepts it, gzip otherwise, nothing for a client that accepts neither.
 *
 * One hook on the root instance, not @fastify/compress: that plugin attaches itself to routes as they
 * are added, and the member site's pages are rendered by the not-found handler (http/errors.ts),
 * which no route hook reaches. This hook sees every reply that goes through Fastify's send.
 *
 * Left alone:
 * - answers that already carry a Content-Encoding: the hashed assets' `.br`/`.gz` copies written at
 *   build time (scripts/precompress-assets.ts), served as they are by @fastify/static;
 * - the live-update event streams (http/event-stream.ts): they take the raw response over and never
 *   reach this hook, and `text/event-stream` is not compressed in any case, since a compressor would
 *   hold events back until its buffer filled;
 * - HEAD, 204, 206 and 304 answers, and bodies under a kilobyte, where the saving is smaller than a
 *   network packet.
 *
 * Streamed pages are flushed chunk by chunk (Z_SYNC_FLUSH), so that the page's shell reaches the
 * browser as soon as React has rendered it, before the rest of the stream.
 *
 * Compression and secrets (BREACH): an attacker who can make a victim's browser repeat a request while
 * reflecting chosen text into the answer can read a secret that stays the same across answers from
 * their compressed sizes. The answers that carry a credential (login and registration tokens, stream
 * tickets) are far under the threshold and go as they are; the staff's second-factor setup, larger,
 * holds a new secret each time and reflects nothing a third party chooses; a page's one secret, its
 * CSP nonce, is new in every answer; the login itself lives in an HttpOnly cookie, never in a body.
 */

const encodings = ['br', 'gzip'] as const;
type Encoding = (typeof encodings)[number];

/** Below this many bytes an answer goes as it is. */
export const compressionThresholdBytes = 1024;

/** Text, JSON, JavaScript, XML and SVG; never `text/event-stream`. */
const compressibleType =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)|image\/svg\+xml)(?:;|$)/i;

/** Brotli at 4 compresses about as well as gzip at 6, a few times faster than brotli's default 11. */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const compressBuffer: Record<Encoding, (input: Buffer) => Promise<Buffer>> = {
  br: (input) => promisify(brotliCompress)(input, brotliOptions),
  gzip: (input) => promisify(gzip)(input),
};
const compressStream: Record<Encoding, () => NodeJS.ReadWriteStream> = {
  br: () => createBrotliCompress({ ...brotliOptions, flush: constants.BROTLI_OPERATION_FLUSH }),
  gzip: () => createGzip({ flush: constants.Z_SYNC_FLUSH }),
};

/** Adds Accept-Encoding to Vary, once, keeping what is there. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

function isReadable(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}

export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined || request.method === 'HEAD') return payload;
    if ([204, 206, 304].includes(reply.statusCode) || reply.getHeader('content-range') !== undefined) {
      return payload;
    }
    const contentEncoding = reply.getHeader('content-encoding');
    if (contentEncoding !== undefined && contentEncoding !== 'identity') return payload;
    if (!compressibleType.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;

    const declaredLength = Number(reply.getHeader('content-length'));
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const size = Buffer.isBuffer(body)
      ? body.length
      : Number.isFinite(declaredLength)
        ? declaredLength
        : undefined;
    if (size !== undefined && size < compressionThresholdBytes) return payload;
    if (!Buffer.isBuffer(body) && !isReadable(body)) return payload;

    // From here the answer depends on Accept-Encoding, also when it goes uncompressed.
    varyOnAcceptEncoding(reply);
    const acceptEncoding = request.headers['accept-encoding'];
    const encoding = typeof acceptEncoding === 'string' ? negotiate(acceptEncoding, [...encodings]) : null;
    if (encoding === null) return payload;

    reply.header('content-encoding', encoding);
    // The same entity in another encoding: a strong validator would claim byte equality.
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
    if (Buffer.isBuffer(body)) {
      const compressed = await compressBuffer[encoding](body);
      reply.header('content-length', compressed.length);
      return compressed;
    }
    reply.removeHeader('content-length');
    const compressor = compressStream[encoding]();
    pipeline(body, compressor, (error) => {
      // A browser that leaves mid-page ends the stream early; nothing to answer any more.
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        request.log.warn({ err: error }, 'compression failed');
    });
    return compressor;
  });
}
