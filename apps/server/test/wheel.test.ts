import { createHmac } from 'node:crypto';
import { hashServerSeed } from '@chaba/contracts/provably-fair';
import { costsOf, readDayFigures } from '@chaba/core/reports/day-figures';
import { recomputeDraw } from '@chaba/core/wheel/draw-prize';
import { auditLog, checkinClaims, ledgerTransactions, wheelDays, wheelSpins } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  creditOf,
  fundMember,
  logInAs,
  memberIdOf,
  memberWithToken,
  useTestApp,
  warmUpConnections,
} from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * The lucky wheel and the daily check-in (issue 31, decision 73). The test clock starts
 * 2026-11-20 10:00 UTC = 17:00 Bangkok; a Bangkok day ends at 17:00 UTC.
 */
const t = useTestApp({ ledgerCheck: 'after-all' });
const staffIds = {} as Record<'marketing' | 'support', number>;
beforeAll(async () => {
  for (const role of ['marketing', 'support'] as const) {
    staffIds[role] = (await createStaffMember(t, { username: `wheel-${role}`, role })).staffId;
  }
});
/** A session opened now (the tests move the clock by days; a staff session lives hours). */
const tokenOf = (role: 'marketing' | 'support') => staffSessionToken(t, staffIds[role]);

let counter = 0;
const nextPhone = () => `0656${String((counter += 1)).padStart(6, '0')}`;
let keys = 0;
const nextKey = () => `spin-key-${(keys += 1)}-xxxxxxxx`;
const marketing = async (method: 'GET' | 'PUT', body?: unknown) =>
  call(t.app, method, '/api/backoffice/wheel', { token: await tokenOf('marketing'), body });

const bonus = (amount: number, weight: number, key?: string) => ({
  key,
  kind: 'bonus',
  name_th: `โบนัส ${amount} บาท`,
  name_en: `${amount} baht bonus`,
  amount,
  turnover_multiplier: 1,
  weight,
});
const tryAgain = (weight: number) => ({ key: 'again', kind: 'try_again', name_th: 'ลองใหม่', weight });
const week = [10, 20, 30, 40, 50, 60, 100].map((amount) => ({ amount, turnover_multiplier: 0 }));

/** Saves the wheel from the version stored now, over these defaults. */
async function saveWheel(fields: Record<string, unknown>) {
  const current = await marketing('GET');
  const response = await marketing('PUT', {
    version: current.body.data.version,
    active: true,
    daily_budget: 1000,
    deposit_minimum: null,
    login_rule: false,
    prizes: [bonus(50, 1, 'fifty')],
    checkin_active: true,
    checkin_days: week,
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const wheelOf = (token: string) => call(t.app, 'GET', '/api/customers/wheel', { token });
const spin = (token: string, key = nextKey(), body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/customers/wheel/spin', { token, body: { key, ...body } });
const checkIn = (token: string) => call(t.app, 'POST', '/api/customers/checkin', { token });

/** A member who earned one spin today by logging in (the login rule on). */
async function memberWithLoginSpin() {
  const member = await memberWithToken(t, nextPhone());
  return { ...member, memberId: await memberIdOf(t, member.phone) };
}

/** Moves the clock by hours and logs the member in again (tokens live an hour). */
async function later(hours: number, member: { phone: string; password: string; token: string }) {
  t.clock.advanceSeconds(hours * 3600);
  member.token = await logInAs(t.app, member.phone, member.password);
}

describe('the wheel in the console', { timeout: 120_000 }, () => {
  it('is saved by marketing, audited, refused from an older version, and closed to support', async () => {
    const first = await marketing('GET');
    expect(first.status).toBe(200);
    const saved = await saveWheel({ daily_budget: 500, deposit_minimum: 300, login_rule: true });
    expect(saved.version).toBe(first.body.data.version + 1);
    expect(saved.prizes[0]).toMatchObject({ key: 'fifty', amount: 50, turnover_multiplier: 1, weight: 1 });
    const stale = await marketing('PUT', {
      ...first.body.data,
      checkin_days: week,
      version: first.body.data.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('wheel_settings_changed');
    const [audit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'wheel.update'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit!.after).toMatchObject({ dailyBudgetSatang: '50000', depositMinimumSatang: '30000' });
    const forbidden = await call(t.app, 'GET', '/api/backoffice/wheel', { token: await tokenOf('support') });
    expect(forbidden.status).toBe(403);
  });

  it('answers bad input with 422 per field in the caller language, changing nothing', async () => {
    const before = await marketing('GET');
    const response = await call(t.app, 'PUT', '/api/backoffice/wheel', {
      token: await tokenOf('marketing'),
      headers: { 'accept-language': 'en' },
      body: {
        version: before.body.data.version,
        active: true,
        daily_budget: -1,
        deposit_minimum: null,
        login_rule: false,
        prizes: [{ ...bonus(0, 1) }],
        checkin_active: true,
        checkin_days: week.slice(0, 6),
      },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['checkin_days', 'daily_budget']);
    expect(response.body.errors.daily_budget[0]).toMatch(/[a-z]/);
    const free = await call(t.app, 'PUT', '/api/backoffice/wheel', {
      token: await tokenOf('marketing'),
      body: { ...before.body.data, checkin_days: week, prizes: [bonus(0, 1)] },
    });
    expect(free.status).toBe(422);
    expect(Object.keys(free.body.errors)).toEqual(['prizes']);
    expect((await marketing('GET')).body.data.version).toBe(before.body.data.version);
  });
});

describe('earning and spinning', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    // Each test starts on a fresh Bangkok day, its budget untouched.
    t.clock.advanceSeconds(24 * 3600);
  });

  it('a deposit of at least the minimum earns one spin, paid once through the ledger, verifiable', async () => {
    await saveWheel({ deposit_minimum: 300, prizes: [bonus(50, 1, 'fifty')] });
    const small = await fundMember(t, nextPhone(), 200);
    const smallWheel = (await wheelOf(small.token)).body.data;
    expect(smallWheel.spins_left).toBe(0);
    // The member reads how spins are earned from the same answer.
    expect(smallWheel.earning).toEqual({ deposit_minimum: 300, login: false });
    const member = await fundMember(t, nextPhone(), 500);
    const before = (await wheelOf(member.token)).body.data;
    expect(before.spins_left).toBe(1);
    const credit = await creditOf(t.app, member.token);

    const key = nextKey();
    const answer = await spin(member.token, key, { client_seed: 'my-lucky-seed' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const spun = answer.body.data.spin;
    expect(spun).toMatchObject({ prize_key: 'fifty', amount: 50, client_seed: 'my-lucky-seed' });
    expect(answer.body.data.spins_left).toBe(0);
    expect(await creditOf(t.app, member.token)).toBe(credit + 50);
    // Committed before, revealed after: the seed drawn with hashes to the hash shown before the spin.
    expect(spun.server_seed_hash).toBe(before.server_seed_hash);
    expect(hashServerSeed(spun.server_seed)).toBe(before.server_seed_hash);
    expect(spun.nonce).toBe(before.nonce);
    const after = (await wheelOf(member.token)).body.data;
    expect(after.server_seed_hash).not.toBe(before.server_seed_hash);
    expect(after.nonce).toBe(before.nonce + 1);

    // The same key again: the same spin, nothing paid again.
    const replay = await spin(member.token, key);
    expect(replay.body.data.spin.id).toBe(spun.id);
    expect(await creditOf(t.app, member.token)).toBe(credit + 50);
    const paid = await t.connection.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bonus:wheel:${spun.id}`));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.eventType).toBe('wheel');
    const again = await spin(member.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('wheel_no_spins');
  });

  it('recomputes every spin from its revealed seeds, here and on the public verify route', async () => {
    await saveWheel({
      login_rule: true,
      prizes: [bonus(5, 3, 'five'), bonus(10, 2, 'ten'), tryAgain(5)],
    });
    for (let i = 0; i < 4; i++) {
      const member = await memberWithLoginSpin();
      const answer = await spin(member.token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const spun = answer.body.data.spin;
      const choices = spun.choices.map((choice: { key: string; weight: number }) => ({
        key: choice.key,
        weight: choice.weight,
      }));
      expect(choices).toEqual([
        { key: 'five', weight: 3 },
        { key: 'ten', weight: 2 },
        { key: 'again', weight: 5 },
      ]);
      const drawn = recomputeDraw({
        serverSeed: spun.server_seed,
        clientSeed: spun.client_seed,
        nonce: spun.nonce,
        choices: spun.choices.map((choice: { key: string; weight: number }) => ({
          ...choice,
          kind: 'bonus',
          amountSatang: '0',
        })),
      });
      expect(drawn).toBe(spun.drawn);
      expect(spun.prize_key).toBe(choices[drawn]!.key);
      const verified = await call(t.app, 'POST', '/api/wheel/verify', {
        body: { server_seed: spun.server_seed, client_seed: spun.client_seed, nonce: spun.nonce, choices },
      });
      expect(verified.body.data).toEqual({
        server_seed_hash: spun.server_seed_hash,
        drawn: spun.drawn,
        prize_key: spun.prize_key,
      });
    }
    const bad = await call(t.app, 'POST', '/api/wheel/verify', {
      headers: { 'accept-language': 'en' },
      body: { server_seed: 'zz', client_seed: 'a b', nonce: -1, choices: [] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['choices', 'client_seed', 'nonce', 'server_seed']);
  });

  it('a hand-worked known draw: the scheme gives the same index as written by hand', () => {
    // The first 4 bytes of HMAC-SHA256(key "0"×64, "c:0:0") as a uint32, mod the total weight 10:
    // below 3 draws the first prize, else the second (the rejection of v ≥ 10·⌊2^32/10⌋ is ~1e-9).
    const choices = [
      { key: 'a', kind: 'bonus' as const, amountSatang: '0', weight: 3 },
      { key: 'b', kind: 'bonus' as const, amountSatang: '0', weight: 7 },
    ];
    const serverSeed = '0'.repeat(64);
    const drawn = recomputeDraw({ serverSeed, clientSeed: 'c', nonce: 0, choices });
    const value = createHmac('sha256', serverSeed).update('c:0:0').digest().readUInt32BE(0);
    const r = value % 10;
    expect(drawn).toBe(r < 3 ? 0 : 1);
  });

  it('withdraws the prizes the day budget cannot pay, keeps the spin when none is left, and rolls over at Bangkok midnight', async () => {
    // Budget 100 baht, one prize of 60: the first spin pays 60, the second finds 40 left: no prize.
    await saveWheel({ login_rule: true, daily_budget: 100, prizes: [bonus(60, 1, 'sixty')] });
    const first = await memberWithLoginSpin();
    expect((await spin(first.token)).body.data.spin.amount).toBe(60);
    const second = await memberWithLoginSpin();
    const view = (await wheelOf(second.token)).body.data;
    expect(view.prizes.map((prize: { available: boolean }) => prize.available)).toEqual([false]);
    expect(view.earning).toEqual({ deposit_minimum: null, login: true });
    const refused = await spin(second.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('wheel_sold_out');
    expect((await wheelOf(second.token)).body.data.spins_left).toBe(1);

    // The next Bangkok day starts at 17:00 UTC: the second member's kept spin is drawn from a full budget.
    const now = t.clock.now();
    const toMidnight =
      (17 * 3600 * 1000 - (now.getTime() % (24 * 3600 * 1000)) + 24 * 3600 * 1000) % (24 * 3600 * 1000);
    await later(toMidnight / 3600 / 1000 - 1 / 3600, second);
    const lastSecond = await spin(second.token);
    expect(lastSecond.body.code, JSON.stringify(lastSecond.body)).toBe('wheel_sold_out');
    await later(1 / 3600, second);
    const nextDay = await spin(second.token);
    expect(nextDay.status, JSON.stringify(nextDay.body)).toBe(200);
    expect(nextDay.body.data.spin.amount).toBe(60);

    // 40 baht left: with "try again" on the wheel the draw is among the affordable prizes only (weight 1 of 1).
    await saveWheel({ login_rule: true, daily_budget: 100, prizes: [bonus(60, 9, 'sixty'), tryAgain(1)] });
    const third = await memberWithLoginSpin();
    const onlyAgain = (await spin(third.token)).body.data.spin;
    expect(onlyAgain.choices).toEqual([{ key: 'again', kind: 'try_again', amount: 0, weight: 1 }]);
    expect(onlyAgain.amount).toBe(0);
  });

  it('many spins at once with one earned spin pay once', async () => {
    await saveWheel({ login_rule: true, prizes: [bonus(50, 1, 'fifty')] });
    const member = await memberWithLoginSpin();
    await warmUpConnections(t.connection, 10);
    const answers = await Promise.all(Array.from({ length: 8 }, () => spin(member.token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body?.code === 'wheel_no_spins')).toHaveLength(7);
    const spins = await t.connection.db
      .select()
      .from(wheelSpins)
      .where(eq(wheelSpins.memberId, member.memberId));
    expect(spins).toHaveLength(1);
  });

  it('never passes the day budget under concurrent spins of many members', async () => {
    await saveWheel({ login_rule: true, daily_budget: 100, prizes: [bonus(30, 1, 'thirty')] });
    const players = [];
    for (let i = 0; i < 6; i++) players.push(await memberWithLoginSpin());
    await warmUpConnections(t.connection, 10);
    const answers = await Promise.all(players.map((player) => spin(player.token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body?.code === 'wheel_sold_out')).toHaveLength(3);
    const day = new Date(t.clock.now().getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10);
    const [row] = await t.connection.db.select().from(wheelDays).where(eq(wheelDays.day, day));
    expect(row!.spentSatang).toBe(9000n);
    const [paid] = await t.connection.db
      .select({ n: sql<string>`count(*)::text` })
      .from(wheelSpins)
      .where(and(eq(wheelSpins.day, day), sql`${wheelSpins.amountSatang} > 0`));
    expect(paid!.n).toBe('3');
    // The books (decision 58): the wheel figure is what left expense:wheel (the ledger stamps its
    // transactions with the database's time), every spin paid, and NGR takes it.
    const days = await readDayFigures(t.connection.db, {
      start: new Date(Date.now() - 2 * 86_400_000),
      end: new Date(Date.now() + 86_400_000),
    });
    const [spent] = await t.connection.db
      .select({ total: sql<string>`coalesce(sum(${wheelSpins.amountSatang}), 0)::text` })
      .from(wheelSpins);
    const wheelFigure = days.reduce((total, figures) => total + figures.wheelSatang, 0n);
    expect(wheelFigure).toBe(BigInt(spent!.total));
    expect(wheelFigure).toBeGreaterThanOrEqual(9000n);
    for (const figures of days) {
      expect(costsOf(figures) - costsOf({ ...figures, wheelSatang: 0n })).toBe(figures.wheelSatang);
    }
  });
});

describe('the daily check-in', { timeout: 120_000 }, () => {
  it('keeps the streak over Bangkok midnight, restarts it after a missed day, and pays each day once', async () => {
    await saveWheel({ checkin_days: week });
    // 23:59 Bangkok of a day (16:59 UTC).
    const now = t.clock.now().getTime();
    const day = 24 * 3600 * 1000;
    t.clock.advanceSeconds(((16 * 3600 + 59 * 60) * 1000 - (now % day) + day) / 1000);
    const member = await memberWithLoginSpin();
    const credit = await creditOf(t.app, member.token);
    const first = await checkIn(member.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ streak_day: 1, amount: 10 });
    expect((await checkIn(member.token)).body.code).toBe('checkin_already_claimed');

    // One minute later it is the next Bangkok day: day 2 of the streak, claimed at once by six requests.
    await later(1 / 60, member);
    const view = (await call(t.app, 'GET', '/api/customers/checkin', { token: member.token })).body.data;
    expect(view).toMatchObject({ streak: 1, claimed_today: false, next_day: 2 });
    await warmUpConnections(t.connection, 10);
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkIn(member.token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body?.code === 'checkin_already_claimed')).toHaveLength(5);
    expect(answers.find((answer) => answer.status === 200)!.body.data.streak_day).toBe(2);
    expect(await creditOf(t.app, member.token)).toBe(credit + 30);

    // A day missed: the streak starts again at day 1.
    await later(48, member);
    const restarted = await checkIn(member.token);
    expect(restarted.body.data).toMatchObject({ streak_day: 1, amount: 10 });
    const claims = await t.connection.db
      .select()
      .from(checkinClaims)
      .where(eq(checkinClaims.memberId, member.memberId));
    expect(claims.map((claim) => [claim.streakDay, claim.amountSatang])).toEqual([
      [1, 1000n],
      [2, 2000n],
      [1, 1000n],
    ]);
  });

  it('after day 7 a new week starts at day 1', async () => {
    const member = await memberWithLoginSpin();
    const paid: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await checkIn(member.token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      paid.push(answer.body.data.amount);
      await later(24, member);
    }
    expect(paid).toEqual([10, 20, 30, 40, 50, 60, 100, 10]);
  });
});
