import { checkPlayerProtection } from '@chaba/core/responsible-gaming/check-player-protection';
import { restrictAccount } from '@chaba/core/restricted-accounts/restrict-account';
import { readRestrictionHistory, restrictionEnd } from '@chaba/core/responsible-gaming/account-restrictions';
import { describe, expect, it } from 'vitest';
import {
  call,
  callWallet,
  useTestApp,
  fundMember,
  goodPassword,
  lastOtp,
  logInAs,
  logInStaff,
  memberIdOf,
  memberWithToken,
} from './helpers';

/** Time-out, self-exclusion, return and closure (issue 13, decision 23). */
const t = useTestApp({ ledgerCheck: 'after-all' });

let counter = 0;
const nextPhone = () => `0873${String((counter += 1)).padStart(6, '0')}`;
const hour = 60 * 60;
const day = 24 * hour;
const base = '/api/customers/responsible-gambling';

const logIn = (phone: string, password = goodPassword, language = 'en') =>
  call(t.app, 'POST', '/api/login', { body: { phone, password }, headers: { 'x-chaba-language': language } });
const restricted = (path: string, body: Record<string, unknown>, language = 'en') =>
  call(t.app, 'POST', `${base}/restricted/${path}`, { body, headers: { 'x-chaba-language': language } });
const bangkok = (at: string | Date) =>
  new Date(new Date(at).getTime() + 7 * hour * 1000).toISOString().slice(0, 16).replace('T', ' ');

describe('time-out', () => {
  it('logs out every device, refuses login with until when, and simply ends', async () => {
    const member = await memberWithToken(t, nextPhone());
    const other = await logInAs(t.app, member.phone, member.password);
    const answer = await call(t.app, 'POST', `${base}/time-out`, {
      token: member.token,
      body: { period: '7d' },
    });
    expect(answer.status).toBe(200);
    const until = new Date(t.clock.now().getTime() + 7 * day * 1000).toISOString();
    expect(answer.body.data.until).toBe(until);
    expect(String(answer.headers['set-cookie'])).toContain('chaba_session=;');
    // Every token of the member, on every device, no longer works.
    for (const token of [member.token, other]) {
      expect((await call(t.app, 'GET', '/api/customers/profile', { token })).status).toBe(401);
    }
    const refused = await logIn(member.phone);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('timed_out');
    expect(refused.body.message).toContain(bangkok(until));
    const thai = await logIn(member.phone, goodPassword, 'th');
    expect(thai.body.message).toContain('พักการเล่น');
    // A wrong password learns nothing about the time-out.
    expect((await logIn(member.phone, 'Wrong1234')).body.code).toBe('login_failed');

    t.clock.advanceSeconds(7 * day);
    const back = await logIn(member.phone);
    expect(back.status).toBe(200);
    const page = await call(t.app, 'GET', base, { token: back.body.access_token });
    expect(page.body.data.status).toEqual({
      time_out_until: null,
      self_excluded_until: null,
      closed_at: null,
    });
    expect(page.body.data.history[0]).toMatchObject({ kind: 'time_out', change: 'set', until, from: null });
  });

  it('cannot be shortened; a longer one extends it', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const now = t.clock.now();
    await restrictAccount(t.connection.db, { memberId, kind: 'time_out', period: '6w', now });
    for (const period of ['24h', '7d', '1m', '6w'] as const) {
      await expect(
        restrictAccount(t.connection.db, { memberId, kind: 'time_out', period, now }),
      ).rejects.toMatchObject({
        code: 'restriction_cannot_shorten',
        details: { values: { until: bangkok(restrictionEnd('6w', now)) } },
      });
    }
    const longer = await restrictAccount(t.connection.db, {
      memberId,
      kind: 'self_exclusion',
      period: '6m',
      now,
    });
    expect(longer.until).toEqual(restrictionEnd('6m', now));
    expect((await logIn(member.phone)).body.code).toBe('self_excluded');
  });

  it('applies racing requests one after the other: the longest wins, none is lost', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const now = t.clock.now();
    const periods = ['24h', '7d', '1m', '6w', '24h', '6w', '7d', '1m'] as const;
    const results = await Promise.allSettled(
      periods.map((period) => restrictAccount(t.connection.db, { memberId, kind: 'time_out', period, now })),
    );
    const applied = results.filter((result) => result.status === 'fulfilled');
    expect(applied.length).toBeGreaterThan(0);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'restriction_cannot_shorten' });
    }
    // Each applied request was longer than the one before it; the last is the longest asked.
    const history = await readRestrictionHistory(t.connection.db, memberId);
    expect(history).toHaveLength(applied.length);
    const untils = history.map((entry) => entry.until!.getTime()).reverse();
    expect(untils).toEqual([...untils].sort((a, b) => a - b));
    expect(new Set(untils).size).toBe(untils.length);
    expect(untils.at(-1)).toBe(restrictionEnd('6w', now).getTime());
  });

  it('refuses deposits, launches and bets in the protection check, and ends the game session', async () => {
    const member = await fundMember(t, nextPhone(), 500);
    const memberId = await memberIdOf(t, member.phone);
    const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot?mobile=true', {
      token: member.token,
    });
    expect(launch.status).toBe(200);
    const launchToken = new URL(launch.body.url).searchParams.get('token')!;
    const auth = await callWallet(t, 'authenticate', { launch_token: launchToken });
    const player = auth.body.player_token as string;

    await call(t.app, 'POST', `${base}/time-out`, { token: member.token, body: { period: '24h' } });
    const bet = await callWallet(t, 'bet', {
      player_token: player,
      transaction_id: 'timed-out-1',
      round_id: 'r1',
      game_code: 'hibiscus-slot',
      amount: 10,
    });
    expect(bet.body.status).not.toBe('OK');
    const now = t.clock.now();
    for (const action of [
      { kind: 'deposit', amountSatang: 10_000n },
      { kind: 'launch' },
      { kind: 'login' },
    ] as const) {
      await expect(
        t.connection.db.transaction((tx) => checkPlayerProtection(tx, memberId, action, now)),
      ).rejects.toMatchObject({ code: 'timed_out' });
    }
    // The old token is refused at deposit prepare too (401), so no deposit starts.
    const prepare = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 100 },
    });
    expect(prepare.status).toBe(401);
  });
});

describe('self-exclusion and return', () => {
  it('stays closed after it ends until the member asks to return and 24 hours pass', async () => {
    const member = await memberWithToken(t, nextPhone());
    const excluded = await call(t.app, 'POST', `${base}/self-exclusion`, {
      token: member.token,
      body: { period: '6m' },
    });
    expect(excluded.status).toBe(200);
    const until = excluded.body.data.until as string;
    const asked = t.clock.now();
    // 6 calendar months in Bangkok: the same day and time.
    expect(bangkok(until).slice(8)).toBe(bangkok(asked).slice(8));
    expect(Number(bangkok(until).slice(0, 4)) * 12 + Number(bangkok(until).slice(5, 7))).toBe(
      Number(bangkok(asked).slice(0, 4)) * 12 + Number(bangkok(asked).slice(5, 7)) + 6,
    );
    expect((await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).status).toBe(401);
    const refused = await logIn(member.phone);
    expect(refused.body).toMatchObject({ code: 'self_excluded' });
    expect(refused.body.message).toContain(bangkok(until));

    const credentials = { phone: member.phone, password: member.password };
    const early = await restricted('return', credentials);
    expect(early.body.code).toBe('self_excluded');

    t.clock.advanceSeconds((new Date(until).getTime() - t.clock.now().getTime()) / 1000);
    expect((await logIn(member.phone)).body.code).toBe('return_required');
    const status = await restricted('status', credentials);
    expect(status.body.data).toMatchObject({ state: 'return_required', until: null, balance: 0 });

    const returned = await restricted('return', credentials);
    expect(returned.status).toBe(200);
    const returnsAt = new Date(t.clock.now().getTime() + day * 1000).toISOString();
    expect(returned.body.data.returns_at).toBe(returnsAt);
    expect((await restricted('return', credentials)).body.data.returns_at).toBe(returnsAt);
    const pending = await logIn(member.phone);
    expect(pending.body.code).toBe('return_pending');
    expect(pending.body.message).toContain(bangkok(returnsAt));

    t.clock.advanceSeconds(day);
    const back = await logIn(member.phone);
    expect(back.status).toBe(200);
    const page = await call(t.app, 'GET', base, { token: back.body.access_token });
    expect(page.body.data.history.slice(0, 2)).toMatchObject([
      { kind: 'return', change: 'requested', until: returnsAt },
      { kind: 'self_exclusion', change: 'set', until },
    ]);
    // Back to normal: the restricted routes send the member to the normal login.
    expect((await restricted('status', credentials)).body.code).toBe('not_restricted');
  });

  it('refuses a new registration with the excluded phone or bank account', async () => {
    const member = await memberWithToken(t, nextPhone());
    await call(t.app, 'POST', `${base}/self-exclusion`, { token: member.token, body: { period: '1y' } });
    const samePhone = await call(t.app, 'POST', '/api/register/phone', {
      body: { phone: member.phone },
      headers: { 'x-chaba-language': 'en' },
    });
    expect(samePhone.status).toBe(403);
    expect(samePhone.body.code).toBe('self_excluded');
    expect(samePhone.body.errors.phone[0]).toContain('self-excluded');

    const phone = nextPhone();
    expect((await call(t.app, 'POST', '/api/register/phone', { body: { phone } })).status).toBe(200);
    const otp = await lastOtp(t.app, phone);
    const verified = await call(t.app, 'POST', '/api/register/otp', { body: { phone, otp } });
    const token = verified.body.access_token as string;
    await call(t.app, 'POST', '/api/register/password', {
      token,
      body: { password: goodPassword, password_confirmation: goodPassword },
    });
    const sameAccount = await call(t.app, 'POST', '/api/register/bank-account', {
      token,
      headers: { 'x-chaba-language': 'th' },
      body: {
        phone,
        bank: 'KBANK',
        account_number: `1${member.phone.slice(1)}`,
        name: 'ทดสอบ ระบบ',
        line: phone,
        date_of_birth: '1990-01-15',
      },
    });
    expect(sameAccount.status).toBe(403);
    expect(sameAccount.body.code).toBe('self_excluded');
    expect(sameAccount.body.errors.account_number[0]).toContain('ระงับบัญชีด้วยตนเอง');
  });
});

describe('the restricted account', () => {
  it('shows the money and withdraws to the registered account, within the normal rules', async () => {
    const member = await fundMember(t, nextPhone(), 500);
    await call(t.app, 'POST', `${base}/self-exclusion`, { token: member.token, body: { period: '5y' } });
    const credentials = { phone: member.phone, password: member.password };
    const status = await restricted('status', credentials);
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({
      state: 'self_excluded',
      balance: 500,
      withdrawable: 500,
      pending_withdrawal: null,
      bank: { bank_code: 'scb', account_number_masked: expect.stringMatching(/^x+\d{4}$/) },
    });
    expect((await restricted('withdraw', { ...credentials, amount: 10 })).body.code).toBe(
      'withdraw_below_minimum',
    );
    expect((await restricted('withdraw', { ...credentials, amount: 600 })).body.code).toBe(
      'withdraw_exceeds_credit',
    );
    const withdrawn = await restricted('withdraw', { ...credentials, amount: '300' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ type: 'withdraw', amount: 300 });
    expect((await restricted('withdraw', { ...credentials, amount: 150 })).body.code).toBe(
      'pending_request_exists',
    );
    const after = await restricted('status', credentials);
    expect(after.body.data).toMatchObject({ balance: 200, pending_withdrawal: { amount: 300 } });
  });

  it('refuses a wrong password and counts it like a failed login', async () => {
    const member = await memberWithToken(t, nextPhone());
    await call(t.app, 'POST', `${base}/time-out`, { token: member.token, body: { period: '24h' } });
    const wrong = await restricted('status', { phone: member.phone, password: 'Wrong1234' });
    expect(wrong.body.code).toBe('login_failed');
    let last = wrong;
    for (let i = 0; i < 10; i += 1)
      last = await restricted('status', { phone: member.phone, password: 'Wrong1234' });
    expect(last.body.code).toBe('too_many_login_attempts');
    const unknown = await restricted('status', { phone: nextPhone(), password: 'Wrong1234' });
    expect(unknown.body.code).toBe('login_failed');
  });

  it('tells an unrestricted member to log in normally', async () => {
    const member = await memberWithToken(t, nextPhone());
    const answer = await restricted('status', { phone: member.phone, password: member.password }, 'th');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('not_restricted');
    expect(answer.body.message).toContain('เข้าสู่ระบบตามปกติ');
  });
});

describe('account closure', () => {
  it('asks to withdraw a balance first, then closes and pays a small rest out', async () => {
    const member = await fundMember(t, nextPhone(), 550);
    const close = (password: string) =>
      call(t.app, 'POST', `${base}/close-account`, {
        token: member.token,
        body: { password },
        headers: { 'x-chaba-language': 'en' },
      });
    expect((await close('Wrong1234')).body.code).toBe('old_password_wrong');
    const refused = await close(member.password);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('close_account_balance');
    expect(refused.body.message).toContain('550.00');

    const withdrawn = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: member.token,
      body: { phone: member.phone, amount: 500 },
    });
    expect(withdrawn.status).toBe(200);
    // 50 baht is below the 100-baht minimum: the closure makes it a withdrawal after the pending one.
    const closed = await close(member.password);
    expect(closed.status).toBe(200);
    expect(closed.body.data.withdrawal_id).toBeNull();
    expect((await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).status).toBe(401);
    expect((await logIn(member.phone)).body.code).toBe('account_closed');

    const credentials = { phone: member.phone, password: member.password };
    const status = await restricted('status', credentials);
    expect(status.body.data).toMatchObject({
      state: 'closed',
      balance: 50,
      pending_withdrawal: { amount: 500 },
    });
    // Once staff paid the first, the closed account withdraws its whole rest below the minimum.
    const staffToken = await logInStaff(t.app);
    const approve = await call(
      t.app,
      'POST',
      `/api/backoffice/withdrawals/${status.body.data.pending_withdrawal.id}/approve`,
      { token: staffToken, body: { bank_ref: 'close-1' } },
    );
    expect(approve.status).toBe(200);
    expect((await restricted('withdraw', { ...credentials, amount: 40 })).body.code).toBe(
      'withdraw_below_minimum',
    );
    const rest = await restricted('withdraw', { ...credentials, amount: 50 });
    expect(rest.status).toBe(200);
    expect(rest.body.data.amount).toBe(50);
    expect((await restricted('return', credentials)).body.code).toBe('account_closed');
  });

  it('closes a small balance into one withdrawal at once', async () => {
    const member = await fundMember(t, nextPhone(), 60);
    const closed = await call(t.app, 'POST', `${base}/close-account`, {
      token: member.token,
      body: { password: member.password },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.withdrawal_id).toEqual(expect.any(Number));
    const status = await restricted('status', { phone: member.phone, password: member.password });
    expect(status.body.data).toMatchObject({
      state: 'closed',
      balance: 0,
      pending_withdrawal: { amount: 60 },
    });
  });
});

describe('period arithmetic', () => {
  it.each([
    // [from (UTC), period, to (UTC)]: months and years are calendar ones in Bangkok (UTC+7).
    ['2026-11-20T10:00:00.000Z', '24h', '2026-11-21T10:00:00.000Z'],
    ['2026-11-20T10:00:00.000Z', '7d', '2026-11-27T10:00:00.000Z'],
    ['2026-11-20T10:00:00.000Z', '6w', '2027-01-01T10:00:00.000Z'],
    ['2026-11-20T10:00:00.000Z', '1m', '2026-12-20T10:00:00.000Z'],
    // 31 January 08:00 Bangkok: a month later is the last day of February.
    ['2027-01-31T01:00:00.000Z', '1m', '2027-02-28T01:00:00.000Z'],
    // 31 January 03:00 Bangkok is still 30 January in UTC: the Bangkok day counts.
    ['2027-01-30T20:00:00.000Z', '1m', '2027-02-27T20:00:00.000Z'],
    ['2027-12-15T10:00:00.000Z', '1m', '2028-01-15T10:00:00.000Z'],
    ['2026-08-31T10:00:00.000Z', '6m', '2027-02-28T10:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', '1y', '2029-02-28T10:00:00.000Z'],
    ['2026-11-20T10:00:00.000Z', '5y', '2031-11-20T10:00:00.000Z'],
  ] as const)('%s + %s = %s', (from, period, to) => {
    expect(restrictionEnd(period, new Date(from)).toISOString()).toBe(to);
  });

  it('never ends before the exact length nor after one more day, over many start times', () => {
    const minimum = { '1m': 28, '6m': 181, '1y': 365, '5y': 1826 } as const;
    const maximum = { '1m': 31, '6m': 184, '1y': 366, '5y': 1827 } as const;
    for (let i = 0; i < 2000; i += 1) {
      const from = new Date(Date.UTC(2026, 0, 1) + Math.floor(i * 7.3 * hour * 1000 + i * 977));
      for (const period of ['1m', '6m', '1y', '5y'] as const) {
        const days = (restrictionEnd(period, from).getTime() - from.getTime()) / (day * 1000);
        expect(days).toBeGreaterThanOrEqual(minimum[period]);
        expect(days).toBeLessThanOrEqual(maximum[period]);
        // The Bangkok clock time is kept.
        expect(bangkok(restrictionEnd(period, from)).slice(11)).toBe(bangkok(from).slice(11));
      }
    }
  });
});
