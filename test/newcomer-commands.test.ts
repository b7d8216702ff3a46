import { demoMember } from '@chaba/core/demo/seed-demo-data';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../apps/server/src/config';
import { freePort } from './support/free-port';

/**
 * What a newcomer following the README runs (issue 24): `npm start` on a port of their choosing for
 * the server and the aggregator, then, from a second shell that was told nothing, `npm run simulate`
 * and `npm run staff -- token admin`, and from a third `npm run simulate -- payout-agent` (issue 27).
 * The commands run as the README's `npm run` scripts run them.
 */

/** The environment of a shell: none of the settings the tests choose, unless given. */
function shellEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  const chosenByTests = ['DATABASE_URL', 'REDIS_URL', 'PORT', 'PUBLIC_URL', 'DEMO_PROVIDER_URL'];
  for (const name of [
    ...chosenByTests,
    'PAYOUT_AGENT_URL',
    'PAYOUT_AGENT_SECRET',
    'OUTBOUND_ALLOW_LOOPBACK',
  ]) {
    if (!(name in settings)) delete env[name];
  }
  return env;
}

/** Runs `node --import tsx <script> ...args` to its end. */
function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** Waits until `done` holds, at most `timeoutMs`; the failure shows `context`. */
async function until(
  done: () => boolean | Promise<boolean>,
  timeoutMs: number,
  context: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out; output so far:\n${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function json(url: string, init: { body?: unknown; token?: string } = {}) {
  const response = await fetch(url, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the demo aggregator follows DEMO_PROVIDER_PORT', () => {
  it('derives DEMO_PROVIDER_URL from the port unless it is set', () => {
    expect(configSchema.parse({}).DEMO_PROVIDER_URL).toBe('http://localhost:3001');
    expect(configSchema.parse({ DEMO_PROVIDER_PORT: '3301' }).DEMO_PROVIDER_URL).toBe(
      'http://localhost:3301',
    );
    expect(configSchema.parse({ DEMO_PROVIDER_PORT: '0' }).DEMO_PROVIDER_URL).toBe('http://localhost:3001');
    expect(
      configSchema.parse({ DEMO_PROVIDER_PORT: '3301', DEMO_PROVIDER_URL: 'https://games.example' })
        .DEMO_PROVIDER_URL,
    ).toBe('https://games.example');
  });
});

describe('npm start on ports of its own, and the tools of a second shell', () => {
  let dataDir: string;
  let providerPort: number;
  let child: ChildProcess;
  let output = '';
  let serverUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'chaba-newcomer-'));
    providerPort = await freePort();
    // PORT=0: the server takes a port nobody told the second shell.
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: shellEnvironment({
        CHABA_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_PROVIDER_PORT: String(providerPort),
        LOG_LEVEL: 'warn',
        WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (!/Demo staff login/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    serverUrl = /Chaba is running at (http:\/\/localhost:\d+)/
      .exec(output)![1]!
      .replace('localhost', '127.0.0.1');
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the aggregator on DEMO_PROVIDER_PORT and frames its games there', async () => {
    expect(output).toContain(`Demo game aggregator at http://localhost:${providerPort}`);
    const trial = await json(`${serverUrl}/lobby/api/trial-game/chaba-demo/hilo`);
    const gameUrl = new URL(trial.body.url as string);
    expect(gameUrl.origin).toBe(`http://localhost:${providerPort}`);
    gameUrl.hostname = '127.0.0.1';
    const game = await fetch(gameUrl);
    expect(game.status).toBe(200);
  });

  it('npm run simulate, told nothing, pays the pending deposit at the server of this folder', async () => {
    const login = await json(`${serverUrl}/api/login`, {
      body: { phone: demoMember.phone, password: demoMember.password },
    });
    const token = login.body.access_token as string;
    const credit = async () => {
      const profile = await json(`${serverUrl}/api/customers/profile`, { token });
      return (profile.body.data as { games: { credit: number }[] }).games[0]!.credit;
    };
    const before = await credit();
    const prepared = await json(`${serverUrl}/api/requests/deposit/prepare`, {
      body: { amount: '300' },
      token,
    });
    expect(prepared.status).toBe(200);

    const simulated = await runScript(
      'scripts/simulate.ts',
      ['transfer', '--phone', demoMember.phone],
      shellEnvironment({ DATA_DIR: dataDir }),
    );
    expect(simulated, simulated.stderr).toMatchObject({ code: 0 });
    expect(simulated.stdout).toContain('"matched"');
    expect((await credit()) - before).toBe((prepared.body.data as { amount: number }).amount);
  });

  it('npm run simulate -- sms, told nothing, posts a bank SMS to the demo phone as SmsForwarder does', async () => {
    expect(output).toMatch(
      /Demo company phone \(SmsForwarder webhook\): http:\/\/localhost:\d+\/api\/integrations\/bank-devices\/\d+\/sms-forwarder/,
    );
    const simulated = await runScript(
      'scripts/simulate.ts',
      ['sms', '--bank', 'scb', '--phone', demoMember.phone, '--amount', '150', '--account', '9876543210'],
      shellEnvironment({ DATA_DIR: dataDir }),
    );
    expect(simulated, simulated.stderr).toMatchObject({ code: 0 });
    // Stored and answered 200, signature and all; it credits once the bank parsers read it.
    expect(simulated.stdout).toContain('"success":true');
  });

  it('npm run staff -- token admin prints a token the staff API takes', async () => {
    const printed = await runScript(
      'scripts/staff.ts',
      ['token', 'admin'],
      shellEnvironment({ DATA_DIR: dataDir }),
    );
    expect(printed, printed.stderr).toMatchObject({ code: 0 });
    const token = printed.stdout.trim();
    expect(token).toMatch(/^\S{20,}$/);
    const pending = await json(`${serverUrl}/api/backoffice/withdrawals?status=pending`, { token });
    expect(pending.status).toBe(200);
    // The audit log says how that session began.
    const audit = await json(`${serverUrl}/api/backoffice/audit?action=staff.login`, { token });
    expect(JSON.stringify(audit.body)).toContain('development');
  });

  it('npm run simulate -- payout-agent, told nothing, pays a returning member’s withdrawal in seconds', async () => {
    const agent = spawn(process.execPath, ['--import', 'tsx', 'scripts/simulate.ts', 'payout-agent'], {
      env: shellEnvironment({ DATA_DIR: dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let agentOutput = '';
    agent.stdout!.on('data', (chunk: Buffer) => (agentOutput += chunk.toString()));
    agent.stderr!.on('data', (chunk: Buffer) => (agentOutput += chunk.toString()));
    try {
      // Two lines, which may reach the pipe in two chunks: wait for the second.
      await until(
        () => agentOutput.includes('pays through it'),
        30_000,
        () => agentOutput,
      );
      expect(agentOutput).toContain('payout agent listening at http://127.0.0.1:3003');
      expect(agentOutput).toContain(`the development server of ${dataDir} pays through it`);

      // Credit deposited from the member's own account, as `simulate -- transfer` pays.
      const token = (await json(`${serverUrl}/api/login`, { body: demoMember })).body.access_token as string;
      const prepared = await json(`${serverUrl}/api/requests/deposit/prepare`, {
        body: { amount: '1000' },
        token,
      });
      expect(prepared.status).toBe(200);
      const paidIn = await runScript(
        'scripts/simulate.ts',
        ['transfer', '--phone', demoMember.phone],
        shellEnvironment({ DATA_DIR: dataDir }),
      );
      expect(paidIn, paidIn.stderr).toMatchObject({ code: 0 });

      // The first withdrawal goes to a person, who pays it by hand.
      const withdraw = (amount: number) =>
        json(`${serverUrl}/api/requests/withdraw`, { body: { phone: demoMember.phone, amount }, token });
      const first = await withdraw(100);
      expect(first.body.data).toMatchObject({ automatic: false });
      const staff = await runScript(
        'scripts/staff.ts',
        ['token', 'admin'],
        shellEnvironment({ DATA_DIR: dataDir }),
      );
      const approved = await json(
        `${serverUrl}/api/backoffice/withdrawals/${(first.body.data as { id: number }).id}/approve`,
        { body: { bank_ref: 'NEWCOMER-1' }, token: staff.stdout.trim() },
      );
      expect(approved.status).toBe(200);

      // The second is paid by the agent, two seconds after it gets it, and reported back.
      const second = await withdraw(500);
      expect(second.body.data).toMatchObject({ automatic: true });
      const id = (second.body.data as { id: number }).id;
      await until(
        async () => {
          const profile = (await json(`${serverUrl}/api/customers/profile`, { token })).body.data as {
            completed_requests: Array<{ id: number; status: string }>;
          };
          return profile.completed_requests.some(
            (request) => request.id === id && request.status === 'completed',
          );
        },
        15_000,
        () => agentOutput,
      );
      expect(agentOutput).toMatch(new RegExp(`reported wd-${id}: .*"paid".* -> 200`));
    } finally {
      const exited = new Promise((resolve) => agent.once('exit', resolve));
      agent.kill('SIGTERM');
      await exited;
    }
    // Stopped, it is forgotten: the server pays through no agent.
    expect(existsSync(path.join(dataDir, 'payout-agent.json'))).toBe(false);
  });

  it('npm run staff -- token refuses in production and names no token', async () => {
    const refused = await runScript(
      'scripts/staff.ts',
      ['token', 'admin'],
      shellEnvironment({ DATA_DIR: dataDir, CHABA_ENV: 'production' }),
    );
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('development only');
  });
});
