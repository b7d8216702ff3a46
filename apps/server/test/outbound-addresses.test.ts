import { isAllowedOutboundAddress, type ResolveAll } from '@chaba/core/outbound/outbound-address';
import type { PayoutInstruction } from '@chaba/core/payouts/payout-rail';
import { siteSettings, staffAlertOutbox } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalPayoutAgent, type LocalPayoutAgent } from '../../../scripts/local-payout-agent';
import { alertSettingsRequest } from './fake-alert-receivers';
import { configSchema } from '../src/config';
import { createPayoutAgentAccess } from '../src/payout-agent';
import { createManualClock, createTestApp, type TestApp } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/*
 * Issue 24: the alert webhook's address is set by staff, and the server calls it. A staff member
 * (or a stolen staff login) must not make the server call this machine's own services (Redis at
 * 127.0.0.1:6379), the private network or the cloud's metadata service: not by an IP address in
 * any spelling, not by a name that resolves there, and not by a name that resolves to a public
 * address when it is saved and to a private one when it is called (DNS rebinding). Decision 45.
 */

/** A listener on this machine standing for an internal service: it counts every connection. */
let internal: Server;
let internalPort: number;
let connections = 0;

/** Names the test resolves itself; `rebind` answers a public address once, then loopback. */
let rebindAnswers = 0;
const resolveAll: ResolveAll = async (hostname) => {
  switch (hostname) {
    case 'hooks.chaba.test':
      return [{ address: '93.184.215.14', family: 4 }];
    case 'internal.chaba.test':
      return [{ address: '10.1.2.3', family: 4 }];
    case 'mixed.chaba.test':
      return [
        { address: '93.184.215.14', family: 4 },
        { address: 'fd00:ec2::254', family: 6 },
      ];
    case 'rebind.chaba.test':
      rebindAnswers += 1;
      return [{ address: rebindAnswers === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
    default:
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  }
};

let t: TestApp;
let adminId: number;

const settings = alertSettingsRequest({ telegram_enabled: false, telegram_chat_id: '' });

beforeAll(async () => {
  internal = createServer((_request, response) => response.end('ok'));
  internal.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalPort = (internal.address() as AddressInfo).port;
  // As in production: no OUTBOUND_ALLOW_LOOPBACK.
  t = await createTestApp({
    env: { ALERT_WEBHOOK_SECRET: 'alert-webhook-secret-for-tests' },
    resolveAll,
  });
  adminId = (await createStaffMember(t, { username: 'outbound-admin', role: 'admin' })).staffId;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => internal.close(resolve));
});
beforeEach(async () => {
  await t.connection.db.delete(staffAlertOutbox);
  connections = 0;
});

async function saveWebhook(url: string) {
  const token = await staffSessionToken(t, adminId);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/backoffice/alerts/settings',
    headers: { authorization: `Bearer ${token}` },
    payload: { ...settings, webhook_url: url },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Stores the address as an older version (or a direct database write) could have. */
async function storeWebhookUnchecked(url: string) {
  await saveWebhook('https://hooks.chaba.test/alerts');
  const [row] = await t.connection.db.select().from(siteSettings).where(eq(siteSettings.key, 'staff_alerts'));
  await t.connection.db
    .update(siteSettings)
    .set({ value: { ...(row!.value as object), webhook_url: url } })
    .where(eq(siteSettings.key, 'staff_alerts'));
}

async function sendTestAlert() {
  const token = await staffSessionToken(t, adminId);
  const queued = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/alerts/test',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(queued.json()).toMatchObject({ data: { queued: 1 } });
  await t.jobs.runOnce();
  const [row] = await t.connection.db.select().from(staffAlertOutbox);
  return row!;
}

describe('an address staff set for the alert webhook', () => {
  it.each([
    'http://127.0.0.1:6379/',
    'http://localhost:6379/',
    'http://[::1]:6379/',
    'https://127.0.0.1/',
    'https://127.1.2.3/',
    'https://2130706433/',
    'https://0x7f.0.0.1/',
    'https://0.0.0.0/',
    'https://10.0.0.1/hook',
    'https://172.16.5.4/',
    'https://192.168.1.1/',
    'https://100.64.0.1/',
    'https://100.100.100.200/latest/meta-data/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:a9fe:a9fe]/',
    'https://[fd00:ec2::254]/',
    'https://[fe80::1]/',
    'https://[fc00::1]/',
    'https://[::]/',
    'https://[64:ff9b::a00:1]/',
    'https://224.0.0.1/',
    'https://internal.chaba.test/hook',
    'https://mixed.chaba.test/hook',
    'https://does-not-resolve.chaba.test/hook',
  ])('is refused when it reaches no public address: %s', async (url) => {
    const answer = await saveWebhook(url);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'outbound_address_refused',
      errors: { webhook_url: [expect.stringContaining('ที่อยู่สาธารณะ')] },
    });
  });

  it('is saved when its name resolves to public addresses only', async () => {
    const answer = await saveWebhook('https://hooks.chaba.test/alerts');
    expect(answer.status).toBe(200);
    expect(answer.body.data.webhook_url).toBe('https://hooks.chaba.test/alerts');
  });

  it('is refused at connect time when it leads to this machine, whatever was stored', async () => {
    await storeWebhookUnchecked(`http://127.0.0.1:${internalPort}/`);
    const row = await sendTestAlert();
    expect(row.status).not.toBe('sent');
    expect(row.lastError).toContain('OUTBOUND_ADDRESS_REFUSED');
    expect(connections).toBe(0);
  });

  it('is refused at connect time when its name resolves elsewhere than when it was saved (rebinding)', async () => {
    rebindAnswers = 0;
    expect((await saveWebhook(`https://rebind.chaba.test:${internalPort}/hook`)).status).toBe(200);
    const row = await sendTestAlert();
    expect(rebindAnswers).toBe(2);
    expect(row.lastError).toContain('OUTBOUND_ADDRESS_REFUSED');
    expect(connections).toBe(0);
  });
});

describe('the outbound address policy', () => {
  it('allows loopback only when the setting opts in (development and tests), never the private ranges', () => {
    const development = { allowLoopback: true };
    expect(isAllowedOutboundAddress('127.0.0.1', development)).toBe(true);
    expect(isAllowedOutboundAddress('::1', development)).toBe(true);
    expect(isAllowedOutboundAddress('::ffff:127.0.0.1', development)).toBe(true);
    expect(isAllowedOutboundAddress('10.0.0.1', development)).toBe(false);
    expect(isAllowedOutboundAddress('169.254.169.254', development)).toBe(false);
    expect(isAllowedOutboundAddress('127.0.0.1', { allowLoopback: false })).toBe(false);
    expect(isAllowedOutboundAddress('93.184.215.14', { allowLoopback: false })).toBe(true);
    expect(isAllowedOutboundAddress('2606:4700:4700::1111', { allowLoopback: false })).toBe(true);
    expect(isAllowedOutboundAddress('not an address', development)).toBe(false);
  });
});

describe('the outbound address policy with allowPrivate (the payout agent only)', () => {
  it('adds the private IPv4 ranges of RFC 1918 and nothing else', () => {
    const payoutAgent = { allowLoopback: false, allowPrivate: true };
    for (const address of ['10.0.0.1', '10.255.1.2', '172.16.5.4', '172.31.255.254', '192.168.1.1']) {
      expect(isAllowedOutboundAddress(address, payoutAgent), address).toBe(true);
      expect(isAllowedOutboundAddress(address, { allowLoopback: false }), address).toBe(false);
    }
    expect(isAllowedOutboundAddress('::ffff:192.168.1.1', payoutAgent)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '::1',
      '169.254.169.254',
      '169.254.0.1',
      '100.100.100.200',
      '100.64.0.1',
      '0.0.0.0',
      '172.32.0.1',
      '224.0.0.1',
      '255.255.255.255',
      'fd00:ec2::254',
      'fc00::1',
      'fe80::1',
      'fec0::1',
      '::ffff:169.254.169.254',
    ]) {
      expect(isAllowedOutboundAddress(address, payoutAgent), address).toBe(address === '172.32.0.1');
    }
    expect(isAllowedOutboundAddress('127.0.0.1', { allowLoopback: true, allowPrivate: true })).toBe(true);
  });
});

/** An IPv4 address of this machine on a private network (a container's, a LAN's), if it has one. */
const privateAddress = Object.values(networkInterfaces())
  .flat()
  .find(
    (entry) =>
      entry !== undefined &&
      entry.family === 'IPv4' &&
      !entry.internal &&
      isAllowedOutboundAddress(entry.address, { allowLoopback: false, allowPrivate: true }) &&
      !isAllowedOutboundAddress(entry.address, { allowLoopback: false }),
  )?.address;

/** An order as the payout job hands it to the rail. */
const order: PayoutInstruction = {
  id: 'wd-private-1',
  amountSatang: 50_000n,
  toBank: 'scb',
  toAccountNumber: '1234567890',
  toName: 'ทดสอบ ระบบ',
  fromAccountNumber: null,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
};

describe('a payout agent on a private network (PAYOUT_AGENT_ALLOW_PRIVATE)', () => {
  const secret = 'private-payout-agent-secret-0123456789';
  let agent: LocalPayoutAgent;
  const apps: TestApp[] = [];
  /** Names the operator's DNS answers: the bank robot on the office network, and a trap. */
  const agentResolver: ResolveAll = async (hostname) => {
    if (hostname === 'robot.office.test') return [{ address: privateAddress ?? '10.9.8.7', family: 4 }];
    if (hostname === 'metadata.office.test') return [{ address: '169.254.169.254', family: 4 }];
    return resolveAll(hostname);
  };
  const appWith = async (env: Record<string, string>) => {
    const app = await createTestApp({
      env: { PAYOUT_AGENT_SECRET: secret, PAYOUT_AGENT_TIMEOUT_MS: '2000', ...env },
      resolveAll: agentResolver,
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    if (privateAddress === undefined) return;
    // It keeps what it is sent (`silent`) and checks signatures against the test apps' clock.
    agent = await startLocalPayoutAgent({
      secret,
      host: privateAddress,
      mode: 'silent',
      now: () => new Date('2026-11-20T10:00:00.000Z'),
      report: async () => 200,
    });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await agent?.close();
  });

  it('defaults to off', () => {
    expect(t.context.config.PAYOUT_AGENT_ALLOW_PRIVATE).toBe(false);
  });

  it('lets it connect to a private address only with the setting', async () => {
    // Without the setting the call never leaves; with it, it goes out to 10.255.255.1, and what
    // happens there (nothing listening, a network that answers for it) is the network's.
    const railWith = (env: Record<string, string>) =>
      createPayoutAgentAccess(
        configSchema.parse({
          PAYOUT_AGENT_URL: 'http://10.255.255.1:8080',
          PAYOUT_AGENT_SECRET: secret,
          PAYOUT_AGENT_TIMEOUT_MS: '300',
          ...env,
        }),
        { clock: createManualClock(), findLocalAgent: false },
      ).rail()!;
    expect(await railWith({}).send(order)).toEqual({
      kind: 'unknown',
      error: 'request failed (OUTBOUND_ADDRESS_REFUSED)',
    });
    const allowed = await railWith({ PAYOUT_AGENT_ALLOW_PRIVATE: 'true' }).send(order);
    expect(allowed).not.toEqual({ kind: 'unknown', error: 'request failed (OUTBOUND_ADDRESS_REFUSED)' });
  });

  it.skipIf(privateAddress === undefined)(
    'is refused without the setting, before a byte reaches it, and paid through with it',
    async () => {
      const port = new URL(agent.url).port;
      const refused = await appWith({ PAYOUT_AGENT_URL: agent.url });
      expect(await refused.context.payoutAgent.rail()!.send(order)).toEqual({
        kind: 'unknown',
        error: 'request failed (OUTBOUND_ADDRESS_REFUSED)',
      });
      expect(agent.requests).toHaveLength(0);

      const allowed = await appWith({ PAYOUT_AGENT_URL: agent.url, PAYOUT_AGENT_ALLOW_PRIVATE: 'true' });
      expect(await allowed.context.payoutAgent.rail()!.send(order)).toEqual({ kind: 'accepted' });
      const byName = await appWith({
        PAYOUT_AGENT_URL: `http://robot.office.test:${port}`,
        PAYOUT_AGENT_ALLOW_PRIVATE: 'true',
      });
      expect(await byName.context.payoutAgent.rail()!.check(order.id)).toMatchObject({ kind: 'pending' });
      expect(agent.requests.map((request) => request.signed)).toEqual([true, true]);
    },
  );

  it('never reaches link-local (cloud metadata) nor loopback for it, and leaves the alert webhook as it was', async () => {
    const metadata = await appWith({
      PAYOUT_AGENT_URL: 'http://metadata.office.test/latest',
      PAYOUT_AGENT_ALLOW_PRIVATE: 'true',
    });
    expect(await metadata.context.payoutAgent.rail()!.check(order.id)).toEqual({
      kind: 'unknown',
      error: 'request failed (OUTBOUND_ADDRESS_REFUSED)',
    });
    const loopback = await appWith({
      PAYOUT_AGENT_URL: `http://127.0.0.1:${internalPort}`,
      PAYOUT_AGENT_ALLOW_PRIVATE: 'true',
    });
    expect(await loopback.context.payoutAgent.rail()!.send(order)).toMatchObject({
      kind: 'unknown',
      error: 'request failed (OUTBOUND_ADDRESS_REFUSED)',
    });
    expect(connections).toBe(0);
    // Staff still cannot aim the alert webhook at the private network.
    const staffAdmin = (await createStaffMember(metadata, { username: 'private-admin', role: 'admin' }))
      .staffId;
    const saved = await metadata.app.inject({
      method: 'PUT',
      url: '/api/backoffice/alerts/settings',
      headers: { authorization: `Bearer ${await staffSessionToken(metadata, staffAdmin)}` },
      payload: { ...settings, webhook_url: 'https://robot.office.test/hook' },
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toMatchObject({ code: 'outbound_address_refused' });
  });
});
