import { signWebhook } from '@chaba/core/integrations/verify-signature';
import { ZodError } from 'zod';
import { validationErrors } from '../src/http/errors';
import { bankStatementLines, bannerClicks, moneyRequests } from '@chaba/db/schema';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp, creditOf, logInStaff, memberWithToken, callWallet, fundMember } from './helpers';

/**
 * Issue 9, "no 500 for what a caller can send": the 500s the attacker found (a NUL in any text or
 * path, amounts with three decimals on signed calls) are 422s in the caller's language that change
 * nothing, and a statement batch refuses its bad lines one by one. The property test
 * (bad-requests.ts, run by bad-requests-member/-staff.property.test.ts) generalises these to every route.
 */

let staffToken: string;
const t = useTestApp();
beforeAll(async () => {
  staffToken = await logInStaff(t.app);
});

let counter = 0;
const nextPhone = () => `0631${String((counter += 1)).padStart(6, '0')}`;
let lineCounter = 0;
const lineId = () => `hardening-${(lineCounter += 1)}`;

const wallet = (action: string, body: Record<string, unknown>, secret?: string) =>
  callWallet(t, action, body, secret);

async function prepareDeposit(token: string, amount: number) {
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', { token, body: { amount } });
  expect(prepared.status).toBe(200);
  return prepared.body.data as { id: number; amount: number; to_account_number: string; ref: string };
}

const fundedMember = (amount: number) => fundMember(t, nextPhone(), amount);

describe('control characters', () => {
  it('a NUL in the staff login is a 422 in the caller language, not a 500', async () => {
    const english = await call(t.app, 'POST', '/api/backoffice/login', {
      body: { username: 'admin\u0000', password: 'Admin1234' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.status).toBe(422);
    expect(english.body).toEqual({
      message: 'Username contains characters that are not allowed',
      errors: { username: ['Username contains characters that are not allowed'] },
    });
    const thai = await call(t.app, 'POST', '/api/backoffice/login', {
      body: { username: 'admin', password: 'Admin\u00001234' },
    });
    expect(thai.status).toBe(422);
    expect(thai.body.errors.password).toEqual(['รหัสผ่านมีอักขระที่ไม่อนุญาต']);
  });

  it('a NUL in a path parameter is a 422: affiliates, launch-game, trial-game, get-bonus', async () => {
    const member = await memberWithToken(t, nextPhone());
    for (const url of [
      '/api/affiliates/%00',
      '/api/affiliates/a%00b',
      '/lobby/api/launch-game/chaba-demo/%00',
      '/lobby/api/launch-game/%00/hibiscus-slot',
      '/lobby/api/trial-game/chaba-demo/%1b',
    ]) {
      const response = await call(t.app, 'GET', url, { token: member.token });
      expect(response.status, url).toBe(422);
      expect(Object.keys(response.body.errors), url).toHaveLength(1);
    }
    const bonus = await call(t.app, 'POST', '/api/customers/get-bonus/99999999999999999999', {
      token: member.token,
    });
    expect(bonus.status).toBe(422);
  });

  it('a URL that is not valid percent-encoding is a 400 in the spec shape and the caller language', async () => {
    for (const url of ['/api/affiliates/%C0%80', '/api/affiliates/%E0%A4%A', '/%ZZ']) {
      const response = await call(t.app, 'GET', url, { headers: { 'accept-language': 'en' } });
      expect(response.status, url).toBe(400);
      expect(response.body, url).toEqual({ message: 'Bad request', code: 'FST_ERR_BAD_URL' });
    }
  });

  it('a control character in a query string, even one no route reads, is a 422', async () => {
    expect((await call(t.app, 'GET', '/api/site?anything=%00')).status).toBe(422);
    expect((await call(t.app, 'GET', '/postback?c=%7f')).status).toBe(422);
    expect((await call(t.app, 'GET', '/api/site?anything=%E0%B8%81')).status).toBe(200);
  });

  it('a banner click with a NUL records nothing', async () => {
    const member = await memberWithToken(t, nextPhone());
    const clicks = async () => (await t.connection.db.select({ n: count() }).from(bannerClicks))[0]!.n;
    const before = await clicks();
    for (const body of [
      { gameID: 'baccarat', gameName: 'บาคาร่า\u0000' },
      { gameID: 'bac\u0000carat', gameName: 'บาคาร่า' },
      { gameID: 'baccarat', gameName: 'บาคาร่า', timestamp: 8.64e15 + 1 },
    ]) {
      const response = await call(t.app, 'POST', '/api/customers/banner-clicks', {
        token: member.token,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect(await clicks()).toBe(before);
  });

  it('approve and reject causes with a NUL leave the withdrawal pending', async () => {
    const member = await fundedMember(300);
    const withdrawal = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: member.token,
      body: { phone: member.phone, amount: 200 },
    });
    expect(withdrawal.status).toBe(200);
    const id = withdrawal.body.data.id as number;
    const reject = await call(t.app, 'POST', `/api/backoffice/withdrawals/${id}/reject`, {
      token: staffToken,
      body: { cause: 'ไม่ตรง\u0000' },
    });
    expect(reject.status).toBe(422);
    const approve = await call(t.app, 'POST', `/api/backoffice/withdrawals/${id}/approve`, {
      token: staffToken,
      body: { bank_ref: 'REF\u0085' },
    });
    expect(approve.status).toBe(422);
    const [request] = await t.connection.db.select().from(moneyRequests).where(eq(moneyRequests.id, id));
    expect(request!.status).toBe('pending');
  });
});

describe('amounts on signed calls', () => {
  it('a bet or a win of 1.001, a negative, huge or string amount is the protocol 422, changing nothing', async () => {
    const member = await fundedMember(500);
    const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot', {
      token: member.token,
    });
    const launchToken = new URL(launch.body.url).searchParams.get('token')!;
    const auth = await wallet('authenticate', { launch_token: launchToken });
    const playerToken = auth.body.player_token as string;
    const call_ = { player_token: playerToken, round_id: 'r-1', game_code: 'hibiscus-slot' };
    let n = 0;
    for (const [action, amount] of [
      ['bet', 1.001],
      ['bet', 100.001],
      ['bet', -1],
      ['bet', 1e300],
      ['bet', '10'],
      ['win', 0.005],
      ['win', -0.01],
    ] as const) {
      const response = await wallet(action, { ...call_, transaction_id: `tx-${(n += 1)}`, amount });
      expect(response.status, `${action} ${amount}`).toBe(422);
      expect(response.body.errors.amount, `${action} ${amount}`).toHaveLength(1);
    }
    const nul = await wallet('bet', { ...call_, transaction_id: 'tx-\u0000', amount: 1 });
    expect(nul.status).toBe(422);
    expect(await creditOf(t.app, member.token)).toBe(500);
    const good = await wallet('bet', { ...call_, transaction_id: 'tx-good', amount: 1.25 });
    expect(good.body).toMatchObject({ status: 'OK', balance: 498.75 });
  });
});

describe('statement batches', () => {
  it('apply the good lines and refuse the bad ones line by line', async () => {
    const member = await memberWithToken(t, nextPhone());
    const deposit = await prepareDeposit(member.token, 400);
    const good = {
      id: lineId(),
      account_number: deposit.to_account_number,
      amount: deposit.amount,
      occurred_at: t.clock.now().toISOString(),
    };
    const stray = { ...good, id: lineId(), amount: 7.5 };
    const lines = [
      { ...good, id: lineId(), amount: 100.001 },
      good,
      { ...stray, id: lineId(), from_name: 'NAME\u0000' },
      { ...stray, id: 'bad\u0000id' },
      stray,
      { ...stray, id: lineId(), account_number: '12\u00003' },
      'not a line',
    ];
    const request = signed(JSON.stringify({ lines }));
    const answer = await call(t.app, 'POST', '/api/integrations/bank-statements', {
      ...request,
      headers: { ...request.headers, 'accept-language': 'en' },
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data as Array<Record<string, unknown>>;
    expect(data.map((entry) => [entry.index, entry.status])).toEqual([
      [0, 'rejected'],
      [1, 'matched'],
      [2, 'rejected'],
      [3, 'rejected'],
      [4, 'unmatched'],
      [5, 'rejected'],
      [6, 'rejected'],
    ]);
    expect(data[0]).toEqual({
      index: 0,
      id: (lines[0] as { id: string }).id,
      status: 'rejected',
      request_id: null,
      errors: { amount: ['Amount must be a number with at most two decimals'] },
    });
    expect(data[1]).toMatchObject({ id: good.id, request_id: deposit.id });
    expect(data[3]!.id).toBeNull();
    expect(Object.keys(data[2]!.errors as object)).toEqual(['from_name']);
    expect(await creditOf(t.app, member.token)).toBe(deposit.amount);
    const stored = await t.connection.db
      .select({ id: bankStatementLines.externalId })
      .from(bankStatementLines);
    expect(stored.map((line) => line.id)).not.toContain((lines[0] as { id: string }).id);

    // The reader sends the batch again: the applied lines answer as before, nothing is applied twice.
    const replay = await call(
      t.app,
      'POST',
      '/api/integrations/bank-statements',
      signed(JSON.stringify({ lines })),
    );
    expect(replay.body.data.map((entry: { status: string }) => entry.status)).toEqual(
      data.map((entry) => entry.status),
    );
    expect(await creditOf(t.app, member.token)).toBe(deposit.amount);
  });

  it('a malformed envelope is a 422 as a whole', async () => {
    const line = {
      id: lineId(),
      account_number: '1234567890',
      amount: 1,
      occurred_at: t.clock.now().toISOString(),
    };
    for (const body of [
      {},
      { lines: [] },
      { lines: {} },
      { lines: 'x' },
      { lines: Array.from({ length: 501 }, () => line) },
    ]) {
      const response = await call(
        t.app,
        'POST',
        '/api/integrations/bank-statements',
        signed(JSON.stringify(body)),
      );
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(response.body.errors.lines).toHaveLength(1);
    }
    const count_ = await t.connection.db
      .select({ n: count() })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.externalId, line.id));
    expect(count_[0]!.n).toBe(0);
  });
});

describe('a field named __proto__', () => {
  it('gets its messages like any other field', () => {
    // The property test's 500 (`list.includes is not a function`): the per-field lists were kept in
    // an object, whose `__proto__` is no list.
    const error = new ZodError([
      { code: 'custom', path: ['__proto__'], message: 'required', input: undefined },
      { code: 'custom', path: ['launch_token'], message: 'required', input: undefined },
    ]);
    const errors = validationErrors(error, 'en');
    expect(Object.keys(errors)).toEqual(['__proto__', 'launch_token']);
    expect(errors['launch_token']).toHaveLength(1);
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toHaveLength(1);
  });
});

function signed(raw: string) {
  const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
  const signature = signWebhook(t.context.config.BANK_WEBHOOK_SECRET, timestamp, raw);
  return {
    body: raw,
    headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-timestamp': timestamp },
  };
}
