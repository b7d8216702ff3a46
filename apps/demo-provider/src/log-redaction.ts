import type { FastifyRequest } from 'fastify';

/**
 * The aggregator's launch URL carries the one-time launch token (`?token=`) and its pages the
 * session id (`?session=`, when the browser drops the cookie): neither may reach a log line. Wallet
 * calls logged by the settlement outbox carry the player token. (The Chaba server has its own copy
 * of this idea: this app stands for an external aggregator and shares no server code.)
 */
const secretQueryParameters = new Set(['token', 'session', 'player_token', 'launch_token']);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = (pair.includes('=') ? pair.slice(0, pair.indexOf('=')) : pair).toLowerCase();
      return secretQueryParameters.has(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

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
      'req.headers.cookie',
      'req.headers["x-signature"]',
      'settlement.request.player_token',
      '*.player_token',
      '*.launch_token',
    ],
    censor: '[redacted]',
  },
};
