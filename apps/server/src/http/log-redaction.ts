import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential: the stream ticket, the aggregator's launch and player
 * tokens, any access token or one-time code. Their values never reach a log line.
 */
const secretQueryParameters = new Set([
  'ticket',
  'token',
  'access_token',
  'player_token',
  'launch_token',
  'session',
  'otp',
  'code',
  'password',
  'signature',
]);

/** The URL with the value of every credential-carrying query parameter replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as sent: it is not a name we hide.
      }
      return secretQueryParameters.has(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * Logger options shared by the server and the demo aggregator's start: the request line is logged
 * with its credentials redacted, and credential headers or body fields put into a log line by hand
 * are censored. Fastify's own request log writes `req.url`, which is how a ticket would leak.
 */
export const redactingLoggerOptions = {
  serializers: {
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      };
    },
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-signature"]',
      'headers.authorization',
      'headers.cookie',
      'headers["x-signature"]',
      'res.headers["set-cookie"]',
      '*.player_token',
      '*.launch_token',
      '*.access_token',
      '*.request.player_token',
      'player_token',
      'launch_token',
      'access_token',
      'ticket',
      'token',
    ],
    censor: '[redacted]',
  },
};
