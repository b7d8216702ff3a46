import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { auditLog, companyBankAccounts, staffAlertOutbox } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../src/job';
import { startJobs } from '../src/jobs';
import {
  alertSettingsRequest,
  startFakeTelegram,
  startFakeWebhookReceiver,
  type FakeReceiver,
} from './fake-alert-receivers';
import { call, createTestApp, fundMember, postStatementLines, type TestApp } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/*
 * Staff alerts (issue 12): written to the outbox in the event's transaction and sent by the
 * send-staff-alerts job to a signed webhook and to Telegram, both local fakes that speak the
 * documented protocols. A failing destination is retried with a growing delay; a sent alert is not
 * sent again; the secrets are never answered nor logged.
 */

const webhookSecret = 'alert-webhook-secret-for-tests';
const botToken = '123456789:AAtest-bot-token-never-logged';
let t: TestApp;
let webhook: FakeReceiver;
let telegram: FakeReceiver;
const logLines: string[] = [];
const staffIds = {} as Record<'admin' | 'finance' | 'marketing', number>;

// Every test member has the helper's holder name (a risk flag): on only where a test needs it.
const settings = alertSettingsRequest();

beforeAll(async () => {
  let now = () => new Date();
  webhook = await startFakeWebhookReceiver({ secret: webhookSecret, now: () => now() });
  telegram = await startFakeTelegram({ token: botToken });
  t = await createTestApp({
    env: {
      ALERT_WEBHOOK_SECRET: webhookSecret,
      TELEGRAM_BOT_TOKEN: botToken,
      TELEGRAM_API_URL: telegram.url,
      // The fake receiver listens on 127.0.0.1: tests opt in to loopback (decision 45).
      OUTBOUND_ALLOW_LOOPBACK: 'true',
    },
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  now = () => t.clock.now();
  for (const role of ['admin', 'finance', 'marketing'] as const) {
    staffIds[role] = (await createStaffMember(t, { username: `alerts-${role}`, role })).staffId;
  }
  settings.webhook_url = `${webhook.url}/hooks/chaba`;
  expect((await as('admin', 'PUT', '/api/backoffice/alerts/settings', settings)).status).toBe(200);
});
afterAll(async () => {
  expect((await checkLedger(t.connection.db)).problems).toEqual([]);
  await t.close();
  await webhook.close();
  await telegram.close();
});
beforeEach(async () => {
  // Each test starts with an empty outbox and fresh fakes.
  await t.connection.db.delete(staffAlertOutbox);
  webhook.accepted.length = 0;
  webhook.refused.length = 0;
  telegram.accepted.length = 0;
  telegram.refused.length = 0;
});

async function as(who: keyof typeof staffIds, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) {
  const token = await staffSessionToken(t, staffIds[who]);
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json(), text: response.body };
}

let counter = 0;
const nextPhone = () => `0644${String((counter += 1)).padStart(6, '0')}`;

async function sendAlerts() {
  const outcomes = await t.jobs.runOnce();
  expect(outcomes.find((outcome) => outcome.name === 'send-staff-alerts')).toMatchObject({ result: 'ok' });
}
const outbox = () => t.connection.db.select().from(staffAlertOutbox).orderBy(staffAlertOutbox.id);

async function withdraw(amount: number) {
  const member = await fundMember(t, nextPhone(), amount + 100);
  const answer = await call(t.app, 'POST', '/api/requests/withdraw', {
    token: member.token,
    body: { phone: member.phone, amount },
  });
  expect(answer.status).toBe(200);
  return { ...member, withdrawalId: answer.body.data.id as number };
}

describe('staff alerts', () => {
  it('send a withdrawal above the amount to the signed webhook and to Telegram, once', async () => {
    await withdraw(900); // not above 1,000
    expect(await outbox()).toEqual([]);
    const member = await withdraw(1500);
    const queued = await outbox();
    expect(queued.map((row) => [row.destination, row.kind, row.status])).toEqual([
      ['webhook', 'large_withdrawal', 'pending'],
      ['telegram', 'large_withdrawal', 'pending'],
    ]);

    await sendAlerts();
    expect(webhook.refused).toEqual([]);
    expect(webhook.accepted).toEqual([
      {
        path: '/hooks/chaba',
        body: {
          id: queued[0]!.id,
          kind: 'large_withdrawal',
          created_at: t.clock.now().toISOString(),
          data: expect.objectContaining({ amount: 1500, phone: member.phone }),
        },
      },
    ]);
    expect(telegram.refused).toEqual([]);
    expect(telegram.accepted).toHaveLength(1);
    expect(telegram.accepted[0]!.body).toMatchObject({ chat_id: '-1001234567890' });
    expect(telegram.accepted[0]!.body.text).toContain('amount: 1500');
    expect((await outbox()).map((row) => row.status)).toEqual(['sent', 'sent']);

    // Sent is sent: the next runs send nothing again.
    t.clock.advanceSeconds(3600);
    await sendAlerts();
    expect(webhook.accepted).toHaveLength(1);
    expect(telegram.accepted).toHaveLength(1);
  });

  it('retry a failing destination with a growing delay, and do not resend to the one that took it', async () => {
    webhook.failNext(2, 503);
    await withdraw(2000);
    await sendAlerts();
    expect(telegram.accepted).toHaveLength(1);
    let [toWebhook] = await outbox();
    expect(toWebhook).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 503' });

    await sendAlerts(); // not due yet: 30 seconds
    expect(webhook.refused).toHaveLength(1);
    t.clock.advanceSeconds(30);
    await sendAlerts(); // second failure: next in 60 seconds
    expect(webhook.refused).toHaveLength(2);
    t.clock.advanceSeconds(30);
    await sendAlerts();
    expect(webhook.refused).toHaveLength(2);
    t.clock.advanceSeconds(30);
    await sendAlerts();
    expect(webhook.accepted).toHaveLength(1);
    [toWebhook] = await outbox();
    expect(toWebhook).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(telegram.accepted).toHaveLength(1);
  });

  it('wait as long as Telegram asks (retry_after) when it limits the bot', async () => {
    telegram.failNext(1, 429, 120);
    await withdraw(2000);
    await sendAlerts();
    const toTelegram = (await outbox()).find((row) => row.destination === 'telegram')!;
    expect(toTelegram).toMatchObject({ status: 'pending', lastError: 'Telegram HTTP 429 error 429' });
    expect(toTelegram.nextAttemptAt).toEqual(new Date(t.clock.now().getTime() + 120_000));
    t.clock.advanceSeconds(60);
    await sendAlerts();
    expect(telegram.accepted).toHaveLength(0);
    t.clock.advanceSeconds(60);
    await sendAlerts();
    expect(telegram.accepted).toHaveLength(1);
  });

  it('tell of an unmatched transfer, a risk flag and a failing job (once until it recovers)', async () => {
    const [account] = await t.connection.db.select().from(companyBankAccounts).limit(1);
    const stray = await postStatementLines(t, [
      {
        id: 'alert-stray-1',
        account_number: account!.accountNumber,
        amount: 777.5,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    expect(stray.body.data[0].status).toBe('unmatched');

    let failing = true;
    const flaky: Job = {
      name: 'test-flaky',
      intervalMs: 5_000,
      batchSize: 1,
      run: () => (failing ? Promise.reject(new Error('down')) : Promise.resolve(0)),
    };
    const runner = startJobs(t.context, t.app.log, { autoStart: false, jobs: [flaky] });
    await runner.runOnce();
    await runner.runOnce(); // still failing: no second alert
    failing = false;
    await runner.runOnce();
    failing = true;
    await runner.runOnce(); // failing anew: a new alert

    const kinds = (await outbox()).filter((row) => row.destination === 'webhook').map((row) => row.kind);
    expect(kinds).toEqual(['unmatched_transfer', 'job_failed', 'job_failed']);
    await sendAlerts();
    expect(webhook.accepted.map((alert) => alert.body.kind)).toEqual(kinds);
    expect(webhook.accepted[0]!.body.data).toMatchObject({ amount: 777.5, reason: 'no_pending_deposit' });
    expect(webhook.accepted[1]!.body.data).toEqual({ job: 'test-flaky', error: 'Error: down' });

    // Members on one holder's name (the helper's): a flag, an alert.
    await as('admin', 'PUT', '/api/backoffice/alerts/settings', { ...settings, alert_risk_flag: true });
    await fundMember(t, nextPhone(), 100);
    await as('admin', 'PUT', '/api/backoffice/alerts/settings', settings);
    const flags = (await outbox()).filter(
      (row) => row.kind === 'risk_flag' && row.destination === 'telegram',
    );
    expect(flags.length).toBeGreaterThanOrEqual(1);
    expect(flags[0]!.payload).toMatchObject({ rule: expect.any(String), member_id: expect.any(Number) });
  });

  it('send nothing for an event switched off, nor to a destination switched off', async () => {
    expect(
      (
        await as('admin', 'PUT', '/api/backoffice/alerts/settings', {
          ...settings,
          telegram_enabled: false,
          alert_unmatched_transfer: false,
        })
      ).status,
    ).toBe(200);
    try {
      const [account] = await t.connection.db.select().from(companyBankAccounts).limit(1);
      await postStatementLines(t, [
        {
          id: 'alert-stray-2',
          account_number: account!.accountNumber,
          amount: 12,
          occurred_at: t.clock.now().toISOString(),
        },
      ]);
      await withdraw(3000);
      expect((await outbox()).map((row) => [row.destination, row.kind])).toEqual([
        ['webhook', 'large_withdrawal'],
      ]);
    } finally {
      await as('admin', 'PUT', '/api/backoffice/alerts/settings', settings);
    }
  });

  it('are set up by settings.manage only, validated per field, audited, and never show the secrets', async () => {
    expect((await as('finance', 'GET', '/api/backoffice/alerts/settings')).status).toBe(403);
    expect((await as('marketing', 'PUT', '/api/backoffice/alerts/settings', settings)).status).toBe(403);
    const read = await as('admin', 'GET', '/api/backoffice/alerts/settings');
    expect(read.body.data).toEqual({
      ...settings,
      webhook_secret_configured: true,
      telegram_token_configured: true,
    });
    expect(read.text).not.toContain(webhookSecret);
    expect(read.text).not.toContain(botToken);

    const bad = await as('admin', 'PUT', '/api/backoffice/alerts/settings', {
      ...settings,
      telegram_chat_id: 'not a chat',
      large_withdrawal_above: 'lots',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['large_withdrawal_above', 'telegram_chat_id']);
    const noAddress = await as('admin', 'PUT', '/api/backoffice/alerts/settings', {
      ...settings,
      webhook_url: '',
    });
    expect(noAddress.status).toBe(422);
    expect(Object.keys(noAddress.body.errors)).toEqual(['webhook_url']);
    const insecure = await as('admin', 'PUT', '/api/backoffice/alerts/settings', {
      ...settings,
      webhook_url: 'http://alerts.example.com/hook',
    });
    expect(insecure.status).toBe(422);

    const saved = await as('admin', 'PUT', '/api/backoffice/alerts/settings', {
      ...settings,
      large_withdrawal_above: 2500,
    });
    expect(saved.body.data.large_withdrawal_above).toBe(2500);
    const audits = await t.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.staff_alerts'));
    expect(audits.at(-1)).toMatchObject({
      staffId: staffIds.admin,
      after: { large_withdrawal_above_satang: 250000 },
    });
    await as('admin', 'PUT', '/api/backoffice/alerts/settings', settings);

    const log = await as('admin', 'GET', '/api/backoffice/alerts/outbox');
    expect(log.status).toBe(200);
  });

  it('send a test alert from the console to each destination switched on, audited', async () => {
    expect((await as('finance', 'POST', '/api/backoffice/alerts/test')).status).toBe(403);
    const sent = await as('admin', 'POST', '/api/backoffice/alerts/test');
    expect(sent.body).toEqual({ success: true, data: { queued: 2 } });
    await sendAlerts();
    expect(webhook.accepted.map((alert) => alert.body.kind)).toEqual(['test']);
    expect(webhook.accepted[0]!.body.data).toMatchObject({ by: 'alerts-admin' });
    expect(telegram.accepted[0]!.body.text).toContain('Test alert');
    const [audit] = await t.connection.db.select().from(auditLog).where(eq(auditLog.action, 'alerts.test'));
    expect(audit).toMatchObject({ staffId: staffIds.admin, details: { queued: 2 } });
  });

  it('never write the bot token or the webhook secret to a log line, even when sending fails', async () => {
    telegram.failNext(1, 500);
    webhook.failNext(1, 500);
    await withdraw(2000);
    await sendAlerts();
    const [toWebhook, toTelegram] = await outbox();
    expect(toWebhook!.lastError).toBe('HTTP 500');
    expect(toTelegram!.lastError).toBe('Telegram HTTP 500 error 500');
    const everything = logLines.join('\n');
    expect(everything).toContain('staff alerts');
    expect(everything).not.toContain(botToken);
    expect(everything).not.toContain(webhookSecret);
  });
});
