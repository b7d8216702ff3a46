import type { PayoutInstruction } from '@chaba/core/payouts/payout-rail';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPayoutAgent, type LocalPayoutAgent } from '../../../scripts/local-payout-agent';
import { configSchema, developmentPayoutAgentSecret } from '../src/config';
import { createPayoutAgentAccess } from '../src/payout-agent';
import { announcePayoutAgentAddress } from '../src/server-address-file';
import { createManualClock } from './helpers';

/*
 * Issue 27's demo (decision 51): `npm run simulate -- payout-agent` announces itself in
 * DATA_DIR/payout-agent.json, as the server does in server.json, and a development server of that
 * DATA_DIR pays through it while it runs, whichever started first, with nothing set by hand:
 * loopback without OUTBOUND_ALLOW_LOOPBACK, the development secret without PAYOUT_AGENT_SECRET.
 * Production never looks, and PAYOUT_AGENT_URL always wins.
 */

let dataDir: string;
let agent: LocalPayoutAgent;
const clock = createManualClock();

const order: PayoutInstruction = {
  id: 'wd-local-1',
  amountSatang: 50_000n,
  toBank: 'scb',
  toAccountNumber: '1234567890',
  toName: 'ทดสอบ ระบบ',
  fromAccountNumber: null,
  createdAt: clock.now(),
};

/** The payout agent a server of DATA_DIR would pay through, with these settings. */
function accessWith(env: Record<string, string> = {}, findLocalAgent = true) {
  return createPayoutAgentAccess(configSchema.parse({ DATA_DIR: dataDir, ...env }), {
    clock,
    findLocalAgent,
  });
}

/** The local agent's file is looked at once a second at most. */
const nextLook = () => new Promise((resolve) => setTimeout(resolve, 1_100));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'chaba-local-agent-'));
  agent = await startLocalPayoutAgent({
    secret: developmentPayoutAgentSecret,
    mode: 'silent',
    now: () => clock.now(),
    report: async () => 200,
  });
});
afterAll(async () => {
  await agent?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local payout agent of DATA_DIR', () => {
  it('is found by a development server started before it, paid through, and forgotten when it stops', async () => {
    const server = accessWith();
    expect(server.rail()).toBeUndefined();
    expect(server.secret()).toBeUndefined();

    const forget = announcePayoutAgentAddress(configSchema.parse({ DATA_DIR: dataDir }), agent.url);
    await nextLook();
    expect(server.secret()).toBe(developmentPayoutAgentSecret);
    expect(await server.rail()!.send(order)).toEqual({ kind: 'accepted' });
    expect(agent.requests).toEqual([{ method: 'POST', path: '/transfers', signed: true }]);

    forget();
    await nextLook();
    expect(server.rail()).toBeUndefined();
    expect(server.secret()).toBeUndefined();
  });

  it('is not looked for in production, by an app that does not look, or when PAYOUT_AGENT_URL is set', () => {
    const forget = announcePayoutAgentAddress(configSchema.parse({ DATA_DIR: dataDir }), agent.url);
    try {
      expect(accessWith().rail()).toBeDefined();
      const production = accessWith({ CHABA_ENV: 'production' });
      expect(production.rail()).toBeUndefined();
      expect(production.secret()).toBeUndefined();
      expect(accessWith({}, false).rail()).toBeUndefined();
      const operators = accessWith({
        PAYOUT_AGENT_URL: 'https://payouts.operator.test',
        PAYOUT_AGENT_SECRET: 'operator-payout-secret-0123456789',
      });
      expect(operators.secret()).toBe('operator-payout-secret-0123456789');
    } finally {
      forget();
    }
  });

  it('is not the one a stopped agent left behind (killed outright: its file stays)', async () => {
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    await writeFile(path.join(dataDir, 'payout-agent.json'), `${JSON.stringify({ url: agent.url, pid })}\n`);
    expect(accessWith().rail()).toBeUndefined();
    await rm(path.join(dataDir, 'payout-agent.json'));
  });
});
