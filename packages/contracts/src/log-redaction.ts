/**
 * Credentials travel in query strings on the launch and game-wallet protocol: the launch URL carries
 * the one-time launch token (`?token=`), a game page the provider's session id (`?session=`, when the
 * browser drops the cookie), and wallet calls the `player_token` and `launch_token`. These names are
 * part of the wire contract, so the Chaba server and an aggregator redact them the same way; each app
 * adds the names only it uses. Neither value may reach a log line.
 */
export const launchSecretQueryParameters: readonly string[] = [
  'token',
  'session',
  'player_token',
  'launch_token',
];

/**
 * The URL with the value of every query parameter named in `secretNames` (lower case) replaced. Names
 * are compared decoded and case-blind, so `?%74oken=` or `?TOKEN=` are redacted as `?token=` is.
 */
export function redactUrl(url: string, secretNames: ReadonlySet<string>): string {
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
      return secretNames.has(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** What a request log line needs of a request (Fastify's `FastifyRequest` has it). */
export interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number };
}

/**
 * A logger `req` serializer: the request line with its credentials redacted. A web framework's own
 * request log writes the raw URL, which is how a launch token or a ticket would leak.
 */
export function redactedRequestSerializer(secretNames: ReadonlySet<string>) {
  return (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.url, secretNames),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  });
}
