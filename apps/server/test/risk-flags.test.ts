import { auditLog, members, promotions, riskFlags } from '@chaba/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, callWallet, useTestApp, goodPassword, lastOtp, postStatementLines } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';
import { launchGame } from './wallet-helpers';

/*
 * The risk rules (issue 12): each has a fixture that raises its flag and one that does not. Members
 * register and log in through the API from client addresses the test chooses; staff read and clear
 * the flags through the staff API.
 */

type Staff = 'admin' | 'finance' | 'support' | 'marketing';
const staffIds = {} as Record<Staff, number>;
let fixedPromotion: number;

const defaultRules = {
  allow_duplicate_account_number: false,
  shared_account_number_enabled: true,
  shared_account_number_min_members: 2,
  shared_account_name_enabled: true,
  shared_account_name_min_members: 2,
  shared_address_enabled: true,
  shared_address_min_members: 3,
  shared_address_window_minutes: 60,
  shared_address_match_device: false,
  referral_loop_enabled: true,
  referral_loop_levels: 3,
  bonus_abuse_enabled: true,
  bonus_abuse_margin_percent: 10,
  bonus_abuse_window_hours: 72,
  big_winner_enabled: true,
  big_winner_min_net_win: 1000,
};

const t = useTestApp({ env: { SMS_PER_ADDRESS_PER_HOUR: '100000' }, ledgerCheck: 'after-all' });
beforeAll(async () => {
  for (const role of ['admin', 'finance', 'support', 'marketing'] as const) {
    const staff = await createStaffMember(t, { username: `risk-${role}`, role });
    staffIds[role] = staff.staffId;
  }
  const rows = await t.connection.db.select().from(promotions);
  fixedPromotion = rows.find((row) => row.name === 'ฝาก 100 รับ 150')!.id; // +50, ×10: turnover 1,500
  expect((await setRules({})).status).toBe(200);
});

/** A staff call, on a fresh session (the tests move the clock past a session's idle time). */
async function as(who: Staff, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const token = await staffSessionToken(t, staffIds[who]);
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() };
}
const setRules = (changes: Partial<typeof defaultRules>) =>
  as('admin', 'PUT', '/api/backoffice/risk/rules', { ...defaultRules, ...changes });

let counter = 0;
const nextPhone = () => `0633${String((counter += 1)).padStart(6, '0')}`;
/** A different client address for each member unless the test gives one. */
const ownAddress = () => `10.77.${Math.floor(counter / 250)}.${counter % 250}`;

interface Registration {
  phone: string;
  address?: string;
  userAgent?: string;
  bank?: string;
  accountNumber?: string;
  name?: string;
  referralKey?: string;
  language?: string;
}

/** The four registration steps from one client address; answers the last step's answer. */
async function register(options: Registration) {
  const address = options.address ?? ownAddress();
  const send = (url: string, body: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      remoteAddress: address,
      headers: {
        'user-agent': options.userAgent ?? `phone-${options.phone}`,
        ...(options.language ? { 'accept-language': options.language } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  await send('/api/register/phone', { phone: options.phone, referral_key: options.referralKey });
  const otp = await lastOtp(t.app, options.phone);
  const token = (await send('/api/register/otp', { phone: options.phone, otp })).json()
    .access_token as string;
  await send(
    '/api/register/password',
    { password: goodPassword, password_confirmation: goodPassword },
    token,
  );
  return send(
    '/api/register/bank-account',
    {
      phone: options.phone,
      bank: options.bank ?? 'SCB',
      account_number: options.accountNumber ?? `2${options.phone.slice(1)}`,
      name: options.name ?? `ทดสอบ ${options.phone}`,
      line: options.phone,
      date_of_birth: '1990-01-15',
    },
    token,
  );
}

async function registered(options: Registration) {
  const answer = await register(options);
  expect(answer.statusCode, answer.body).toBe(200);
  const [row] = await t.connection.db.select().from(members).where(eq(members.phone, options.phone));
  return row!;
}

async function logIn(phone: string, address: string, userAgent = `phone-${phone}`) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { phone, password: goodPassword },
    remoteAddress: address,
    headers: { 'user-agent': userAgent },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().access_token as string;
}

async function openFlags(memberId: number) {
  return t.connection.db
    .select()
    .from(riskFlags)
    .where(and(eq(riskFlags.memberId, memberId), isNull(riskFlags.clearedAt)));
}
const rulesOf = async (memberId: number) => (await openFlags(memberId)).map((flag) => flag.rule).sort();

describe('registration with an account number another member has', () => {
  it('is refused at any bank, with the per-field message in the member language', async () => {
    await registered({ phone: nextPhone(), bank: 'SCB', accountNumber: '3330001111' });
    for (const [language, message] of [
      ['th', 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว'],
      ['en', 'This bank account is already registered'],
      ['zh-CN', '该银行账号已注册'],
    ] as const) {
      const refused = await register({
        phone: nextPhone(),
        bank: 'KBANK',
        accountNumber: '3330001111',
        language,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ account_number: [message] });
    }
  });

  it('is accepted at another bank when the operator allows it, and flags both members', async () => {
    expect((await setRules({ allow_duplicate_account_number: true })).status).toBe(200);
    try {
      const first = await registered({ phone: nextPhone(), bank: 'SCB', accountNumber: '3330002222' });
      const sameBank = await register({ phone: nextPhone(), bank: 'SCB', accountNumber: '3330002222' });
      expect(sameBank.statusCode).toBe(422);
      const second = await registered({ phone: nextPhone(), bank: 'BBL', accountNumber: '3330002222' });
      const alone = await registered({ phone: nextPhone(), bank: 'BBL', accountNumber: '3330003333' });
      expect(await rulesOf(first.id)).toEqual(['shared_account_number']);
      expect(await rulesOf(second.id)).toEqual(['shared_account_number']);
      expect((await openFlags(second.id))[0]!.details).toMatchObject({ other_member_ids: [first.id] });
      expect(await rulesOf(alone.id)).toEqual([]);
    } finally {
      await setRules({});
    }
  });
});

describe('the risk rules', () => {
  it('shared_account_number: a staff change of the bank account to a number another member has flags both', async () => {
    const owner = await registered({ phone: nextPhone(), bank: 'SCB', accountNumber: '3330004444' });
    const other = await registered({ phone: nextPhone(), bank: 'SCB', accountNumber: '3330005555' });
    const unrelated = await registered({ phone: nextPhone(), bank: 'SCB', accountNumber: '3330006666' });
    const changed = await as('admin', 'POST', `/api/backoffice/members/${other.id}/bank-account`, {
      bank: 'KTB',
      account_number: '3330004444',
    });
    expect(changed.status).toBe(200);
    expect(await rulesOf(owner.id)).toEqual(['shared_account_number']);
    expect(await rulesOf(other.id)).toEqual(['shared_account_number']);
    const moved = await as('admin', 'POST', `/api/backoffice/members/${unrelated.id}/bank-account`, {
      bank: 'KTB',
      account_number: '3330007777',
    });
    expect(moved.status).toBe(200);
    expect(await rulesOf(unrelated.id)).toEqual([]);
  });

  it('shared_account_name: flags members with one holder name, however spaced or cased, not the others', async () => {
    const first = await registered({ phone: nextPhone(), name: 'Somchai  Jaidee' });
    const second = await registered({ phone: nextPhone(), name: 'somchai jaidee' });
    const other = await registered({ phone: nextPhone(), name: 'Somchai Jaidi' });
    expect(await rulesOf(first.id)).toEqual(['shared_account_name']);
    expect(await rulesOf(second.id)).toEqual(['shared_account_name']);
    expect(await rulesOf(other.id)).toEqual([]);
  });

  it('shared_address: flags the third member seen from one address within the window, and all three', async () => {
    const address = '203.0.113.10';
    const one = await registered({ phone: nextPhone(), address });
    const two = await registered({ phone: nextPhone(), address });
    expect(await rulesOf(one.id)).toEqual([]);
    expect(await rulesOf(two.id)).toEqual([]);
    // A third member who registered elsewhere logs in from the address.
    const three = await registered({ phone: nextPhone() });
    await logIn(three.phone, address);
    for (const member of [one, two, three]) expect(await rulesOf(member.id)).toEqual(['shared_address']);
    expect((await openFlags(three.id))[0]).toMatchObject({ subject: `address:${address}` });
  });

  it('shared_address: does not flag members seen from one address further apart than the window', async () => {
    const address = '203.0.113.20';
    const one = await registered({ phone: nextPhone(), address });
    const two = await registered({ phone: nextPhone(), address });
    t.clock.advanceSeconds(61 * 60);
    const three = await registered({ phone: nextPhone(), address });
    for (const member of [one, two, three]) expect(await rulesOf(member.id)).toEqual([]);
  });

  it('shared_address with the device: only members on one address and one device count', async () => {
    expect(
      (await setRules({ shared_address_match_device: true, shared_address_min_members: 2 })).status,
    ).toBe(200);
    try {
      const address = '203.0.113.30';
      const one = await registered({ phone: nextPhone(), address, userAgent: 'Phone A' });
      const two = await registered({ phone: nextPhone(), address, userAgent: 'Phone B' });
      expect(await rulesOf(one.id)).toEqual([]);
      const three = await registered({ phone: nextPhone(), address, userAgent: 'Phone A' });
      expect(await rulesOf(one.id)).toEqual(['shared_address']);
      expect(await rulesOf(three.id)).toEqual(['shared_address']);
      expect(await rulesOf(two.id)).toEqual([]);
    } finally {
      await setRules({});
    }
  });

  it('referral_loop: flags a member whose level-2 upline was seen from the same address, and that upline', async () => {
    const top = await registered({ phone: nextPhone(), address: '198.51.100.1' });
    const middle = await registered({
      phone: nextPhone(),
      address: '198.51.100.2',
      referralKey: top.referralKey,
    });
    const bottom = await registered({
      phone: nextPhone(),
      address: '198.51.100.1',
      referralKey: middle.referralKey,
    });
    expect(await rulesOf(bottom.id)).toEqual(['referral_loop']);
    expect(await rulesOf(top.id)).toEqual(['referral_loop']);
    expect(await rulesOf(middle.id)).toEqual([]);
    expect((await openFlags(bottom.id))[0]).toMatchObject({
      subject: `upline:${top.id}`,
      details: { level: 2, matches: ['address'], upline_member_id: top.id },
    });
  });

  it('referral_loop: leaves a chain of different people alone, and respects the levels set', async () => {
    const top = await registered({ phone: nextPhone(), address: '198.51.100.11' });
    const middle = await registered({
      phone: nextPhone(),
      address: '198.51.100.12',
      referralKey: top.referralKey,
    });
    const honest = await registered({
      phone: nextPhone(),
      address: '198.51.100.13',
      referralKey: middle.referralKey,
    });
    expect(await rulesOf(honest.id)).toEqual([]);
    expect((await setRules({ referral_loop_levels: 1 })).status).toBe(200);
    try {
      const looping = await registered({
        phone: nextPhone(),
        address: '198.51.100.11',
        referralKey: middle.referralKey,
      });
      expect(await rulesOf(looping.id)).toEqual([]);
    } finally {
      await setRules({});
    }
  });

  it('bonus_abuse: flags a withdrawal after a bonus and bets of no more than the turnover, not after real play', async () => {
    const abuser = await playedBonus(15); // bets 1,500 = the turnover required
    const player = await playedBonus(20); // bets 2,000 > 1,500 + 10%
    expect(await withdraw(abuser, 150)).toBe(200);
    expect(await withdraw(player, 150)).toBe(200);
    expect(await rulesOf(abuser.id)).toEqual(['bonus_abuse']);
    expect((await openFlags(abuser.id))[0]!.details).toMatchObject({
      bonus: 50,
      turnover_required: 1500,
      bets: 1500,
      withdrawal: 150,
    });
    expect(await rulesOf(player.id)).toEqual([]);

    const desk = await as('finance', 'GET', '/api/backoffice/withdrawals');
    const byMember = (id: number) =>
      desk.body.data.find((entry: { member_id: number }) => entry.member_id === id);
    expect(byMember(abuser.id).risk_flags).toEqual(['bonus_abuse']);
    expect(byMember(player.id).risk_flags).toEqual([]);
  });

  it('big_winner: the job flags a member whose wins less bets of the day reach the amount, once a day', async () => {
    const winner = await playing();
    const small = await playing();
    await round(winner.player, 100, 1200); // net +1,100
    await round(small.player, 100, 900); // net +800
    await runJob('risk-big-winners');
    expect(await rulesOf(winner.id)).toEqual(['big_winner']);
    expect(await rulesOf(small.id)).toEqual([]);
    const [flag] = await openFlags(winner.id);
    expect(flag!.details).toMatchObject({ net_win: 1100, threshold: 1000 });

    // Cleared, it does not come back the same day.
    const cleared = await as('finance', 'POST', `/api/backoffice/risk/flags/${flag!.id}/clear`, {
      reason: 'Known high roller',
    });
    expect(cleared.status).toBe(200);
    await runJob('risk-big-winners');
    expect(await rulesOf(winner.id)).toEqual([]);
  });

  it('a rule switched off raises nothing', async () => {
    expect((await setRules({ shared_account_name_enabled: false })).status).toBe(200);
    try {
      const first = await registered({ phone: nextPhone(), name: 'Off Rule' });
      const second = await registered({ phone: nextPhone(), name: 'Off Rule' });
      expect(await rulesOf(first.id)).toEqual([]);
      expect(await rulesOf(second.id)).toEqual([]);
    } finally {
      await setRules({});
    }
  });
});

describe('the risk desk', () => {
  it('lists open flags by rule with server paging, and clears one with a reason, audited', async () => {
    const first = await registered({ phone: nextPhone(), name: 'Desk Shared' });
    const second = await registered({ phone: nextPhone(), name: 'Desk Shared' });
    const page1 = await as('support', 'GET', '/api/backoffice/risk/flags?rule=shared_account_name&limit=1');
    expect(page1.status).toBe(200);
    expect(page1.body.data).toHaveLength(1);
    expect(page1.body.data[0]).toMatchObject({ rule: 'shared_account_name', member_id: second.id });
    expect(page1.body.open_counts.shared_account_name).toBeGreaterThanOrEqual(2);
    const page2 = await as(
      'support',
      'GET',
      `/api/backoffice/risk/flags?rule=shared_account_name&limit=1&cursor=${page1.body.next_cursor}`,
    );
    expect(page2.body.data[0]).toMatchObject({ member_id: first.id });

    const flagId = page1.body.data[0].id as number;
    const forbidden = await as('support', 'POST', `/api/backoffice/risk/flags/${flagId}/clear`, {
      reason: 'x',
    });
    expect(forbidden.status).toBe(403);
    const noReason = await as('finance', 'POST', `/api/backoffice/risk/flags/${flagId}/clear`, {
      reason: ' ',
    });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    expect(await rulesOf(second.id)).toEqual(['shared_account_name']);

    const cleared = await as('finance', 'POST', `/api/backoffice/risk/flags/${flagId}/clear`, {
      reason: 'Twins, checked by phone',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      cleared_by: { staff_id: staffIds.finance, username: 'risk-finance' },
      clear_reason: 'Twins, checked by phone',
    });
    const again = await as('finance', 'POST', `/api/backoffice/risk/flags/${flagId}/clear`, {
      reason: 'again',
    });
    expect(again.status).toBe(409);

    const [audit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'risk.clear'), eq(auditLog.targetId, String(second.id))));
    expect(audit).toMatchObject({
      staffId: staffIds.finance,
      before: { cleared: false },
      after: { cleared: true, reason: 'Twins, checked by phone' },
    });
    const memberFlags = await as('support', 'GET', `/api/backoffice/risk/members/${second.id}/flags`);
    expect(memberFlags.body.data).toEqual([
      expect.objectContaining({ id: flagId, cleared_at: expect.any(String) }),
    ]);
  });

  it('edits the rules with settings.manage only, per-field messages and an audit', async () => {
    expect((await as('finance', 'PUT', '/api/backoffice/risk/rules', defaultRules)).status).toBe(403);
    expect((await as('finance', 'GET', '/api/backoffice/risk/rules')).status).toBe(403);
    const bad = await as('admin', 'PUT', '/api/backoffice/risk/rules', {
      ...defaultRules,
      referral_loop_levels: 4,
      big_winner_min_net_win: -1,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['big_winner_min_net_win', 'referral_loop_levels']);
    const saved = await setRules({ big_winner_min_net_win: 2500.5 });
    expect(saved.body.data.big_winner_min_net_win).toBe(2500.5);
    expect((await as('admin', 'GET', '/api/backoffice/risk/rules')).body.data).toEqual({
      ...defaultRules,
      big_winner_min_net_win: 2500.5,
    });
    const audits = await t.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.risk_rules'));
    expect(audits.at(-1)!.after).toMatchObject({ big_winner_min_net_win_satang: 250050 });
    await setRules({});
  });
});

// ---- money and games --------------------------------------------------------------------------------

async function memberToken(options: Registration) {
  const member = await registered(options);
  const token = await logIn(member.phone, options.address ?? ownAddress());
  return { ...member, token };
}

/** A member who took the fixed bonus (deposit 100, +50, turnover 1,500) and played `rounds` of 100. */
async function playedBonus(rounds: number) {
  const member = await memberToken({ phone: nextPhone() });
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount: 100, promotion_id: fixedPromotion },
  });
  expect(prepared.status).toBe(200);
  await postStatementLines(t, [
    {
      id: `risk-${prepared.body.data.ref}`,
      account_number: prepared.body.data.to_account_number,
      amount: prepared.body.data.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
  const player = await playerToken(member.token);
  for (let index = 0; index < rounds; index += 1) await round(player, 100, 100);
  return member;
}

async function withdraw(member: { token: string; phone: string }, amount: number) {
  const answer = await call(t.app, 'POST', '/api/requests/withdraw', {
    token: member.token,
    body: { phone: member.phone, amount },
  });
  return answer.status;
}

/** A funded member in a game: 500 baht deposited without a promotion. */
async function playing() {
  const member = await memberToken({ phone: nextPhone() });
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount: 500 },
  });
  await postStatementLines(t, [
    {
      id: `risk-${prepared.body.data.ref}`,
      account_number: prepared.body.data.to_account_number,
      amount: prepared.body.data.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
  return { ...member, player: await playerToken(member.token) };
}

const playerToken = async (token: string) => (await launchGame(t, token, { game: 'hilo' })).playerToken;

let rounds = 0;
async function round(player: string, stake: number, win: number) {
  rounds += 1;
  const bet = await callWallet(t, 'bet', {
    player_token: player,
    transaction_id: `rb-${rounds}`,
    round_id: `rr-${rounds}`,
    game_code: 'hilo',
    amount: stake,
  });
  expect(bet.status).toBe(200);
  await callWallet(t, 'win', {
    player_token: player,
    transaction_id: `rw-${rounds}`,
    round_id: `rr-${rounds}`,
    game_code: 'hilo',
    amount: win,
  });
}

async function runJob(name: string) {
  const outcomes = await t.jobs.runOnce();
  expect(outcomes.find((outcome) => outcome.name === name)).toMatchObject({ result: 'ok' });
}
