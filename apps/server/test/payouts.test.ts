import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { defaultStaffAlerts } from '@chaba/contracts/backoffice-risk';
import { writeSiteSetting } from '@chaba/core/site/site-settings';
import { auditLog, moneyRequests, payoutOrders, staffAlertOutbox } from '@chaba/db/schema';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalPayoutAgent } from '../../../scripts/local-payout-agent';
import { call, creditOf, logInStaff, memberIdOf, type TestApp } from './helpers';
import {
  appWithPayoutAgent,
  deskRow,
  fundedMember,
  ordersOf,
  payoutSecret,
  returningMember,
  withdraw,
  withdrawalSettings,
} from './payout-helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';
import { signWebhook } from '@chaba/core/integrations/verify-signature';
import { approveAutomatically } from '@chaba/core/withdrawals/approve-automatically';
import { requestWithdrawal } from '@chaba/core/withdrawals/request-withdrawal';
import { readQueueSnapshot } from '@chaba/core/staff-queues/read-queue-snapshot';
import { sendNow, withdrawalRulesOf } from '../src/payouts';

let t: TestApp;
let agent: LocalPayoutAgent;
let staffToken: string;

beforeAll(async () => {
  ({ t, agent } = await appWithPayoutAgent());
  staffToken = await logInStaff(t.app);
  const saved = await saveSettings(withdrawalSettings());
  expect(saved.status).toBe(200);
});
afterEach(async () => {
  agent.mode = 'pay';
  agent.reportTwice = false;
  expect((await checkLedger(t.connection.db)).problems).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await agent?.close();
});

async function saveSettings(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/backoffice/settings/withdrawals',
    headers: { authorization: `Bearer ${staffToken}` },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

/** Waits until the withdrawal has left `pending` (paid or returned), as the member site sees it. */
async function settled(requestId: number) {
  await vi.waitFor(
    async () => {
      const [row] = await t.connection.db.select().from(moneyRequests).where(eq(moneyRequests.id, requestId));
      expect(row!.status).not.toBe('pending');
    },
    { timeout: 5_000, interval: 20 },
  );
  const [row] = await t.connection.db.select().from(moneyRequests).where(eq(moneyRequests.id, requestId));
  return row!;
}

/** Staff alerts to a Telegram chat (no bot token: they are queued and never leave the test). */
async function alertsToTelegram() {
  await writeSiteSetting(
    t.connection.db,
    'staff_alerts',
    { ...defaultStaffAlerts, telegram_enabled: true, telegram_chat_id: '-1001234567890' },
    t.clock.now(),
  );
}

/** The `payout_contradicted` alerts queued about an order, oldest first: what each tells. */
async function contradictionAlerts(orderId: string) {
  const rows = await t.connection.db
    .select()
    .from(staffAlertOutbox)
    .where(eq(staffAlertOutbox.kind, 'payout_contradicted'))
    .orderBy(asc(staffAlertOutbox.id));
  return rows
    .map((row) => row.payload as Record<string, unknown>)
    .filter((payload) => payload.order_id === orderId);
}

/** Sends a signed report to the result endpoint, as the agent does. */
function report(id: string, body: Record<string, unknown>, secret = payoutSecret) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
  return call(t.app, 'POST', `/api/integrations/payouts/${id}/result`, {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signWebhook(secret, timestamp, raw),
    },
  });
}

describe('withdrawal limits in the settings desk', () => {
  it('refuse a two-person amount the maximum per request never reaches, on its field', async () => {
    const refused = await saveSettings(withdrawalSettings({ max: 50_000, second_approval_above: 50_000 }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.second_approval_above[0]).toMatch(/50,000|50000/);
    const current = await call(t.app, 'GET', '/api/backoffice/settings/withdrawals', { token: staffToken });
    expect(current.body.data).toMatchObject({
      max: 50_000,
      second_approval_above: 20_000,
      payout_agent: true,
    });
  });

  it('audit each change with before and after', async () => {
    expect((await saveSettings(withdrawalSettings({ daily_count: 50 }))).status).toBe(200);
    const entries = await t.connection.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['settings.withdrawal_limits', 'settings.withdrawal_auto']));
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const last = entries.filter((entry) => entry.action === 'settings.withdrawal_limits').at(-1)!;
    expect(last.after).toMatchObject({ daily_count: 50, second_approval_above_satang: 2_000_000 });
    expect((await saveSettings(withdrawalSettings())).status).toBe(200);
  });

  it('hold a member to the daily count, the daily amount and the cooldown', async () => {
    await saveSettings(withdrawalSettings({ auto_enabled: false, daily_count: 1, cooldown_minutes: 10 }));
    const member = await fundedMember(t, 3_000);
    const first = await withdraw(t, member, 200);
    await call(t.app, 'POST', `/api/backoffice/withdrawals/${first.body.data.id}/reject`, {
      token: staffToken,
      body: { cause: 'test' },
    });
    // A rejected request does not count: the next is refused by the cooldown only if one counts.
    const second = await withdraw(t, member, 200);
    expect(second.status).toBe(200);
    await call(t.app, 'POST', `/api/backoffice/withdrawals/${second.body.data.id}/approve`, {
      token: staffToken,
      body: { bank_ref: 'COUNT-1' },
    });
    const soon = await withdraw(t, member, 200);
    expect(soon.status).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();
    t.clock.advanceSeconds(11 * 60);
    const counted = await withdraw(t, member, 200);
    expect(counted.status).toBe(422);
    expect(counted.body.errors.amount[0]).toMatch(/1/);
    await saveSettings(withdrawalSettings({ auto_enabled: false, daily_max: 300 }));
    const tooMuch = await withdraw(t, member, 200);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount[0]).toMatch(/100/);
    await saveSettings(withdrawalSettings());
  });
});

describe('automatic payouts', () => {
  it('pay a returning member’s withdrawal through the agent, and show it completed', async () => {
    const member = await returningMember(t, staffToken);
    const asked = await withdraw(t, member, 500);
    expect(asked.status).toBe(200);
    expect(asked.body.data.automatic).toBe(true);
    const done = await settled(asked.body.data.id);
    expect(done).toMatchObject({
      status: 'completed',
      decidedByRule: 'automatic_payout',
      manualReason: null,
    });
    const [order] = await ordersOf(t, asked.body.data.id);
    expect(order).toMatchObject({
      id: `wd-${asked.body.data.id}`,
      status: 'paid',
      bankRef: `AGENT-wd-${asked.body.data.id}`,
    });
    expect(agent.transfers.get(order!.id)!.body).toMatchObject({
      id: order!.id,
      amount: 500,
      to_bank: 'scb',
      to_name: 'ทดสอบ ระบบ',
    });
    expect(agent.requests.every((request) => request.signed)).toBe(true);
    const profile = (await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).body.data;
    expect(profile.pending_request).toBeNull();
    expect(profile.completed_requests[0]).toMatchObject({
      type: 'withdraw',
      status: 'completed',
      amount: 500,
    });
  });

  it('send a first withdrawal, one above the amount or another name to a person, saying why', async () => {
    const newcomer = await fundedMember(t, 1_000);
    const first = await withdraw(t, newcomer, 500);
    expect(first.body.data.automatic).toBe(false);
    expect(await deskRow(t, staffToken, first.body.data.id)).toMatchObject({
      manual_reason: 'first_withdrawal',
      decided_by_rule: null,
      payout: null,
    });

    const returning = await returningMember(t, staffToken, 6_000);
    const big = await withdraw(t, returning, 6_000);
    expect(await deskRow(t, staffToken, big.body.data.id)).toMatchObject({
      manual_reason: 'above_auto_amount',
    });

    const stranger = await fundedMember(t, 1_000, 'นางสาว สมศรี มีชัย');
    const paid = await call(
      t.app,
      'POST',
      `/api/backoffice/withdrawals/${(await withdraw(t, stranger, 100)).body.data.id}/approve`,
      {
        token: staffToken,
        body: { bank_ref: 'NAME-1' },
      },
    );
    expect(paid.status).toBe(200);
    const second = await withdraw(t, stranger, 200);
    expect(await deskRow(t, staffToken, second.body.data.id)).toMatchObject({
      manual_reason: 'name_mismatch',
    });
    for (const id of [first.body.data.id, big.body.data.id, second.body.data.id]) {
      await call(t.app, 'POST', `/api/backoffice/withdrawals/${id}/reject`, {
        token: staffToken,
        body: { cause: 'test' },
      });
    }
    expect(agent.transfers.has(`wd-${first.body.data.id}`)).toBe(false);
  });

  it('answer a report sent again with the first outcome, and let a late one change nothing', async () => {
    agent.reportTwice = true;
    const member = await returningMember(t, staffToken);
    const asked = await withdraw(t, member, 300);
    const done = await settled(asked.body.data.id);
    expect(done.status).toBe('completed');
    const id = `wd-${asked.body.data.id}`;
    await vi.waitFor(() => expect(agent.reports.filter((entry) => entry.id === id)).toHaveLength(2));
    expect(agent.reports.filter((entry) => entry.id === id).map((entry) => entry.status)).toEqual([200, 200]);
    const late = await report(id, { status: 'failed', reason: 'late' });
    expect(late.status).toBe(200);
    expect(late.body.data).toEqual({ id, status: 'paid', replayed: true });
    expect(await creditOf(t.app, member.token)).toBe(4_700);
  });

  it('raise a staff alert once for a late report that contradicts the outcome, and move no money', async () => {
    await alertsToTelegram();
    try {
      // Paid, then "failed": the first outcome stands, answered as a replay, and staff hear of it.
      const member = await returningMember(t, staffToken);
      const paid = await withdraw(t, member, 300);
      expect((await settled(paid.body.data.id)).status).toBe('completed');
      const paidId = `wd-${paid.body.data.id}`;
      const failedLate = { status: 'failed', reason: 'account_closed' };
      expect((await report(paidId, failedLate)).body).toEqual({
        success: true,
        data: { id: paidId, status: 'paid', replayed: true },
      });
      expect(await creditOf(t.app, member.token)).toBe(4_700);
      expect(await contradictionAlerts(paidId)).toEqual([
        expect.objectContaining({
          order_id: paidId,
          withdrawal_id: paid.body.data.id,
          amount_baht: 300,
          recorded_status: 'paid',
          reported_status: 'failed',
          reported_reason: 'account_closed',
        }),
      ]);
      // Sent again, the same contradiction raises nothing new; the same outcome raises nothing at all.
      expect((await report(paidId, failedLate)).status).toBe(200);
      expect(await report(paidId, { status: 'paid', bank_ref: `AGENT-${paidId}` })).toMatchObject({
        status: 200,
        body: { data: { status: 'paid', replayed: true } },
      });
      expect(await report(paidId, { status: 'paid' })).toMatchObject({ status: 200 });
      expect(await contradictionAlerts(paidId)).toHaveLength(1);

      // Paid under another bank reference than the one recorded: two transfers, perhaps.
      const otherRef = await report(paidId, { status: 'paid', bank_ref: 'SCB-SOMETHING-ELSE' });
      expect(otherRef.body.data).toEqual({ id: paidId, status: 'paid', replayed: true });
      expect((await contradictionAlerts(paidId)).at(-1)).toMatchObject({
        recorded_bank_ref: `AGENT-${paidId}`,
        reported_status: 'paid',
        reported_bank_ref: 'SCB-SOMETHING-ELSE',
      });
      expect(await contradictionAlerts(paidId)).toHaveLength(2);

      // Failed (the hold went back), then "paid": the hold is not taken twice, nor paid out.
      agent.mode = 'fail';
      const failed = await withdraw(t, member, 400);
      expect((await settled(failed.body.data.id)).status).toBe('rejected');
      expect(await creditOf(t.app, member.token)).toBe(4_700);
      const failedId = `wd-${failed.body.data.id}`;
      expect((await report(failedId, { status: 'paid', bank_ref: 'LATE-PAID' })).body.data).toEqual({
        id: failedId,
        status: 'failed',
        replayed: true,
      });
      expect(await creditOf(t.app, member.token)).toBe(4_700);
      const [request] = await t.connection.db
        .select()
        .from(moneyRequests)
        .where(eq(moneyRequests.id, failed.body.data.id));
      expect(request).toMatchObject({ status: 'rejected', deletedCause: 'payout_failed' });
      expect(await contradictionAlerts(failedId)).toEqual([
        expect.objectContaining({
          recorded_status: 'failed',
          reported_status: 'paid',
          reported_bank_ref: 'LATE-PAID',
        }),
      ]);
      const audited = (
        await t.connection.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, 'withdrawal.payout_contradicted'))
          .orderBy(asc(auditLog.id))
      ).filter((entry) => [paid, failed].some((asked) => entry.targetId === String(asked.body.data.id)));
      expect(audited.map((entry) => entry.targetId)).toEqual([
        String(paid.body.data.id),
        String(paid.body.data.id),
        String(failed.body.data.id),
      ]);
      expect(audited.every((entry) => entry.staffId === null)).toBe(true);
    } finally {
      await writeSiteSetting(t.connection.db, 'staff_alerts', defaultStaffAlerts, t.clock.now());
    }
  });

  it('refuse a report with a bad signature and change nothing', async () => {
    agent.mode = 'silent';
    const member = await returningMember(t, staffToken);
    const asked = await withdraw(t, member, 300);
    const id = `wd-${asked.body.data.id}`;
    await vi.waitFor(() => expect(agent.transfers.has(id)).toBe(true));
    const forged = await report(
      id,
      { status: 'failed', reason: 'forged' },
      'another-secret-0123456789abcdef',
    );
    expect(forged.status).toBe(401);
    const [order] = await ordersOf(t, asked.body.data.id);
    expect(order!.status).not.toBe('failed');
    expect(await report(id, { status: 'paid', bank_ref: 'REAL-1' })).toMatchObject({ status: 200 });
    expect((await settled(asked.body.data.id)).status).toBe('completed');
  });

  it('return the held amount when the agent reports a failure or refuses the order', async () => {
    agent.mode = 'fail';
    const member = await returningMember(t, staffToken);
    const failed = await withdraw(t, member, 400);
    expect(await settled(failed.body.data.id)).toMatchObject({
      status: 'rejected',
      deletedCause: 'payout_failed',
    });
    expect(await creditOf(t.app, member.token)).toBe(5_000);
    agent.mode = 'refuse';
    const refused = await withdraw(t, member, 400);
    expect(await settled(refused.body.data.id)).toMatchObject({
      status: 'rejected',
      deletedCause: 'payout_failed',
    });
    const [order] = await ordersOf(t, refused.body.data.id);
    expect(order).toMatchObject({ status: 'failed', reason: 'agent_refused_422' });
    expect(await creditOf(t.app, member.token)).toBe(5_000);
  });

  it('keep a withdrawal paying while the agent is down or answers 5xx, and pay it once when it is back', async () => {
    agent.mode = 'error';
    const member = await returningMember(t, staffToken);
    const asked = await withdraw(t, member, 700);
    const requestId = asked.body.data.id;
    await vi.waitFor(async () => expect((await ordersOf(t, requestId))[0]!.lastError).toBe('HTTP 503'));
    expect((await ordersOf(t, requestId))[0]!.status).toBe('sending');
    expect(await deskRow(t, staffToken, requestId)).toMatchObject({
      status: 'pending',
      payout: { status: 'sending' },
    });
    // A person cannot pay or reject it meanwhile: the agent may still pay it.
    const approve = await call(t.app, 'POST', `/api/backoffice/withdrawals/${requestId}/approve`, {
      token: staffToken,
      body: { bank_ref: 'TWICE' },
    });
    expect(approve.status).toBe(409);
    agent.mode = 'pay';
    t.clock.advanceSeconds(11);
    await t.jobs.runOnce();
    expect((await settled(requestId)).status).toBe('completed');
    expect(agent.payments.get(`wd-${requestId}`)).toBe(1);
  });

  it('treat a timeout as unknown, send the same id again and never pay twice', async () => {
    agent.mode = 'timeout';
    const member = await returningMember(t, staffToken);
    const asked = await withdraw(t, member, 800);
    const requestId = asked.body.data.id;
    const id = `wd-${requestId}`;
    await vi.waitFor(async () =>
      expect((await ordersOf(t, requestId))[0]!.lastError).toMatch(/request failed/),
    );
    expect((await ordersOf(t, requestId))[0]!.status).toBe('sending');
    agent.mode = 'pay';
    t.clock.advanceSeconds(11);
    await t.jobs.runOnce();
    expect((await ordersOf(t, requestId))[0]!.status).toBe('accepted');
    // The agent had it (409): it paid once and reports nothing new; the job asks it after a while.
    agent.transfers.get(id)!.status = 'paid';
    t.clock.advanceSeconds(61);
    await t.jobs.runOnce();
    expect((await settled(requestId)).status).toBe('completed');
    expect(agent.payments.get(id)).toBe(1);
    expect(
      agent.requests.filter((request) => request.method === 'POST' && request.path === '/transfers').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('let staff settle a stuck payout by hand, two people above the two-person amount', async () => {
    await saveSettings(withdrawalSettings({ second_approval_above: 500 }));
    agent.mode = 'silent';
    const member = await returningMember(t, staffToken);
    // 800 > 500: two people approve; the second hands it to the agent (no bank reference).
    const asked = await withdraw(t, member, 800);
    const requestId = asked.body.data.id;
    expect(await deskRow(t, staffToken, requestId)).toMatchObject({ manual_reason: 'two_person_amount' });
    const other = await createStaffMember(t, { username: 'payout-second', role: 'finance' });
    const otherToken = await staffSessionToken(t, other.staffId);
    const approve = (token: string) =>
      call(t.app, 'POST', `/api/backoffice/withdrawals/${requestId}/approve`, { token, body: {} });
    expect((await approve(staffToken)).body.data.status).toBe('awaiting_second_approval');
    expect((await approve(otherToken)).body.data.status).toBe('paying');
    await vi.waitFor(() => expect(agent.transfers.has(`wd-${requestId}`)).toBe(true));
    const settle = (token: string) =>
      call(t.app, 'POST', `/api/backoffice/withdrawals/${requestId}/settle-payout`, {
        token,
        body: { status: 'paid', bank_ref: 'SCB-HAND-1' },
      });
    expect((await settle(staffToken)).body.data.status).toBe('awaiting_second_approval');
    expect((await settle(staffToken)).status).toBe(409);
    expect((await settle(otherToken)).body.data.status).toBe('paid');
    expect((await settled(requestId)).status).toBe('completed');
    const late = await report(`wd-${requestId}`, { status: 'failed', reason: 'late' });
    expect(late.body.data).toMatchObject({ status: 'paid', replayed: true });
    const actions = (
      await t.connection.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(requestId)))
    ).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['withdrawal.payout_settle_first', 'withdrawal.payout_settle']),
    );
    await saveSettings(withdrawalSettings());
  });

  it('take a withdrawal off "awaiting second approval" once the second approval hands it to the agent', async () => {
    await saveSettings(withdrawalSettings({ second_approval_above: 500 }));
    agent.mode = 'silent';
    try {
      const member = await returningMember(t, staffToken);
      const asked = await withdraw(t, member, 800);
      const requestId = asked.body.data.id;
      const other = await createStaffMember(t, { username: 'agent-second', role: 'finance' });
      const otherToken = await staffSessionToken(t, other.staffId);
      const approve = (token: string) =>
        call(t.app, 'POST', `/api/backoffice/withdrawals/${requestId}/approve`, { token, body: {} });
      const parked = async () => (await readQueueSnapshot(t.connection.db)).parkedWithdrawalIds;

      expect((await approve(staffToken)).body.data.status).toBe('awaiting_second_approval');
      expect(await deskRow(t, staffToken, requestId, 'awaiting_second_approval')).toMatchObject({
        status: 'awaiting_second_approval',
      });
      expect(await parked()).toContain(requestId);

      // The second approval gives it to the payout agent: it waits for the agent, not for a person.
      expect((await approve(otherToken)).body.data.status).toBe('paying');
      expect(await deskRow(t, staffToken, requestId, 'awaiting_second_approval')).toBeUndefined();
      expect(await deskRow(t, staffToken, requestId)).toMatchObject({
        status: 'pending',
        first_approved_by: { username: expect.any(String) },
        payout: { id: `wd-${requestId}` },
      });
      expect(await parked()).not.toContain(requestId);

      // Paid by the agent: completed, and in no queue of the desk.
      await vi.waitFor(() => expect(agent.transfers.has(`wd-${requestId}`)).toBe(true));
      expect((await report(`wd-${requestId}`, { status: 'paid', bank_ref: 'AGENT-TWO' })).status).toBe(200);
      expect(await deskRow(t, staffToken, requestId, 'completed')).toMatchObject({
        status: 'completed',
        bank_ref: 'AGENT-TWO',
      });
      expect(await deskRow(t, staffToken, requestId, 'awaiting_second_approval')).toBeUndefined();
      expect(await deskRow(t, staffToken, requestId)).toBeUndefined();
    } finally {
      await saveSettings(withdrawalSettings());
    }
  });

  it('hold a staff member to their approval limit, on the server', async () => {
    const limited = await createStaffMember(t, { username: 'limited-finance', role: 'finance' });
    const set = await call(t.app, 'POST', `/api/backoffice/staff/${limited.staffId}/approval-limit`, {
      token: staffToken,
      body: { approval_limit: 100 },
    });
    expect(set.status).toBe(200);
    const staffList = await call(t.app, 'GET', '/api/backoffice/staff', { token: staffToken });
    expect(staffList.body.data).toContainEqual(
      expect.objectContaining({ id: limited.staffId, approval_limit: 100 }),
    );
    const audited = await t.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.approval_limit'));
    expect(audited.at(-1)!.after).toMatchObject({ approvalLimitSatang: '10000' });
    const token = await staffSessionToken(t, limited.staffId);
    const member = await fundedMember(t, 1_000);
    const asked = await withdraw(t, member, 500);
    const refused = await call(t.app, 'POST', `/api/backoffice/withdrawals/${asked.body.data.id}/approve`, {
      token,
      body: { bank_ref: 'LIMIT-1' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message ?? JSON.stringify(refused.body)).toMatch(/100/);
    const paid = await call(t.app, 'POST', `/api/backoffice/withdrawals/${asked.body.data.id}/approve`, {
      token: staffToken,
      body: { bank_ref: 'LIMIT-2' },
    });
    expect(paid.status).toBe(200);
  });
});

describe('the payout agent protocol', () => {
  it('is documented in the OpenAPI document: the calls to the agent and its report', async () => {
    const document = (await call(t.app, 'GET', '/api/openapi.json')).body;
    expect(Object.keys(document.webhooks)).toEqual(['payoutTransfer', 'payoutTransferStatus']);
    expect(
      document.webhooks.payoutTransfer.post.requestBody.content['application/json'].schema.required,
    ).toEqual(
      expect.arrayContaining(['id', 'amount', 'to_bank', 'to_account_number', 'to_name', 'created_at']),
    );
    expect(Object.keys(document.webhooks.payoutTransfer.post.responses)).toEqual(
      expect.arrayContaining(['202', '409']),
    );
    expect(document.paths['/api/integrations/payouts/{id}/result'].post.responses['401']).toBeDefined();
  });
});

describe('payout orders', () => {
  it('are made once when the rules and a person approve at the same moment', async () => {
    const member = await returningMember(t, staffToken, 3_000);
    const memberId = await memberIdOf(t, member.phone);
    const rules = await withdrawalRulesOf(t.context);
    for (let round = 0; round < 4; round++) {
      // Asked without the route, so that the rules have not looked yet when both race.
      const request = await requestWithdrawal(t.connection.db, {
        memberId,
        phone: member.phone,
        amountSatang: 200_00n,
        now: t.clock.now(),
      });
      const [byRules, byPerson] = await Promise.all([
        approveAutomatically(t.connection.db, {
          requestId: request.id,
          now: t.clock.now(),
          rules,
          payoutAgent: true,
        }),
        call(t.app, 'POST', `/api/backoffice/withdrawals/${request.id}/approve`, {
          token: staffToken,
          body: {},
        }),
      ]);
      const orders = await ordersOf(t, request.id);
      expect(orders).toHaveLength(1);
      // Exactly one of them made it: the other found it ordered (409) or decided.
      expect([byRules !== null, byPerson.status === 200].filter(Boolean)).toHaveLength(1);
      if (byRules) await sendNow(t.context, byRules.id, t.app.log);
      expect((await settled(request.id)).status).toBe('completed');
      expect(agent.payments.get(orders[0]!.id)).toBe(1);
    }
  });

  it('are one per withdrawal: the database refuses a second', async () => {
    const orders = await t.connection.db.select().from(payoutOrders).limit(1);
    const [order] = orders;
    await expect(
      t.connection.db.insert(payoutOrders).values({ ...order!, id: `${order!.id}-again` }),
    ).rejects.toThrow();
  });
});
