import { bahtToSatang } from '@chaba/contracts/money';
import type { PaymentGateway } from '@chaba/core/deposits/payment-gateway';
import { promptPayGateway } from '@chaba/core/deposits/promptpay-gateway';
import { auditLog, ledgerAccounts, ledgerPostings, moneyRequests } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  useTestApp,
  creditOf,
  logInAs,
  logInStaff,
  memberWithToken,
  postStatementLines,
  warmUpConnections,
} from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * Issue 13: money that arrives although player protection refuses it (transfers cannot be refused
 * at the bank) is not credited. It waits in suspense, marked with the refusal, on the unmatched desk;
 * staff refund it, or credit it once player protection allows it (asked again then).
 */
const secret = 'holdpay-webhook-secret';
const holdPay: PaymentGateway = {
  name: 'holdpay',
  createQrPayment: (input) => promptPayGateway.createQrPayment(input),
  readWebhook({ rawBody, headers }) {
    const expected = createHmac('sha256', secret)
      .update(`${headers['x-timestamp']}.${rawBody}`)
      .digest('hex');
    if (expected !== headers['x-signature']) return undefined;
    const body = JSON.parse(rawBody) as { payment_id: string; ref: string; amount: number };
    return { paymentId: body.payment_id, ref: body.ref, amountSatang: bahtToSatang(body.amount) };
  },
};

let financeId: number;
let supportId: number;
/** A fresh staff session (the tests move the clock past a session's life). */
const finance = () => staffSessionToken(t, financeId);
const support = () => staffSessionToken(t, supportId);
const t = useTestApp({ gateway: holdPay });
beforeAll(async () => {
  financeId = (await createStaffMember(t, { username: 'hold-finance', role: 'finance' })).staffId;
  supportId = (await createStaffMember(t, { username: 'hold-support', role: 'support' })).staffId;
});

let counter = 0;
const nextPhone = () => `0874${String((counter += 1)).padStart(6, '0')}`;
const hour = 60 * 60;

async function newMember() {
  const member = await memberWithToken(t, nextPhone());
  return { ...member, token: async () => logInAs(t.app, member.phone, member.password) };
}
type Member = Awaited<ReturnType<typeof newMember>>;

async function putLimits(member: Member, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/customers/responsible-gambling/limits',
    headers: { authorization: `Bearer ${await member.token()}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function prepare(member: Member, amount: number) {
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: await member.token(),
    body: { amount },
  });
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  return prepared.body.data as { id: number; ref: string; amount: number; to_account_number: string };
}

/** The bank statement reports the member's transfer for the prepared deposit. */
async function transfer(
  prepared: { ref: string; amount: number; to_account_number: string },
  id = prepared.ref,
) {
  const answer = await postStatementLines(t, [
    {
      id: `hold-${id}`,
      account_number: prepared.to_account_number,
      amount: prepared.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
  expect(answer.status).toBe(200);
  return answer.body.data[0] as { status: string };
}

async function deposit(member: Member, amount: number) {
  expect((await transfer(await prepare(member, amount))).status).toBe('matched');
}

async function unmatchedLine(externalId: string) {
  const lines = await call(t.app, 'GET', '/api/backoffice/bank-statements?status=unmatched&limit=500', {
    token: await finance(),
  });
  expect(lines.status).toBe(200);
  return lines.body.data.find((line: { external_id: string }) => line.external_id === externalId) as
    { id: number; unmatched_reason: string; request_id: number | null; amount: number } | undefined;
}

async function requestRow(id: number) {
  const [row] = await t.connection.db.select().from(moneyRequests).where(eq(moneyRequests.id, id));
  return row!;
}

describe('a bank transfer player protection refuses', () => {
  it('is held in suspense with the reason when the limit was lowered after the deposit was asked', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 1000 });
    const prepared = await prepare(member, 800);
    await putLimits(member, { deposit_day: 500 });
    expect((await transfer(prepared)).status).toBe('unmatched');

    expect(await creditOf(t.app, await member.token())).toBe(0);
    const line = await unmatchedLine(`hold-${prepared.ref}`);
    expect(line).toMatchObject({
      unmatched_reason: 'protection_deposit_limit_reached',
      request_id: prepared.id,
      amount: 800,
    });
    // The request no longer waits for money, and says why to the member.
    expect(await requestRow(prepared.id)).toMatchObject({
      status: 'cancelled',
      deletedCause: 'player_protection',
    });
    const profile = await call(t.app, 'GET', '/api/customers/profile', {
      token: await member.token(),
      headers: { 'x-chaba-language': 'en' },
    });
    expect(profile.body.data.completed_requests[0].deleted_cause).toContain('player protection');
  });

  it('credits a deposit asked within the limit: its own pending amount is not counted twice', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 1000 });
    // 1,000 pending + this 1,000 arriving would be 2,000 if the request counted twice.
    await deposit(member, 1000);
    expect(await creditOf(t.app, await member.token())).toBe(1000);
    const after = await call(t.app, 'GET', '/api/customers/responsible-gambling', {
      token: await member.token(),
    });
    expect(after.body.data.usage.deposit_day).toMatchObject({ deposited: 1000, pending: 0 });
  });

  it('still counts the other deposits: a transfer beyond what they leave is held', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 1000 });
    await deposit(member, 600);
    const prepared = await prepare(member, 400);
    await putLimits(member, { deposit_day: 900 });
    expect((await transfer(prepared)).status).toBe('unmatched');
    expect(await creditOf(t.app, await member.token())).toBe(600);
  });

  it('lets staff credit it only once player protection allows it, asked again then, and audited', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 1000 });
    await deposit(member, 600);
    const prepared = await prepare(member, 400);
    await putLimits(member, { deposit_day: 900 });
    await transfer(prepared);
    const line = (await unmatchedLine(`hold-${prepared.ref}`))!;

    const match = async () =>
      call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
        token: await finance(),
        body: { request_id: prepared.id },
        headers: { 'x-chaba-language': 'en' },
      });
    // The match dialog offers the member with the deposit the held transfer pays (not a new one).
    const candidates = await call(t.app, 'GET', `/api/backoffice/bank-statements/${line.id}/candidates`, {
      token: await finance(),
    });
    expect(candidates.body.data[0]).toMatchObject({
      phone: member.phone,
      pending_deposit: { request_id: prepared.id, amount: 400 },
    });

    const early = await match();
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('player_protection_holds');
    expect(early.body.message).toContain('deposit_limit_reached');
    expect(await unmatchedLine(`hold-${prepared.ref}`)).toBeDefined();
    expect(await creditOf(t.app, await member.token())).toBe(600);

    // The 600 leaves the 24-hour window: 400 now fits the 900 limit.
    t.clock.advanceSeconds(24 * hour + 1);
    const [credited, again] = await Promise.all([match(), match()]);
    expect([credited.status, again.status].sort()).toEqual([200, 409]);
    expect(await creditOf(t.app, await member.token())).toBe(1000);
    expect(await unmatchedLine(`hold-${prepared.ref}`)).toBeUndefined();
    expect(await requestRow(prepared.id)).toMatchObject({ status: 'completed', deletedCause: null });
    const audits = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'statement_line.match'), eq(auditLog.targetId, String(line.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.staffId).toBe(financeId);
  });

  it('lets finance (not support) refund it to the sender', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 1000 });
    const prepared = await prepare(member, 700);
    await putLimits(member, { deposit_day: 100 });
    await transfer(prepared);
    const line = (await unmatchedLine(`hold-${prepared.ref}`))!;
    const refund = async (token: Promise<string>) =>
      call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/refund`, {
        token: await token,
        body: { refund_ref: `RF-${line.id}` },
      });
    expect((await refund(support())).status).toBe(403);
    expect((await refund(finance())).body.data).toMatchObject({ status: 'refunded' });
    expect(await unmatchedLine(`hold-${prepared.ref}`)).toBeUndefined();
    expect(await creditOf(t.app, await member.token())).toBe(0);
  });

  it('checks a transfer staff credit to a member by phone (no request) in full', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 300 });
    const stray = await postStatementLines(t, [
      {
        id: `hold-stray-${member.phone}`,
        account_number: '1234567890',
        amount: 500,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    expect(stray.body.data[0].status).toBe('unmatched');
    const line = (await unmatchedLine(`hold-stray-${member.phone}`))!;
    const byPhone = await call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
      token: await finance(),
      body: { member_phone: member.phone },
    });
    expect(byPhone.status).toBe(409);
    expect(byPhone.body.code).toBe('player_protection_holds');
    // Nothing was recorded for the member: the deposit the credit would have made was rolled back.
    const requests = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.statementLineId, line.id));
    expect(requests).toEqual([]);
    expect(await unmatchedLine(`hold-stray-${member.phone}`)).toBeDefined();
  });

  // A timed-out or self-excluded member: player-protection-holds-restricted.test.ts.
});

describe('a gateway payment player protection refuses', () => {
  async function qrDeposit(member: Member, amount: number) {
    await t.connection.db.execute(
      sql`update members set payment_gateway_status = true where phone = ${member.phone}`,
    );
    const prepared = await call(t.app, 'POST', '/api/requests/deposit/payment-gateway', {
      token: await member.token(),
      body: { amount },
    });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    return { ref: prepared.body.data.ref as string, requestId: prepared.body.data.id as number };
  }

  function notify(body: object) {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const signature = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
    return call(t.app, 'POST', '/api/integrations/payment-gateway/holdpay', {
      body: raw,
      headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
    });
  }

  it('is held once however often and however concurrently it is confirmed, then refunded to the gateway', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 1000 });
    const { ref, requestId } = await qrDeposit(member, 300);
    await putLimits(member, { deposit_day: 200 });
    await warmUpConnections(t.connection);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => notify({ payment_id: `pay-${ref}`, ref, amount: 300 })),
    );
    const statuses = answers.map((answer) => answer.body.data.status);
    expect(statuses.filter((status) => status === 'held')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'replayed')).toHaveLength(19);
    expect(await creditOf(t.app, await member.token())).toBe(0);

    const line = (await unmatchedLine(`gateway:holdpay:pay-${ref}`))!;
    expect(line).toMatchObject({
      unmatched_reason: 'protection_deposit_limit_reached',
      request_id: requestId,
      amount: 300,
    });
    const refunded = await call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/refund`, {
      token: await finance(),
      body: { refund_ref: 'GW-REFUND-1' },
    });
    expect(refunded.body.data).toMatchObject({ status: 'refunded' });
    // The money went back to the gateway it came from, not to a company bank account.
    const [gateway] = await t.connection.db
      .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amountSatang}), 0)::text` })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(eq(ledgerAccounts.code, 'gateway:holdpay'));
    expect(gateway?.total).toBe('0');
  });

  it('credits a payment within the limit without counting its own request twice', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 500 });
    const { ref } = await qrDeposit(member, 500);
    const answer = await notify({ payment_id: `pay-${ref}`, ref, amount: 500 });
    expect(answer.body.data.status).toBe('completed');
    expect(await creditOf(t.app, await member.token())).toBe(500);
  });
});

describe('a transfer held during maintenance', () => {
  const maintenance = (enabled: boolean) =>
    logInStaff(t.app).then((token) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/backoffice/maintenance',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          enabled,
          message_th: 'ปิดปรับปรุง',
          message_en: 'Maintenance',
          message_cn: '',
          credit_transfers: 'when_ended',
        },
      }),
    );

  it('stays held, marked with the refusal, when player protection refuses it as maintenance ends', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 1000 });
    const prepared = await prepare(member, 900);
    expect((await maintenance(true)).statusCode).toBe(200);
    expect((await transfer(prepared)).status).toBe('unmatched');
    await putLimits(member, { deposit_day: 300 });
    const off = await maintenance(false);
    expect(off.json().data).toMatchObject({ released_transfers: 0, held_transfers: 0 });
    expect(await creditOf(t.app, await member.token())).toBe(0);
    expect(await unmatchedLine(`hold-${prepared.ref}`)).toMatchObject({
      unmatched_reason: 'protection_deposit_limit_reached',
      request_id: prepared.id,
    });
  });
});
