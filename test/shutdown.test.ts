import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port';
import { startChaba } from './support/start-chaba';

/**
 * `npm start` as a process manager runs it: SIGTERM must stop the server and the demo aggregator
 * beside it within 10 s whatever is open, and a second signal must exit at once.
 */

interface Started {
  child: ChildProcess;
  serverUrl: string;
  providerUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** Starts `node --import tsx scripts/start.ts` on a fresh PGlite and waits for its banner. */
async function startProcess(dataDir: string): Promise<Started> {
  const providerPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CHABA_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_PROVIDER_PORT: String(providerPort),
    DEMO_PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
    LOG_LEVEL: 'warn',
    WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return { ...(await startChaba(env)), providerUrl: `http://127.0.0.1:${providerPort}` };
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A request whose answer never ends (the live-update stream); resolves once its headers came. */
function openStream(url: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
      response.on('data', () => {});
      response.on('error', () => {});
      resolve(request);
    });
    request.on('error', () => {});
  });
}

/** A keep-alive connection left open after one answer, as a browser or proxy keeps it. */
async function keepAliveRequest(url: string, agent: http.Agent): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
      .on('error', reject);
  });
}

/** A client in the middle of sending its request (a slow upload, a slow network): an active connection. */
async function halfSentRequest(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => {});
  socket.write(
    `POST /api/round HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":`,
  );
  return socket;
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'chaba-shutdown-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('shutdown', () => {
  it('SIGTERM stops the server and the demo aggregator within 10 s with a stream and keep-alive connections open', async () => {
    const started = await startProcess(dataDir);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const login = await json(`${started.serverUrl}/api/login`, {
        method: 'POST',
        body: JSON.stringify({ phone: '0812345678', password: 'Demo1234' }),
      });
      expect(login.status).toBe(200);
      const ticket = await json(`${started.serverUrl}/api/customers/stream-ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${String(login.body.access_token)}` },
        body: '{}',
      });
      expect(ticket.status).toBe(200);
      const stream = await openStream(
        `${started.serverUrl}/api/customers/stream?ticket=${encodeURIComponent(String(ticket.body.ticket))}`,
      );
      await keepAliveRequest(`${started.serverUrl}/healthz`, agent);
      await keepAliveRequest(`${started.providerUrl}/healthz`, agent);
      const uploads = [await halfSentRequest(started.serverUrl), await halfSentRequest(started.providerUrl)];

      const signalledAt = Date.now();
      started.child.kill('SIGTERM');
      const exit = await Promise.race([
        started.exited,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 10_000)),
      ]);
      expect(exit, `still running 10 s after SIGTERM:\n${started.output()}`).toBeDefined();
      if (!exit) return;
      // Well under the 8 s hard timer: the graceful close itself finished.
      expect(exit.at - signalledAt, started.output()).toBeLessThan(5_000);
      expect(exit.code, started.output()).toBe(0);
      stream.destroy();
      for (const upload of uploads) upload.destroy();
      // Both ports are free again: nothing of the process is left serving.
      for (const url of [started.serverUrl, started.providerUrl]) {
        await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      }
    } finally {
      agent.destroy();
      started.child.kill('SIGKILL');
    }
  }, 90_000);

  it('a second signal exits at once, and a hard timer ends a close that hangs', async () => {
    // exitOnSignals as the start scripts use it, around a close that never finishes (a stuck
    // database close, a connection that will not end): what once left a server unkillable.
    const script = [
      "import { exitOnSignals } from './apps/server/src/shutdown.ts';",
      'exitOnSignals({ close: () => new Promise(() => {}), hardTimeoutMs: Number(process.env.HARD_MS) });',
      'setInterval(() => {}, 1000);',
      "process.stdout.write('ready\\n');",
    ].join('\n');
    const run = (hardMs: number) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        env: { ...process.env, HARD_MS: String(hardMs) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        child.on('exit', (code) => resolve({ code, at: Date.now() })),
      );
      const ready = new Promise<void>((resolve) => child.stdout.on('data', () => resolve()));
      return { child, exited, ready, output: () => output };
    };

    const twice = run(60_000);
    await twice.ready;
    twice.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(twice.child.exitCode, twice.output()).toBeNull();
    const secondAt = Date.now();
    twice.child.kill('SIGTERM');
    const exit = await twice.exited;
    expect(exit.at - secondAt).toBeLessThan(1_000);
    expect(exit.code).toBe(1);
    expect(twice.output()).toContain('SIGTERM while closing: exiting now');

    const once = run(1_000);
    await once.ready;
    const signalledAt = Date.now();
    once.child.kill('SIGTERM');
    const timedOut = await once.exited;
    expect(timedOut.at - signalledAt).toBeGreaterThanOrEqual(900);
    expect(timedOut.at - signalledAt).toBeLessThan(3_000);
    expect(timedOut.code).toBe(1);
    expect(once.output()).toContain('graceful close did not finish in time');
  }, 30_000);
});
