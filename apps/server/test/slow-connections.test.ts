import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/*
 * Issue 24: 100 sockets sent a login's headers with `Content-Length: 200000`, then a byte every
 * 10 s, and all were still open at 115 s. Over real sockets: a request that does not arrive within
 * REQUEST_TIMEOUT_MS is answered 408 and closed, and one client address holds at most
 * CONNECTIONS_PER_ADDRESS connections, except a proxy TRUST_PROXY names (decision 45).
 */

interface Opened {
  socket: Socket;
  received: string;
  closed: Promise<number>;
}

const apps: TestApp[] = [];
const sockets: Socket[] = [];

async function serve(env: Record<string, string>): Promise<number> {
  const t = await createTestApp({ env });
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
}

/** Opens a socket; `closed` resolves with the milliseconds it stayed open. */
async function open(port: number): Promise<Opened> {
  const socket = connect({ port, host: '127.0.0.1' });
  sockets.push(socket);
  const start = Date.now();
  const opened: Opened = {
    socket,
    received: '',
    closed: new Promise((resolve) => socket.once('close', () => resolve(Date.now() - start))),
  };
  socket.on('data', (chunk: Buffer) => (opened.received += chunk.toString('latin1')));
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return opened;
}

/** Sends one byte every `everyMs` until the socket closes. */
function trickle(opened: Opened, everyMs: number, byte = ' '): void {
  const timer = setInterval(() => {
    if (opened.socket.destroyed) clearInterval(timer);
    else opened.socket.write(byte);
  }, everyMs);
  void opened.closed.then(() => clearInterval(timer));
}

const stillOpen = (opened: Opened, waitMs: number) =>
  Promise.race([
    opened.closed.then(() => false),
    new Promise((resolve) => setTimeout(() => resolve(true), waitMs)),
  ]);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  for (const t of apps) await t.close();
});

describe('slow requests', () => {
  let port: number;
  beforeAll(async () => {
    port = await serve({ REQUEST_TIMEOUT_MS: '1000', CONNECTIONS_PER_ADDRESS: '1000' });
  });

  it('are answered 408 and closed when the body trickles in past the request timeout', async () => {
    const slow = await Promise.all(Array.from({ length: 40 }, () => open(port)));
    for (const opened of slow) {
      opened.socket.write(
        'POST /api/login HTTP/1.1\r\nHost: chaba.test\r\nContent-Type: application/json\r\n' +
          'Content-Length: 200000\r\n\r\n{"phone":"',
      );
      trickle(opened, 200, '0');
    }
    const openMs = await Promise.all(slow.map((opened) => opened.closed));
    // The timeout (1 s) plus the server's checking interval (250 ms) and some scheduling.
    expect(Math.max(...openMs)).toBeLessThan(4_000);
    expect(slow[0]!.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('are closed when the headers trickle in past the timeout', async () => {
    const opened = await open(port);
    opened.socket.write('GET /api/site HTTP/1.1\r\nHost: chaba.test\r\nX-Slow: ');
    trickle(opened, 200, 'a');
    expect(await opened.closed).toBeLessThan(4_000);
  });

  it('are closed when nothing arrives at all', async () => {
    const silent = await Promise.all(Array.from({ length: 10 }, () => open(port)));
    const openMs = await Promise.all(silent.map((opened) => opened.closed));
    expect(Math.max(...openMs)).toBeLessThan(4_000);
  });

  it('do not hurt a request that arrives in time, nor its keep-alive connection', async () => {
    const opened = await open(port);
    opened.socket.write('GET /healthz HTTP/1.1\r\nHost: chaba.test\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opened.received).toMatch(/^HTTP\/1\.1 200 /);
    opened.socket.destroy();
  });
});

describe('open connections per client address', () => {
  it('are capped: one more than CONNECTIONS_PER_ADDRESS is closed as it opens', async () => {
    const port = await serve({ CONNECTIONS_PER_ADDRESS: '5' });
    const allowed = await Promise.all(Array.from({ length: 5 }, () => open(port)));
    const refused = await open(port);
    expect(await stillOpen(refused, 1_000)).toBe(false);
    for (const opened of allowed) expect(await stillOpen(opened, 10)).toBe(true);

    // A closed connection frees its place, and the allowed ones are served.
    allowed[0]!.socket.destroy();
    await allowed[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await open(port);
    next.socket.write('GET /healthz HTTP/1.1\r\nHost: chaba.test\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(next.received).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('are not capped for a proxy TRUST_PROXY names: its sockets carry many members', async () => {
    const port = await serve({ CONNECTIONS_PER_ADDRESS: '5', TRUST_PROXY: '127.0.0.1' });
    const opened = await Promise.all(Array.from({ length: 8 }, () => open(port)));
    for (const each of opened) expect(await stillOpen(each, 100)).toBe(true);
  });
});
