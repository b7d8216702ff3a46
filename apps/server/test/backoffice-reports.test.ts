import { ledgerAccount, readBalance, type AccountSpec } from '@chaba/core/ledger/accounts';
import { queryRows } from '@chaba/db/query-rows';
import { promotions, reportDays, reportHours } from '@chaba/db/schema';
import { bangkokDate } from '@chaba/core/bangkok-time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  callWallet,
  useTestApp,
  goodPassword,
  lastOtp,
  logInAs,
  memberWithToken,
  postStatementLines,
} from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';
import { postAt } from './ledger-fixture';
import { launchGame } from './wallet-helpers';
import { cancelPromotion } from '@chaba/core/promotions/cancel-promotion';
import { grantBonus } from '@chaba/core/promotions/grant-bonus';

/*
 * The dashboard and the reports against a ledger whose totals are worked out by hand below. The
 * test clock starts at 2026-11-20 10:00 UTC, 17:00 in Bangkok: day B (2026-11-20) is today, day A
 * (2026-11-19) is yesterday. Ledger rows take the database's time when posted, so the fixture writes
 * them with the times it needs (balanced, through the real accounts, the cached balances kept), in
 * time order, as the ledger's functions would have.
 */

let staff: { finance: number; support: number; marketing: number };
const dayA = '2026-11-19';
const dayB = '2026-11-20';

async function tokenOf(role: keyof typeof staff) {
  return staffSessionToken(t, staff[role]);
}
const get = async (url: string, role: keyof typeof staff = 'finance', headers?: Record<string, string>) =>
  call(t.app, 'GET', url, { token: await tokenOf(role), headers });

/** A member registered at a given time. */
async function memberAt(phone: string, createdAt: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.connection.db,
    sql`insert into members (phone, password_hash, name, bank, account_number, referral_key, created_at)
        values (${phone}, 'fixture', ${`ทดสอบ ${phone}`}, 'kbank', ${`1${phone}`}, ${`r${phone}`}, ${createdAt}::timestamptz)
        returning id`,
  );
  return Number(row!.id);
}

/** One balanced ledger transaction at `at`: `baht` from one account to another. */
const post = (
  at: string,
  eventType: string,
  from: AccountSpec,
  to: AccountSpec,
  baht: number,
  options: { key?: string; metadata?: Record<string, unknown> } = {},
) => postAt(t.connection.db, { at, eventType, from, to, satang: BigInt(Math.round(baht * 100)), ...options });

const bank = ledgerAccount.companyBank('1112223334');
const provider = ledgerAccount.gameProvider('chaba-demo');
const wallet = ledgerAccount.memberWallet;
const hold = ledgerAccount.memberWithdrawalHold;
const deposit = (at: string, member: number, baht: number) => post(at, 'deposit', bank, wallet(member), baht);
const bet = (at: string, member: number, baht: number, round: string, game: string) =>
  post(at, 'game_bet', wallet(member), provider, baht, {
    key: `game:chaba-demo:bet-${round}`,
    metadata: { roundId: round, gameCode: game },
  });
const win = (at: string, member: number, baht: number, round: string, game: string) =>
  post(at, 'game_win', provider, wallet(member), baht, { metadata: { roundId: round, gameCode: game } });
async function withdraw(heldAt: string, paidAt: string, member: number, baht: number) {
  await post(heldAt, 'withdrawal_hold', wallet(member), hold(member), baht);
  await post(paidAt, 'withdrawal_payout', hold(member), ledgerAccount.payouts(), baht);
}

let m0: number;
let m1: number;
let m2: number;
let m3: number;

const t = useTestApp({ ledgerCheck: 'after-all' });
beforeAll(async () => {
  staff = {
    finance: (await createStaffMember(t, { username: 'reports-finance', role: 'finance' })).staffId,
    support: (await createStaffMember(t, { username: 'reports-support', role: 'support' })).staffId,
    marketing: (await createStaffMember(t, { username: 'reports-marketing', role: 'marketing' })).staffId,
  };
  m0 = await memberAt('0811000000', '2026-01-01T03:00:00Z');
  m1 = await memberAt('0811000001', '2026-11-19T02:00:00Z'); // day A, 09:00
  m2 = await memberAt('0811000002', '2026-11-19T16:59:59Z'); // day A, 23:59:59
  m3 = await memberAt('0811000003', '2026-11-19T17:00:00Z'); // day B, 00:00:00

  // Before both days: m0's first deposit.
  await deposit('2026-02-01T05:00:00Z', m0, 1000);
  // Day A (Bangkok 2026-11-19 = 2026-11-18T17:00Z … 2026-11-19T17:00Z).
  await deposit('2026-11-19T03:00:00Z', m1, 500); // m1's first deposit
  await post('2026-11-19T04:00:00Z', 'promotion_bonus', ledgerAccount.promotionExpense(), wallet(m1), 50);
  await bet('2026-11-19T05:00:00Z', m1, 100, 'r1', 'hibiscus-slot');
  await win('2026-11-19T05:00:01Z', m1, 250, 'r1', 'hibiscus-slot');
  await deposit('2026-11-19T06:00:00Z', m0, 300); // not m0's first
  await bet('2026-11-19T07:00:00Z', m0, 40, 'r2', 'lotus-dice'); // lost: no win posting
  await withdraw('2026-11-19T08:00:00Z', '2026-11-19T09:00:00Z', m1, 300);
  // Issue 29's books (decision 58): each source and staff's adjustments from its own expense account.
  await post('2026-11-19T10:00:00Z', 'cashback', ledgerAccount.cashbackExpense(), wallet(m1), 15);
  await post(
    '2026-11-19T16:59:59.500Z',
    'staff_adjustment',
    ledgerAccount.staffAdjustments(),
    wallet(m0),
    25,
  );
  await deposit('2026-11-19T16:59:59.999Z', m2, 200); // m2's first, the last millisecond of day A
  // Day B.
  await deposit('2026-11-19T17:00:00.000Z', m3, 1000); // m3's first, the first millisecond of day B
  // A staff debit in the same millisecond: day B's, taking from the adjustments' figure.
  await post('2026-11-19T17:00:00.000Z', 'staff_adjustment', wallet(m0), ledgerAccount.staffAdjustments(), 5);
  await post('2026-11-20T01:30:00Z', 'rebate', ledgerAccount.rebateExpense(), wallet(m3), 3);
  await post('2026-11-20T02:30:00Z', 'commission', ledgerAccount.commissionExpense(), wallet(m0), 12);
  await bet('2026-11-19T17:30:00Z', m3, 200, 'r4', 'hibiscus-slot');
  await bet('2026-11-19T17:31:00Z', m3, 50, 'r5', 'hibiscus-slot');
  await post('2026-11-19T17:32:00Z', 'game_rollback', provider, wallet(m3), 50, {
    metadata: { roundId: 'r5', reference: 'bet-r5' },
  });
  await win('2026-11-20T01:00:00Z', m3, 80, 'r4', 'hibiscus-slot');
  await post(
    '2026-11-20T02:00:00Z',
    'referral_bonus',
    ledgerAccount.referralExpense(),
    ledgerAccount.memberReferralPending(m0),
    35,
    { metadata: { weekEnd: '2026-11-13' } },
  );
  await deposit('2026-11-20T03:00:00Z', m1, 100);
  await withdraw('2026-11-20T03:30:00Z', '2026-11-20T04:00:00Z', m3, 400);
  await post('2026-11-20T04:30:00Z', 'staff_bonus', ledgerAccount.staffBonusExpense(), wallet(m3), 40);
  await post('2026-11-20T05:00:00Z', 'activity_bonus', ledgerAccount.promotionExpense(), wallet(m1), 20);
  await post('2026-11-20T05:30:00Z', 'coupon', ledgerAccount.couponExpense(), wallet(m1), 8);
  // A coupon's bonus cancelled after bets: what is left of it goes back to the coupons' account.
  await post('2026-11-20T06:30:00Z', 'bonus_forfeit', wallet(m1), ledgerAccount.couponExpense(), 3);
  await post('2026-11-20T06:00:00Z', 'promotion_forfeit', wallet(m1), ledgerAccount.promotionExpense(), 10);
  // 16:30 on day B: after the last closed hour at the clock's 17:00 (16:45 less the closing delay
  // falls in the hour from 16:00), so it is read live from the ledger while the hours before are kept.
  await bet('2026-11-20T09:30:00Z', m1, 30, 'r6', 'hibiscus-slot');
  await post('2026-11-20T09:40:00Z', 'cashback', ledgerAccount.cashbackExpense(), wallet(m1), 7);
});

/*
 * By hand:
 * day A: deposits m1 500 + m0 300 + m2 200 = 3 for 1,000; withdrawals 1 for 300; net cash 700;
 *   first depositors m1, m2 = 2 (m0 deposited in February); registrations m1, m2 = 2; active players
 *   m1, m0 = 2; bets 100 + 40 = 2 for 140; wins 250; GGR −110; bonus 50; referral 0; NGR −160.
 * day B: deposits m3 1,000 + m1 100 = 2 for 1,100; withdrawals 1 for 400; net cash 700; first
 *   depositors m3 = 1; registrations m3 and the demo seed's member (made at the clock's start,
 *   17:00 on day B) = 2; active players m3 (in a kept hour) and m1 (live) = 2; bets 200 + 50 − 50
 *   rolled back + 30 = 2 for 230; wins 80; GGR 150; bonus 20 − 10 taken back = 10; referral 35;
 *   NGR 150 − 10 − 35 = 105 before the books below.
 * both days: deposits 5 for 2,100; withdrawals 2 for 700; net cash 1,400; first depositors 3;
 *   registrations 4; active players m0, m1, m3 = 3; bets 4 for 370; wins 330; GGR 40; bonus 60;
 *   referral 35; NGR −55.
 */
/*
 * The books (decision 58), by hand: day A cashback 15, adjustments 25 (the credit at 23:59:59.5);
 * NGR −110 − 50 − 15 − 25 = −200. Day B: cashback 7 (live), rebate 3, commission 12, staff bonus 40,
 * coupons 8 − 3 taken back = 5, adjustments −5 (the debit at 00:00:00.000); NGR 150 − 10 − 35 − 7 − 3
 * − 12 − 40 − 5 + 5 = 43. Both: cashback 22, rebate 3, commission 12, staff bonus 40, coupons 5,
 * adjustments 20; NGR −200 + 43 = −157.
 */
const expectedA = {
  deposits: { count: 3, amount: 1000 },
  withdrawals: { count: 1, amount: 300 },
  net_cash: 700,
  first_depositors: 2,
  registrations: 2,
  active_players: 2,
  bets: { count: 2, amount: 140 },
  wins: 250,
  ggr: -110,
  bonus: 50,
  referral: 0,
  cashback: 15,
  rebate: 0,
  commission: 0,
  staff_bonus: 0,
  coupons: 0,
  wheel: 0,
  checkin: 0,
  adjustments: 25,
  vip_level_up: 0,
  vip_birthday: 0,
  ngr: -200,
};
const expectedB = {
  deposits: { count: 2, amount: 1100 },
  withdrawals: { count: 1, amount: 400 },
  net_cash: 700,
  first_depositors: 1,
  registrations: 2,
  active_players: 2,
  bets: { count: 2, amount: 230 },
  wins: 80,
  ggr: 150,
  bonus: 10,
  referral: 35,
  cashback: 7,
  rebate: 3,
  commission: 12,
  staff_bonus: 40,
  coupons: 5,
  wheel: 0,
  checkin: 0,
  adjustments: -5,
  vip_level_up: 0,
  vip_birthday: 0,
  ngr: 43,
};
const expectedBoth = {
  deposits: { count: 5, amount: 2100 },
  withdrawals: { count: 2, amount: 700 },
  net_cash: 1400,
  first_depositors: 3,
  registrations: 4,
  active_players: 3,
  bets: { count: 4, amount: 370 },
  wins: 330,
  ggr: 40,
  bonus: 60,
  referral: 35,
  cashback: 22,
  rebate: 3,
  commission: 12,
  staff_bonus: 40,
  coupons: 5,
  wheel: 0,
  checkin: 0,
  adjustments: 20,
  vip_level_up: 0,
  vip_birthday: 0,
  ngr: -157,
};

describe('the dashboard', () => {
  it('adds up the ledger by Bangkok day: yesterday kept in report_days, today live', async () => {
    const response = await get(`/api/backoffice/dashboard?from=${dayA}&to=${dayB}`);
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data.today).toEqual({ day: dayB, ...expectedB });
    expect(data.period).toEqual({ from: dayA, to: dayB, ...expectedBoth });
    expect(data.series).toHaveLength(30);
    expect(data.series[29]).toEqual({ day: dayB, ...expectedB });
    expect(data.series[28]).toEqual({ day: dayA, ...expectedA });
    expect(data.series[27].day).toBe('2026-11-18');
    expect(data.series[27].deposits).toEqual({ count: 0, amount: 0 });
    expect(data.queues).toEqual({
      withdrawals: 0,
      pending_deposits: 0,
      unmatched_statements: 0,
      adjustments: 0,
    });

    // Day A is closed and kept; of today, the hours until 16:00 are kept and the rest read live.
    const kept = await t.connection.db.select({ day: reportDays.day }).from(reportDays);
    expect(kept.map((row) => row.day)).toContain(dayA);
    expect(kept.map((row) => row.day)).not.toContain(dayB);
    const hours = await t.connection.db.select().from(reportHours);
    expect(hours.map((row) => row.hour).sort()).toEqual(
      Array.from({ length: 16 }, (_, hour) => `${dayB}T${String(hour).padStart(2, '0')}`),
    );
    expect(hours.find((row) => row.hour === `${dayB}T00`)).toMatchObject({ depositCount: 1, betCount: 1 });

    // Each book figure of the period is what its account's balance says it gave (all its postings are here).
    for (const [figure, account] of [
      ['cashback', ledgerAccount.cashbackExpense()],
      ['rebate', ledgerAccount.rebateExpense()],
      ['commission', ledgerAccount.commissionExpense()],
      ['staff_bonus', ledgerAccount.staffBonusExpense()],
      ['coupons', ledgerAccount.couponExpense()],
      ['adjustments', ledgerAccount.staffAdjustments()],
    ] as const) {
      expect(data.period[figure]).toBe(-Number(await readBalance(t.connection.db, account)) / 100);
    }

    // The default period is the last 7 days, today included.
    const defaults = await get('/api/backoffice/dashboard');
    expect(defaults.body.data.period).toEqual({ from: '2026-11-14', to: dayB, ...expectedBoth });
  });

  it('gives the same figures once both days are closed', async () => {
    t.clock.advanceSeconds(2 * 24 * 60 * 60);
    const response = await get(`/api/backoffice/dashboard?from=${dayA}&to=${dayB}`);
    expect(response.body.data.period).toEqual({ from: dayA, to: dayB, ...expectedBoth });
    expect(response.body.data.today).toMatchObject({ day: '2026-11-22', deposits: { count: 0, amount: 0 } });
    const one = await get(`/api/backoffice/dashboard?from=${dayB}&to=${dayB}`);
    expect(one.body.data.period).toEqual({ from: dayB, to: dayB, ...expectedB });
    const kept = await t.connection.db.select().from(reportDays);
    expect(kept.find((row) => row.day === dayB)).toMatchObject({
      depositCount: 2,
      depositSatang: 110_000n,
      activePlayers: 2,
    });
  });

  it('is for the roles with reports.view', async () => {
    expect((await get('/api/backoffice/dashboard', 'marketing')).status).toBe(200);
    expect((await get('/api/backoffice/dashboard', 'support')).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/backoffice/dashboard')).status).toBe(401);
  });

  it('refuses bad dates, a period that ends before it starts and one longer than a year, per field', async () => {
    const en = { 'accept-language': 'en' };
    const bad = await get('/api/backoffice/dashboard?from=2026-02-30&to=2026-03-01', 'finance', en);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.from).toEqual(['Start date is invalid']);
    const reversed = await get(`/api/backoffice/dashboard?from=${dayB}&to=${dayA}`, 'finance', en);
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({ to: ['The end date must not be before the start date'] });
    const long = await get('/api/backoffice/dashboard?from=2025-01-01&to=2026-01-02', 'finance', en);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ to: ['The date range may cover at most 366 days'] });
    const half = await get(`/api/backoffice/dashboard?from=${dayA}`, 'finance');
    expect(half.status).toBe(422);
    expect(Object.keys(half.body.errors)).toEqual(['to']);
    const thai = await get(`/api/backoffice/reports/daily?from=${dayB}&to=${dayA}`);
    expect(thai.body.errors).toEqual({ to: ['วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่ม'] });
    expect((await get('/api/backoffice/reports/games?from=2026-11-01')).status).toBe(422);
    expect((await get(`/api/backoffice/reports/games?from=${dayA}&to=${dayB}&limit=500`)).status).toBe(422);
  });
});

describe('the reports', () => {
  it('daily profit and loss: a row per day and the total, as JSON and as CSV for Excel', async () => {
    const response = await get(`/api/backoffice/reports/daily?from=2026-11-18&to=${dayB}`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((row: { day: string }) => row.day)).toEqual(['2026-11-18', dayA, dayB]);
    expect(response.body.data[1]).toEqual({ day: dayA, ...expectedA });
    expect(response.body.data[2]).toEqual({ day: dayB, ...expectedB });
    expect(response.body.total).toEqual(expectedBoth);

    const csv = await get(`/api/backoffice/reports/daily?from=${dayA}&to=${dayB}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="chaba-daily-${dayA}_${dayB}.csv"`);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const lines = csv.text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'day,deposits_count,deposits_amount,withdrawals_count,withdrawals_amount,net_cash,first_depositors,' +
        'registrations,active_players,bets_count,bets_amount,wins,ggr,bonus,referral,' +
        'cashback,rebate,commission,staff_bonus,coupons,wheel,checkin,adjustments,vip_level_up,vip_birthday,ngr',
    );
    expect(lines.slice(1)).toEqual([
      `${dayA},3,1000,1,300,700,2,2,2,2,140,250,-110,50,0,15,0,0,0,0,0,0,25,0,0,-200`,
      `${dayB},2,1100,1,400,700,1,2,2,2,230,80,150,10,35,7,3,12,40,5,0,0,-5,0,0,43`,
    ]);
  });

  it('per game and per provider: stakes less rollbacks, wins, GGR, rounds and players that stood', async () => {
    const byGame = await get(`/api/backoffice/reports/games?from=${dayA}&to=${dayB}`);
    expect(byGame.status).toBe(200);
    expect(byGame.body.total).toBe(2);
    expect(byGame.body.data).toEqual([
      expect.objectContaining({
        provider: 'chaba-demo',
        game_code: 'hibiscus-slot',
        bets: 330,
        wins: 330,
        ggr: 0,
        rounds: 3,
        players: 2,
      }),
      expect.objectContaining({ game_code: 'lotus-dice', bets: 40, wins: 0, ggr: 40, rounds: 1, players: 1 }),
    ]);
    const firstPage = await get(`/api/backoffice/reports/games?from=${dayA}&to=${dayB}&limit=1`);
    expect(firstPage.body).toMatchObject({ page: 1, limit: 1, total: 2 });
    expect(firstPage.body.data.map((row: { game_code: string }) => row.game_code)).toEqual(['hibiscus-slot']);
    const secondPage = await get(`/api/backoffice/reports/games?from=${dayA}&to=${dayB}&limit=1&page=2`);
    expect(secondPage.body.data.map((row: { game_code: string }) => row.game_code)).toEqual(['lotus-dice']);

    const byProvider = await get(`/api/backoffice/reports/games?from=${dayA}&to=${dayB}&group=provider`);
    expect(byProvider.body.data).toEqual([
      {
        provider: 'chaba-demo',
        game_code: null,
        game_name: null,
        bets: 370,
        wins: 330,
        ggr: 40,
        rounds: 4,
        players: 3,
      },
    ]);
    const dayOnly = await get(`/api/backoffice/reports/games?from=${dayA}&to=${dayA}&group=provider`);
    expect(dayOnly.body.data[0]).toMatchObject({ bets: 140, wins: 250, rounds: 2, players: 2 });
  });

  it('referral commissions per week and per referrer', async () => {
    const weeks = await get(`/api/backoffice/reports/referrals?from=${dayA}&to=${dayB}`);
    expect(weeks.body.data).toEqual([
      { week_end: '2026-11-13', member_id: null, phone: null, name: null, count: 1, amount: 35 },
    ]);
    const referrers = await get(`/api/backoffice/reports/referrals?from=${dayA}&to=${dayB}&group=referrer`);
    expect(referrers.body.data).toEqual([
      { week_end: null, member_id: m0, phone: '0811000000', name: 'ทดสอบ 0811000000', count: 1, amount: 35 },
    ]);
    expect((await get(`/api/backoffice/reports/referrals?from=${dayA}&to=${dayA}`)).body.data).toEqual([]);
  });

  it('affiliates and advertising clicks, promotions and staff actions answer for the range', async () => {
    const affiliates = await get(`/api/backoffice/reports/affiliates?from=${dayA}&to=${dayB}`);
    expect(affiliates.status).toBe(200);
    // The fixture's members came by no link: every source has zeros, the advertising row last.
    expect(affiliates.body.data.at(-1)).toEqual({
      key: null,
      name: null,
      clicks: 0,
      registrations: 0,
      first_deposits: 0,
      revenue: 0,
    });
    const promotions = await get(`/api/backoffice/reports/promotions?from=${dayA}&to=${dayB}`);
    expect(promotions.body).toEqual({ data: [], page: 1, limit: 50, total: 0 });
    const actions = await get(
      `/api/backoffice/reports/staff-actions?from=2026-11-01&to=2026-11-30&format=csv`,
    );
    expect(actions.status).toBe(200);
    expect(actions.text.startsWith('\uFEFF')).toBe(true);
  });

  it('writes a name that looks like a spreadsheet formula as text in the CSV', async () => {
    await t.connection.db.execute(
      sql`update members set name = ${'=HYPERLINK("http://x", "ชื่อ")'} where id = ${m0}`,
    );
    const csv = await get(
      `/api/backoffice/reports/referrals?from=${dayA}&to=${dayB}&group=referrer&format=csv`,
    );
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="chaba-referrals-by-referrer-${dayA}_${dayB}.csv"`,
    );
    expect(csv.text.slice(1).trimEnd().split('\r\n')).toEqual([
      'week_end,member_id,phone,name,count,amount',
      `,${m0},0811000000,"'=HYPERLINK(""http://x"", ""ชื่อ"")",1,35`,
    ]);
  });

  it('promotions: taken, members, the bonus the ledger paid, turnover reached and the withdrawals after, through the real flows', async () => {
    const rows = await t.connection.db.select().from(promotions);
    const fixed = rows.find((row) => row.name === 'ฝาก 100 รับ 150')!.id; // +50, turnover 1,500
    const percent = rows.find((row) => row.name === 'สมาชิกใหม่ รับโบนัส 50%')!.id; // 50 %
    const finance = await tokenOf('finance');

    // One member takes the fixed bonus, plays its turnover through, and is paid a withdrawal.
    const keen = await memberWithToken(t, '0822000001');
    await depositWithPromotion(keen.token, 100, fixed);
    const player = await playerTokenOf(keen.token);
    for (let index = 0; index < 15; index += 1) {
      const roundId = `promo-${index}`;
      await callWallet(t, 'bet', {
        player_token: player,
        transaction_id: `${roundId}-b`,
        round_id: roundId,
        game_code: 'hilo',
        amount: 100,
      });
      await callWallet(t, 'win', {
        player_token: player,
        transaction_id: `${roundId}-w`,
        round_id: roundId,
        game_code: 'hilo',
        amount: 100,
      });
    }
    t.clock.advanceSeconds(60);
    const asked = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: keen.token,
      body: { phone: keen.phone, amount: 150 },
    });
    expect(asked.status).toBe(200);
    const desk = await call(t.app, 'GET', '/api/backoffice/withdrawals?status=pending', { token: finance });
    const request = desk.body.data.find((row: { member_phone: string }) => row.member_phone === keen.phone);
    const paid = await call(t.app, 'POST', `/api/backoffice/withdrawals/${request.id}/approve`, {
      token: finance,
      body: { bank_ref: 'REPORT-1' },
    });
    expect(paid.status).toBe(200);
    // Another takes 50 % on 200 and has not played.
    const idle = await memberWithToken(t, '0822000002');
    await depositWithPromotion(idle.token, 200, percent);
    // The other sources (decision 58) each make one row: two coupons and a staff bonus, one cancelled.
    t.clock.advanceSeconds(60);
    const now = t.clock.now();
    const idOf = async (phone: string) =>
      Number(
        (
          await queryRows<{ id: number }>(t.connection.db, sql`select id from members where phone = ${phone}`)
        )[0]!.id,
      );
    const grant = (
      memberId: number,
      source: 'coupon' | 'staff_bonus',
      key: string,
      satang: bigint,
      turnover = 0,
    ) =>
      t.connection.db.transaction((tx) =>
        grantBonus(tx, {
          memberId,
          source,
          key,
          amountSatang: satang,
          turnoverMultiplierHundredths: turnover,
          names: { th: key },
          whenActive: 'refuse',
          now,
        }),
      );
    await grant(await idOf(keen.phone), 'coupon', 'report-coupon:keen', 3_000n);
    await grant(await idOf(idle.phone), 'coupon', 'report-coupon:idle', 2_000n);
    const loner = await idOf((await memberWithToken(t, '0822000003')).phone);
    expect(await grant(loner, 'staff_bonus', 'report-staff:loner', 5_000n, 200)).toMatchObject({
      outcome: 'granted',
    });
    await cancelPromotion(t.connection.db, { memberId: loner, now });

    const today = bangkokDate(t.clock.now());
    const report = await get(`/api/backoffice/reports/promotions?from=${today}&to=${today}`);
    expect(report.body.total).toBe(4);
    expect(report.body.data).toEqual(
      expect.arrayContaining([
        {
          source: 'promotion',
          promotion_id: fixed,
          name: 'ฝาก 100 รับ 150',
          taken: 1,
          members: 1,
          bonus: 50,
          turnover_reached: 1,
          withdrawals_after: { count: 1, amount: 150 },
        },
        {
          source: 'promotion',
          promotion_id: percent,
          name: 'สมาชิกใหม่ รับโบนัส 50%',
          taken: 1,
          members: 1,
          bonus: 100,
          turnover_reached: 0,
          withdrawals_after: { count: 0, amount: 0 },
        },
        {
          source: 'coupon',
          promotion_id: null,
          name: '',
          taken: 2,
          members: 2,
          bonus: 50,
          turnover_reached: 2,
          withdrawals_after: { count: 0, amount: 0 },
        },
        {
          source: 'staff_bonus',
          promotion_id: null,
          name: '',
          taken: 1,
          members: 1,
          bonus: 0,
          turnover_reached: 0,
          withdrawals_after: { count: 0, amount: 0 },
        },
      ]),
    );
    const before = await get(`/api/backoffice/reports/promotions?from=${dayA}&to=${dayB}`);
    expect(before.body.total).toBe(0);
  });
});

describe('the affiliates and advertising report', () => {
  it('counts the clicks, registrations, first deposits and revenue of each source, through registration and deposits', async () => {
    // Two visitors come by the affiliate's link (one gives up after the phone step), one by an ad.
    const partner = await registerWithSource('0833000001', { affiliate_key: 'partner1' });
    await call(t.app, 'POST', '/api/register/phone', {
      body: { phone: '0833000002', affiliate_key: 'PARTNER1' },
    });
    const advertised = await registerWithSource('0833000003', { click_id: 'ad-click-42' });
    const partnerToken = await logInAs(t.app, partner, goodPassword);
    await depositWithPromotion(partnerToken, 300);
    await depositWithPromotion(partnerToken, 200);
    await depositWithPromotion(await logInAs(t.app, advertised, goodPassword), 100);

    // Registrations start on the test's clock, members and the ledger on the database's: a range to
    // the real today holds them all.
    const report = await get(`/api/backoffice/reports/affiliates?from=${dayA}&to=${bangkokDate(new Date())}`);
    expect(report.status).toBe(200);
    const rows = report.body.data as { key: string | null; clicks: number }[];
    expect(rows.find((row) => row.key === 'PARTNER1')).toEqual({
      key: 'PARTNER1',
      name: expect.any(String),
      clicks: 2,
      registrations: 1,
      first_deposits: 1,
      revenue: expect.closeTo(500, 0),
    });
    expect(rows.at(-1)).toEqual({
      key: null,
      name: null,
      clicks: 1,
      registrations: 1,
      first_deposits: 1,
      revenue: expect.closeTo(100, 0),
    });
  });
});

/** The three registration steps, with an affiliate key or an advertising click id on the first. */
async function registerWithSource(phone: string, source: { affiliate_key?: string; click_id?: string }) {
  const started = await call(t.app, 'POST', '/api/register/phone', { body: { phone, ...source } });
  expect(started.status).toBe(200);
  const verified = await call(t.app, 'POST', '/api/register/otp', {
    body: { phone, otp: await lastOtp(t.app, phone) },
  });
  const token: string = verified.body.access_token;
  await call(t.app, 'POST', '/api/register/password', {
    token,
    body: { password: goodPassword, password_confirmation: goodPassword },
  });
  const bank = await call(t.app, 'POST', '/api/register/bank-account', {
    token,
    body: {
      phone,
      bank: 'SCB',
      account_number: `1${phone.slice(1)}`,
      name: 'ทดสอบ แหล่งที่มา',
      line: phone,
      date_of_birth: '1990-01-15',
    },
  });
  expect(bank.status).toBe(200);
  return phone;
}

async function depositWithPromotion(token: string, amount: number, promotionId?: number) {
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token,
    body: { amount, promotion_id: promotionId },
  });
  expect(prepared.status).toBe(200);
  const line = await postStatementLines(t, [
    {
      id: `report-${prepared.body.data.ref}`,
      account_number: prepared.body.data.to_account_number,
      amount: prepared.body.data.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
  expect(line.body.data[0].status).toBe('matched');
}

const playerTokenOf = async (token: string) => (await launchGame(t, token, { game: 'hilo' })).playerToken;
