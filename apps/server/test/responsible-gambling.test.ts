import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp, logInAs, memberWithToken, postStatementLines } from './helpers';

const t = useTestApp({ ledgerCheck: 'after-all' });

let counter = 0;
const nextPhone = () => `0871${String((counter += 1)).padStart(6, '0')}`;
const hour = 60 * 60;

/** A member who logs in again after the clock moved (a token lives an hour in tests). */
async function newMember() {
  const member = await memberWithToken(t, nextPhone());
  return { ...member, token: async () => logInAs(t.app, member.phone, member.password) };
}
type Member = Awaited<ReturnType<typeof newMember>>;

async function putLimits(member: Member, body: unknown, language = 'th') {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/customers/responsible-gambling/limits',
    headers: { authorization: `Bearer ${await member.token()}`, 'x-chaba-language': language },
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() };
}

async function confirm(member: Member, language = 'en') {
  return call(t.app, 'POST', '/api/customers/responsible-gambling/limits/confirm', {
    token: await member.token(),
    headers: { 'x-chaba-language': language },
  });
}

async function state(member: Member) {
  const response = await call(t.app, 'GET', '/api/customers/responsible-gambling', {
    token: await member.token(),
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function prepare(member: Member, amount: number, path = 'prepare', language = 'en') {
  return call(t.app, 'POST', `/api/requests/deposit/${path}`, {
    token: await member.token(),
    body: { amount },
    headers: { 'x-chaba-language': language },
  });
}

/** Prepares a deposit and lets the bank statement credit it. */
async function deposit(member: Member, amount: number) {
  const prepared = await prepare(member, amount);
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  const answer = await postStatementLines(t, [
    {
      id: `rg-${prepared.body.data.ref}`,
      account_number: prepared.body.data.to_account_number,
      amount: prepared.body.data.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
  expect(answer.body.data[0].status).toBe('matched');
}

describe('setting limits', () => {
  it('applies a first limit and a decrease at once, and records both', async () => {
    const member = await newMember();
    const first = await putLimits(member, { deposit_day: 1000 });
    expect(first.status).toBe(200);
    expect(first.body.data.limits.deposit_day).toEqual({ amount: 1000, pending: null });
    const lower = await putLimits(member, { deposit_day: '500.50' });
    expect(lower.body.data.limits.deposit_day).toEqual({ amount: 500.5, pending: null });
    expect(lower.body.data.limits.deposit_week).toEqual({ amount: null, pending: null });
    expect(lower.body.data.history.map((entry: { change: string }) => entry.change)).toEqual([
      'decreased',
      'set',
    ]);
    expect(lower.body.data.history[0]).toMatchObject({ kind: 'deposit_day', from: 1000, to: 500.5 });
  });

  it('keeps an increase waiting: no confirmation before 24 hours, none applied without it', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 500 });
    const askedAt = t.clock.now();
    const raised = await putLimits(member, { deposit_day: 2000 });
    expect(raised.body.data.limits.deposit_day).toEqual({
      amount: 500,
      pending: {
        amount: 2000,
        requested_at: askedAt.toISOString(),
        confirmable_from: new Date(askedAt.getTime() + 24 * hour * 1000).toISOString(),
      },
    });

    const early = await confirm(member);
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('limit_change_not_confirmable');
    // 10:00 UTC + 24 h is 17:00 in Bangkok the next day.
    expect(early.body.message).toContain(
      new Date(askedAt.getTime() + (24 + 7) * hour * 1000).toISOString().slice(0, 16).replace('T', ' '),
    );
    t.clock.advanceSeconds(24 * hour - 1);
    expect((await confirm(member)).status).toBe(422);
    t.clock.advanceSeconds(1);
    // 24 hours passed, but without the member's confirmation the old limit holds.
    const refused = await prepare(member, 600);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('deposit_limit_reached');

    const confirmed = await confirm(member);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.limits.deposit_day).toEqual({ amount: 2000, pending: null });
    expect(confirmed.body.data.history[0]).toMatchObject({ change: 'increased', from: 500, to: 2000 });
    expect((await prepare(member, 600)).status).toBe(200);
  });

  it('keeps a removal waiting the same way', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_week: 300 });
    const removal = await putLimits(member, { deposit_week: null });
    expect(removal.body.data.limits.deposit_week.amount).toBe(300);
    expect(removal.body.data.limits.deposit_week.pending.amount).toBeNull();
    expect(removal.body.data.history[0]).toMatchObject({ change: 'removal_requested', from: 300, to: null });
    t.clock.advanceSeconds(12 * hour);
    expect((await confirm(member)).body.code).toBe('limit_change_not_confirmable');
    t.clock.advanceSeconds(12 * hour);
    const confirmed = await confirm(member);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.limits.deposit_week).toEqual({ amount: null, pending: null });
    expect(confirmed.body.data.history[0]).toMatchObject({ change: 'removed', from: 300, to: null });
  });

  it('takes a waiting raise back when the member asks for the limit in force again', async () => {
    const member = await newMember();
    await putLimits(member, { loss_month: 5000 });
    await putLimits(member, { loss_month: 9000 });
    const back = await putLimits(member, { loss_month: 5000 });
    expect(back.body.data.limits.loss_month).toEqual({ amount: 5000, pending: null });
    expect(back.body.data.history[0]).toMatchObject({ change: 'pending_withdrawn', from: 5000, to: 9000 });
    const nothing = await confirm(member, 'th');
    expect(nothing.status).toBe(422);
    expect(nothing.body.code).toBe('no_pending_limit_change');
    expect(nothing.body.message).toBe('ไม่มีการเปลี่ยนวงเงินที่รอการยืนยัน');
  });
});

describe('deposit limits at deposit prepare', () => {
  it('refuses a deposit beyond the lowest limit, naming it, and allows one within it', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 1000, deposit_week: 800 });
    await deposit(member, 600);
    const refused = await prepare(member, 300);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('deposit_limit_reached');
    expect(refused.body.errors.amount).toEqual([refused.body.message]);
    // The credited 600 leaves the 7-day window 7 days after it came in: 17:00 Bangkok, 7 days on.
    const frees = new Date(t.clock.now().getTime() + (7 * 24 + 7) * hour * 1000);
    expect(refused.body.message).toBe(
      'This deposit would pass your deposit limit of 800.00 baht in any 7-day period. You can deposit ' +
        `200.00 baht now, and more from ${frees.toISOString().slice(0, 16).replace('T', ' ')} (Thai time).`,
    );
    const thai = await prepare(member, 300, 'prepare', 'th');
    expect(thai.body.message).toContain('800.00');
    expect(thai.body.message).toContain('7 วัน');
    expect((await state(member)).usage.deposit_week).toMatchObject({ deposited: 600, pending: 0 });

    expect((await prepare(member, 200)).status).toBe(200);
    expect((await state(member)).usage.deposit_day).toMatchObject({ deposited: 600, pending: 200 });
  });

  it('refuses through the payment gateway too', async () => {
    const member = await newMember();
    await t.connection.db.execute(
      sql`update members set payment_gateway_status = true where phone = ${member.phone}`,
    );
    await putLimits(member, { deposit_month: 100 });
    const refused = await prepare(member, 150, 'payment-gateway');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('deposit_limit_reached');
    expect((await prepare(member, 100, 'payment-gateway')).status).toBe(200);
  });

  it('frees the limit as credited deposits leave the rolling window', async () => {
    const member = await newMember();
    await putLimits(member, { deposit_day: 500 });
    await deposit(member, 500);
    t.clock.advanceSeconds(23 * hour);
    expect((await prepare(member, 100)).body.code).toBe('deposit_limit_reached');
    t.clock.advanceSeconds(hour);
    expect((await prepare(member, 500)).status).toBe(200);
  });
});

describe('validation', () => {
  const bad = {
    deposit_day: -5,
    deposit_week: 1.001,
    deposit_month: 20_000_000,
    loss_day: 'abc',
    loss_week: 0,
  };

  it('answers 422 per field in the member language and changes nothing', async () => {
    const member = await newMember();
    const thai = await putLimits(member, bad, 'th');
    const english = await putLimits(member, bad, 'en');
    for (const response of [thai, english]) {
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors).sort()).toEqual([
        'deposit_day',
        'deposit_month',
        'deposit_week',
        'loss_day',
        'loss_week',
      ]);
    }
    expect(english.body.errors.deposit_day).toEqual(['Amount must be more than 0']);
    expect(english.body.errors.deposit_week).toEqual(['Amount must be a number with at most two decimals']);
    expect(thai.body.errors.deposit_day[0]).not.toBe(english.body.errors.deposit_day[0]);
    const after = await state(member);
    expect(after.history).toEqual([]);
    expect(after.limits.deposit_day).toEqual({ amount: null, pending: null });
  });
});
