import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one call: a status (with a JSON body), or no answer at all. */
export type FakeAnswer = { status: number; body?: unknown } | 'hang';

export interface FakeSmsGateway {
  url: string;
  /** Every call received, in order. */
  calls: Array<{ method: string; path: string; headers: IncomingHttpHeaders; body: string }>;
  /** The answers to the next calls, in order; once used up, `fallback` answers. */
  answers: FakeAnswer[];
  fallback: FakeAnswer;
  close(): Promise<void>;
}

/**
 * A local stand-in for a third-party SMS gateway on a free port (node:http), answering as told.
 * A 'hang' answer keeps the request open until the caller gives up (its timeout) or the fake closes.
 */
export async function startFakeSmsGateway(fallback: FakeAnswer): Promise<FakeSmsGateway> {
  const gateway: FakeSmsGateway = {
    url: '',
    calls: [],
    answers: [],
    fallback,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      gateway.calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = gateway.answers.shift() ?? gateway.fallback;
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return gateway;
}
