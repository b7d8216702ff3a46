import { isAllowedOutboundAddress, type ResolveAll } from '@chaba/core/outbound/outbound-address';
import { siteSettings, staffAlertOutbox } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertSettingsRequest } from './fake-alert-receivers';
import { createTestApp, type TestApp } from './helpers';
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
