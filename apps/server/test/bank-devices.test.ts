import { defaultStaffAlerts } from '@chaba/contracts/backoffice-risk';
import type { ForwardedMessage, ParsedBankMessage } from '@chaba/core/bank-messages/bank-message';
import {
  auditLog,
  bankMessages,
  bankStatementLines,
  companyBankAccounts,
  siteSettings,
  staffAlertOutbox,
} from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverJobs, startJobs } from '../src/jobs';
import { postSmsForwarder, postSmsGateway, smsGatewayBody } from './fake-forwarders';
import { memberWithPendingDeposit } from './bank-device-helpers';
import { creditOf, useTestApp } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * The company phones' forwarders (issue 25): devices, both apps' signatures, replays, duplicates,
 * concurrent posts, crediting, the manual line, who reads the messages, the gap and quiet alerts.
 * The bank parsers are another piece of work: the app is given this file's own reader of a test
 * format, `IN|OUT <baht> ACC <digits> [BAL <baht>]`.
 */
const t = useTestApp({ ledgerCheck: 'after-all' });

function testParser(message: ForwardedMessage): ParsedBankMessage {
  const match = /^(IN|OUT) ([\d.]+) ACC (\d+)(?: BAL ([\d.]+))?$/.exec(message.text);
  if (!match)
    return { kind: 'unknown', bank: null, amountSatang: null, accountDigits: null, balanceAfterSatang: null };
  const satang = (baht: string) => BigInt(Math.round(Number(baht) * 100));
  const balanceAfterSatang = match[4] === undefined ? null : satang(match[4]);
  if (match[1] === 'OUT')
    return {
      kind: 'outgoing',
      bank: 'KBANK',
      amountSatang: satang(match[2]!),
      accountDigits: match[3]!,
      balanceAfterSatang,
    };
  return {
    kind: 'incoming',
    bank: 'KBANK',
    amountSatang: satang(match[2]!),
    occurredAt: message.receivedAt,
    accountDigits: match[3]!,
    fromBank: null,
    fromAccountDigits: null,
    fromName: 'นาย ทดสอบ',
    balanceAfterSatang,
  };
}

const staff: Record<'admin' | 'finance' | 'support' | 'marketing', number> = {
  admin: 0,
  finance: 0,
  support: 0,
  marketing: 0,
};
beforeAll(async () => {
  t.context.parseBankMessage = testParser;
  for (const role of Object.keys(staff) as Array<keyof typeof staff>) {
    staff[role] = (await createStaffMember(t, { username: `devices-${role}`, role })).staffId;
  }
  // A destination on, so that alerts are written to the outbox (never sent: no job sends them here).
  await t.connection.db
    .insert(siteSettings)
    .values({
      key: 'staff_alerts',
      value: { ...defaultStaffAlerts, webhook_enabled: true, webhook_url: 'https://alerts.example.com/hook' },
    })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value` } });
});
beforeEach(() => t.clock.advanceSeconds(120));

async function as(who: keyof typeof staff, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
  const token = await staffSessionToken(t, staff[who]);
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function registerDevice(name = 'Company phone') {
  const response = await as('admin', 'POST', '/api/backoffice/bank-devices', { name });
  expect(response.status).toBe(200);
  return response.body.data as {
    id: number;
    secret: string;
    addresses: { sms_forwarder: string; sms_gateway: string };
  };
}

const storedMessages = () => t.connection.db.select().from(bankMessages).orderBy(bankMessages.id);
const linesWith = (externalPrefix: string) =>
  t.connection.db
    .select()
    .from(bankStatementLines)
    .where(sql`${bankStatementLines.externalId} like ${`${externalPrefix}%`}`);

describe('registering a device', () => {
  it('answers the secret once and the two addresses, audited; the list shows it never heard', async () => {
    const device = await registerDevice('Front desk phone');
    expect(device.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(device.addresses.sms_forwarder).toMatch(
      new RegExp(`/api/integrations/bank-devices/${device.id}/sms-forwarder$`),
    );
    const list = await as('admin', 'GET', '/api/backoffice/bank-devices');
    const listed = list.body.data.find((row: { id: number }) => row.id === device.id);
    expect(listed).toMatchObject({
      name: 'Front desk phone',
      health: 'never_heard',
      messages_today: 0,
      last_message_at: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(device.secret);
    const audits = await t.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'bank_device'));
    expect(audits.map((row) => row.action)).toContain('settings.bank_device.create');
    expect(JSON.stringify(audits)).not.toContain(device.secret);
  });

  it('renames, disables and rotates the secret, each audited; the old secret stops working', async () => {
    const device = await registerDevice();
    expect(
      (await as('admin', 'PATCH', `/api/backoffice/bank-devices/${device.id}`, { name: 'Renamed' })).body.data
        .name,
    ).toBe('Renamed');
    const rotated = await as('admin', 'POST', `/api/backoffice/bank-devices/${device.id}/secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).not.toBe(device.secret);
    expect(
      (await postSmsForwarder(t, device.id, { content: 'hello' }, { secret: device.secret })).status,
    ).toBe(401);
    expect(
      (await postSmsForwarder(t, device.id, { content: 'hello' }, { secret: rotated.body.data.secret }))
        .status,
    ).toBe(200);
    const disabled = await as('admin', 'PATCH', `/api/backoffice/bank-devices/${device.id}`, {
      enabled: false,
    });
    expect(disabled.body.data.health).toBe('disabled');
    t.clock.advanceSeconds(1);
    expect(
      (await postSmsForwarder(t, device.id, { content: 'hello 2' }, { secret: rotated.body.data.secret }))
        .status,
    ).toBe(401);
    const actions = (
      await t.connection.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(device.id)))
    )
      .filter((row) => row.targetType === 'bank_device')
      .map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['settings.bank_device.update', 'settings.bank_device.rotate_secret']),
    );
  });

  it('is for settings.manage only', async () => {
    expect((await as('finance', 'POST', '/api/backoffice/bank-devices', { name: 'x' })).status).toBe(403);
    expect((await as('support', 'GET', '/api/backoffice/bank-devices')).status).toBe(403);
  });
});

describe("SmsForwarder's webhook", () => {
  it('stores a message signed as the app signs it, form or JSON, and marks the device heard', async () => {
    const device = await registerDevice();
    const form = await postSmsForwarder(t, device.id, { content: 'โปรโมชั่นพิเศษ' }, { secret: device.secret });
    expect(form).toMatchObject({
      status: 200,
      body: { success: true, data: { duplicate: false, outcome: 'unparsed' } },
    });
    t.clock.advanceSeconds(1);
    const json = await postSmsForwarder(
      t,
      device.id,
      { content: 'OTP 123456' },
      { secret: device.secret, json: true },
    );
    expect(json.status).toBe(200);
    const list = await as('admin', 'GET', '/api/backoffice/bank-devices');
    expect(list.body.data.find((row: { id: number }) => row.id === device.id)).toMatchObject({
      health: 'ok',
      messages_today: 2,
    });
  });

  it('refuses a bad sign, a replayed sign and a stale timestamp with 401, storing nothing', async () => {
    const device = await registerDevice();
    const before = (await storedMessages()).length;
    expect(
      (await postSmsForwarder(t, device.id, { content: 'a' }, { secret: 'not-the-secret' })).status,
    ).toBe(401);
    const timestampMs = t.clock.now().getTime();
    expect(
      (await postSmsForwarder(t, device.id, { content: 'b' }, { secret: device.secret, timestampMs })).status,
    ).toBe(200);
    const replay = await postSmsForwarder(
      t,
      device.id,
      { content: 'c' },
      { secret: device.secret, timestampMs },
    );
    expect(replay).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
    const stale = await postSmsForwarder(
      t,
      device.id,
      { content: 'd' },
      { secret: device.secret, timestampMs: timestampMs - 301_000 },
    );
    expect(stale).toMatchObject({ status: 401, body: { code: 'stale_timestamp' } });
    expect((await storedMessages()).length).toBe(before + 1);
  });

  it('answers an unknown device as a bad signature, and a malformed body with 422', async () => {
    expect((await postSmsForwarder(t, 999_999, { content: 'x' }, { secret: 'whatever' })).status).toBe(401);
    const device = await registerDevice();
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/bank-devices/${device.id}/sms-forwarder`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'from=KBank',
    });
    expect(malformed.statusCode).toBe(422);
  });
});

describe("SMS Gateway for Android's webhook", () => {
  it('stores sms:received signed as the app signs it; a ping only marks the device heard', async () => {
    const device = await registerDevice();
    const body = smsGatewayBody({ message: 'Hello', receivedAt: '2026-11-20T17:00:00.000+07:00' });
    const stored = await postSmsGateway(t, device.id, body, { secret: device.secret });
    expect(stored).toMatchObject({ status: 200, body: { data: { duplicate: false, outcome: 'unparsed' } } });
    const again = await postSmsGateway(t, device.id, body, { secret: device.secret });
    expect(again).toMatchObject({
      status: 200,
      body: { data: { duplicate: true, message_id: stored.body.data.message_id } },
    });
    const ping = await postSmsGateway(
      t,
      device.id,
      smsGatewayBody({ message: '', receivedAt: '' }, 'system:ping'),
      {
        secret: device.secret,
      },
    );
    expect(ping).toMatchObject({ status: 200, body: { data: { message_id: null } } });
  });

  it('refuses a bad signature, a stale timestamp and a disabled device with 401, storing nothing', async () => {
    const device = await registerDevice();
    const before = (await storedMessages()).length;
    const body = smsGatewayBody({ message: 'x', receivedAt: '2026-11-20T17:00:00.000+07:00' });
    expect(
      (await postSmsGateway(t, device.id, body, { secret: device.secret, signature: 'ab'.repeat(32) }))
        .status,
    ).toBe(401);
    const stale = Math.floor(t.clock.now().getTime() / 1000) - 600;
    expect(
      (await postSmsGateway(t, device.id, body, { secret: device.secret, timestampSeconds: stale })).status,
    ).toBe(401);
    await as('admin', 'PATCH', `/api/backoffice/bank-devices/${device.id}`, { enabled: false });
    expect((await postSmsGateway(t, device.id, body, { secret: device.secret })).status).toBe(401);
    expect((await storedMessages()).length).toBe(before);
  });
});

describe('an incoming transfer', () => {
  it('credits the member whose pending deposit it pays, once, through the statement line', async () => {
    const device = await registerDevice();
    const member = await memberWithPendingDeposit(t, 321);
    const text = `IN ${member.amount.toFixed(2)} ACC ${member.account.slice(-6)}`;
    const posted = await postSmsForwarder(t, device.id, { content: text }, { secret: device.secret });
    expect(posted).toMatchObject({ status: 200, body: { data: { outcome: 'statement_line' } } });
    expect(await creditOf(t.app, member.token)).toBe(member.amount);
    const messages = await as(
      'finance',
      'GET',
      `/api/backoffice/bank-messages?account=${member.account.slice(-6)}&outcome=statement_line`,
    );
    expect(messages.body.data[0]).toMatchObject({
      amount: member.amount,
      statement_line_status: 'matched',
      kind: 'incoming',
    });
  });

  it('is one line when forwarded twice, and when its SMS and app notification both arrive', async () => {
    const device = await registerDevice();
    const member = await memberWithPendingDeposit(t, 401);
    const digits = member.account.slice(-6);
    const sms = `IN ${member.amount.toFixed(2)} ACC ${digits} BAL 90000.00`;
    const receivedAt = t.clock.now().toISOString();
    const body = smsGatewayBody({ message: sms, receivedAt });
    expect((await postSmsGateway(t, device.id, body, { secret: device.secret })).status).toBe(200);
    expect((await postSmsGateway(t, device.id, body, { secret: device.secret })).body.data.duplicate).toBe(
      true,
    );
    // The app's notification of the same transfer carries no balance: the same line still.
    const notification = `IN ${member.amount.toFixed(2)} ACC ${digits}`;
    expect(
      (
        await postSmsForwarder(
          t,
          device.id,
          { from: 'com.kasikorn.retail.mbanking.wap', content: notification },
          { secret: device.secret },
        )
      ).status,
    ).toBe(200);
    const lines = await linesWith(`bank-message:${member.account}:${Math.round(member.amount * 100)}:`);
    expect(lines).toHaveLength(1);
    expect(await creditOf(t.app, member.token)).toBe(member.amount);
  });

  it('is two lines for two real transfers of one amount in one minute with different balances after', async () => {
    const device = await registerDevice();
    const account = (await memberWithPendingDeposit(t, 110)).account;
    const at = new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 5_000).toISOString();
    for (const balance of ['1000.00', '1777.00']) {
      const body = smsGatewayBody({
        message: `IN 777.00 ACC ${account.slice(-6)} BAL ${balance}`,
        receivedAt: at,
      });
      expect((await postSmsGateway(t, device.id, body, { secret: device.secret })).status).toBe(200);
    }
    expect(await linesWith(`bank-message:${account}:77700:`)).toHaveLength(2);
  });

  it('is one line and one credit under 20 concurrent posts of the same transfer', async () => {
    const device = await registerDevice();
    const member = await memberWithPendingDeposit(t, 612);
    const digits = member.account.slice(-6);
    const base = t.clock.now().getTime();
    const posts = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? postSmsForwarder(
            t,
            device.id,
            { content: `IN ${member.amount.toFixed(2)} ACC ${digits} BAL 5000.00` },
            { secret: device.secret, timestampMs: base + index },
          )
        : postSmsGateway(
            t,
            device.id,
            smsGatewayBody({
              message: `IN ${member.amount.toFixed(2)} ACC ${digits}`,
              receivedAt: new Date(base).toISOString(),
            }),
            { secret: device.secret },
          ),
    );
    const answers = await Promise.all(posts);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(
      await linesWith(`bank-message:${member.account}:${Math.round(member.amount * 100)}:`),
    ).toHaveLength(1);
    expect(await creditOf(t.app, member.token)).toBe(member.amount);
  });

  it('waits for staff when no company account has the digits; staff make it a line by hand, audited', async () => {
    const device = await registerDevice();
    const member = await memberWithPendingDeposit(t, 250);
    const posted = await postSmsForwarder(
      t,
      device.id,
      { content: `IN ${member.amount.toFixed(2)} ACC 000000` },
      { secret: device.secret },
    );
    expect(posted.body.data.outcome).toBe('no_account');
    const id = posted.body.data.message_id as number;
    const manual = {
      account_number: member.account,
      amount: member.amount,
      occurred_at: t.clock.now().toISOString(),
      from_name: 'นาย ทดสอบ',
    };
    expect(
      (await as('support', 'POST', `/api/backoffice/bank-messages/${id}/statement-line`, manual)).status,
    ).toBe(403);
    const made = await as('finance', 'POST', `/api/backoffice/bank-messages/${id}/statement-line`, manual);
    expect(made).toMatchObject({
      status: 200,
      body: { data: { line_status: 'matched', message: { outcome: 'statement_line' } } },
    });
    expect(await creditOf(t.app, member.token)).toBe(member.amount);
    expect(
      (await as('finance', 'POST', `/api/backoffice/bank-messages/${id}/statement-line`, manual)).status,
    ).toBe(409);
    const [audit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'deposits.bank_message.statement_line'));
    expect(audit).toMatchObject({ staffId: staff.finance, targetId: String(id) });
  });
});

describe('who reads the messages', () => {
  it('the money desks only: support and marketing are refused', async () => {
    expect((await as('finance', 'GET', '/api/backoffice/bank-messages')).status).toBe(200);
    expect((await as('admin', 'GET', '/api/backoffice/bank-messages/gaps')).status).toBe(200);
    for (const who of ['support', 'marketing'] as const) {
      expect((await as(who, 'GET', '/api/backoffice/bank-messages')).status).toBe(403);
      expect((await as(who, 'GET', '/api/backoffice/bank-messages/gaps')).status).toBe(403);
    }
  });
});

describe('a missed message', () => {
  it('is found when a balance jumps more than the messages explain: an alert names the account and amount', async () => {
    const device = await registerDevice();
    // An account of its own: the other tests' balances on the seeded accounts are not this one's.
    const account = '5550001112';
    await t.connection.db
      .insert(companyBankAccounts)
      .values({ bank: 'kbank', accountNumber: account, accountName: 'Gap test', status: 'paused' });
    const digits = '0001112';
    await t.connection.db.delete(staffAlertOutbox);
    const post = async (text: string) => {
      t.clock.advanceSeconds(60);
      const answer = await postSmsForwarder(t, device.id, { content: text }, { secret: device.secret });
      expect(answer.status).toBe(200);
    };
    await post(`IN 100.00 ACC ${digits} BAL 50100.00`);
    await post(`OUT 40.00 ACC ${digits} BAL 50060.00`);
    await post(`IN 10.00 ACC ${digits} BAL 50070.00`);
    const gapAlerts = () =>
      t.connection.db.select().from(staffAlertOutbox).where(eq(staffAlertOutbox.kind, 'bank_message_gap'));
    expect(await gapAlerts()).toEqual([]);
    // 25.00 arrived that no message told.
    await post(`IN 5.00 ACC ${digits} BAL 50100.00`);
    const alerts = await gapAlerts();
    expect(alerts[0]!.payload).toMatchObject({ account, unexplained_baht: 25 });
    const gaps = await as('finance', 'GET', '/api/backoffice/bank-messages/gaps');
    expect(gaps.body.data[0]).toMatchObject({
      account_number: account,
      unexplained_amount: 25,
      reported_balance: 50100,
    });
    // The balance the last message told is the account's last known one (decision 52).
    const [known] = await t.connection.db
      .select()
      .from(companyBankAccounts)
      .where(eq(companyBankAccounts.accountNumber, account));
    expect(known).toMatchObject({ balanceSatang: 50100_00n, balanceSource: 'bank_message' });
  });
});

describe('a quiet device', () => {
  it('raises one alert per quiet spell while deposits are pending, and shows quiet', async () => {
    const device = await registerDevice();
    expect(
      (await postSmsForwarder(t, device.id, { content: 'hello' }, { secret: device.secret })).status,
    ).toBe(200);
    await memberWithPendingDeposit(t, 130);
    await t.connection.db.delete(staffAlertOutbox);
    const quietJob = startJobs(t.context, t.app.log, {
      autoStart: false,
      jobs: serverJobs.filter((job) => job.name === 'bank-devices-quiet'),
    });
    t.clock.advanceSeconds(31 * 60);
    await quietJob.runOnce();
    await quietJob.runOnce();
    const alerts = await t.connection.db
      .select()
      .from(staffAlertOutbox)
      .where(eq(staffAlertOutbox.kind, 'bank_device_quiet'));
    const forDevice = alerts.filter(
      (alert) => (alert.payload as { device_id: number }).device_id === device.id,
    );
    expect(forDevice).toHaveLength(1);
    const list = await as('admin', 'GET', '/api/backoffice/bank-devices');
    expect(list.body.data.find((row: { id: number }) => row.id === device.id).health).toBe('quiet');
    expect(list.body.pending_deposits).toBeGreaterThan(0);
    // The deposit desk shows it in red: the money desks read the quiet phones, support does not.
    const quiet = await as('finance', 'GET', '/api/backoffice/bank-messages/quiet-devices');
    expect(quiet.body.data.map((row: { id: number }) => row.id)).toContain(device.id);
    expect((await as('support', 'GET', '/api/backoffice/bank-messages/quiet-devices')).status).toBe(403);
  });
});

describe('the retention of messages', () => {
  it("removes a message's text and sender name after BANK_MESSAGE_RETENTION_DAYS, keeping the amounts", async () => {
    const device = await registerDevice();
    const posted = await postSmsForwarder(
      t,
      device.id,
      { content: 'IN 42.00 ACC 000000' },
      { secret: device.secret },
    );
    const id = posted.body.data.message_id as number;
    const retentionJob = startJobs(t.context, t.app.log, {
      autoStart: false,
      jobs: serverJobs.filter((job) => job.name === 'bank-messages-retention'),
    });
    t.clock.advanceSeconds(89 * 86_400);
    await retentionJob.runOnce();
    const kept = (await storedMessages()).find((message) => message.id === id)!;
    expect(kept.text).toBe('IN 42.00 ACC 000000');
    t.clock.advanceSeconds(2 * 86_400);
    await retentionJob.runOnce();
    const forgotten = (await storedMessages()).find((message) => message.id === id)!;
    expect(forgotten).toMatchObject({ text: null, fromName: null, amountSatang: 4200n });
  });
});
