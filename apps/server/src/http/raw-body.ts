import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a webhook body, for its signature. */
    rawBody?: string;
  }
}

/**
 * Makes JSON routes of this scope keep their raw body: signatures cover the bytes as sent, not a
 * re-serialisation. Call inside an encapsulated plugin so other routes keep the default parser.
 */
export function keepRawJsonBody(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
    }
  });
}

/** A signature header's value when sent once; a missing or repeated header is no signature. */
export function signatureHeader(
  request: FastifyRequest,
  name: 'x-signature' | 'x-timestamp',
): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
