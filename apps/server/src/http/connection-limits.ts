import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage, Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config';

/**
 * Slow and piled-up connections (issue 24, decision 45). Node's HTTP server waits for ever for a
 * request whose body trickles in a byte at a time unless told otherwise, and Fastify turns its
 * `requestTimeout` off by default: a hundred such sockets stayed open for minutes.
 */

/**
 * The server's timeouts: a whole request (headers and body) must arrive within REQUEST_TIMEOUT_MS,
 * its headers within the same time or 60 s, whichever is less; otherwise Node answers 408 and
 * closes the connection. Node checks open connections on an interval, so a timeout takes effect up
 * to a quarter of it late (at most 5 s). Answers are not limited: a live-update stream stays open.
 */
export function serverTimeoutOptions(config: Config): { requestTimeout: number; http: ServerOptions } {
  const requestTimeoutMs = config.REQUEST_TIMEOUT_MS;
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(requestTimeoutMs / 4))),
    },
  };
}

/**
 * A connection that sends nothing is closed after REQUEST_TIMEOUT_MS: Node's request and headers
 * timeouts start only with the first byte, so silent sockets were held for ever. The timer ends with
 * the first request; the keep-alive timeout takes over between requests, and a live-update stream
 * is never cut.
 *
 * At most CONNECTIONS_PER_ADDRESS open connections per client address on this process: one more is
 * closed as it opens, before a byte is read. The address is the socket's: at connection time no
 * forwarded header has arrived yet. So the proxies TRUST_PROXY names, whose sockets carry many
 * members, are not capped: the cap per member belongs to the proxy then (nginx `limit_conn`, its
 * own body timeouts), and the request timeout above still applies to every connection.
 */
export function installConnectionLimits(server: Server, config: Config): void {
  const limit = config.CONNECTIONS_PER_ADDRESS;
  const trusted = config.TRUST_PROXY ? proxyAddr.compile(config.TRUST_PROXY) : () => false;
  const open = new Map<string, number>();
  server.on('request', (request: IncomingMessage) => request.socket.setTimeout(0));
  server.on('connection', (socket: Socket) => {
    socket.setTimeout(config.REQUEST_TIMEOUT_MS);
    const address = socket.remoteAddress;
    if (address === undefined || trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
