import { closeCashbackPeriod, runCashbackPeriods } from '@chaba/core/cashback/run-cashback-periods';
import { ledgerAccount, readBalance } from '@chaba/core/ledger/accounts';
import { queryRows } from '@chaba/db/query-rows';
import { cashbackPayouts, cashbackRuns, gameTransactions, games, memberPromotions } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs, logInStaff, memberIdOf, memberWithToken, useTestApp } from './helpers';
import { lastAuditOf } from './staff-helpers';

/**
 * Cashback on losses and turnover rebate (issue 29, decision 60) from hand-worked fixtures: play
 * written at exact instants around Bangkok midnight (UTC+7), the periods closed by the job, each
 * amount worked out by hand below. Concurrency means most on PostgreSQL (DATABASE_URL), where the
 * calls run on separate connections; on PGlite they run one after another and must still agree.
 */
const t = useTestApp();
const provider = 'cashback-test';
let transactionNumber = 0;

type Member = Awaited<ReturnType<typeof memberWithToken>> & { id: number };
const m: Record<'one' | 'two' | 'three' | 'four', Member> = {} as never;

/** One game transaction of a member, written as the wallet would have, at an exact instant. */
async function play(
  member: Member,
  kind: 'bet' | 'win',
  gameCode: string,
  amountSatang: bigint,
  at: string,
  status: 'applied' | 'rolled_back' = 'applied',
) {
  transactionNumber += 1;
  await t.connection.db.insert(gameTransactions).values({
    provider,
    transactionId: `tx-${transactionNumber}`,
    kind,
    memberId: member.id,
    roundId: `round-${transactionNumber}`,
    gameCode,
    amountSatang,
    status,
    answerStatus: 'ok',
    balanceAfterSatang: 0n,
    createdAt: new Date(at),
  });
}

async function createProgramme(body: Record<string, unknown>) {
  const response = await call(t.app, 'POST', '/api/backoffice/cashback/programmes', {
    token: await staffToken(),
    body: { name_th: 'คืนยอดเสีย', minimum: 0, maximum_payout: 0, turnover: 0, active: true, ...body },
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data.id as number;
}

async function payoutsOf(programmeId: number) {
  const rows = await t.connection.db
    .select()
    .from(cashbackPayouts)
    .where(eq(cashbackPayouts.programmeId, programmeId))
    .orderBy(cashbackPayouts.periodStart, cashbackPayouts.memberId);
  return rows.map((row) => ({
    period: row.periodStart,
    member: row.memberId,
    amount: row.amountSatang,
    status: row.status,
  }));
}

/** Logins last an hour and the tests move the clock by days: each call logs in at the clock's now. */
const memberToken = (member: Member) => logInAs(t.app, member.phone, member.password);
const staffToken = () => logInStaff(t.app);

const walletOf = (member: Member) => readBalance(t.connection.db, ledgerAccount.memberWallet(member.id));

let dailyCashback: number;
let dailyRebate: number;
let weeklyCashback: number;

beforeAll(async () => {
  await t.connection.db.insert(games).values(
    (['slot', 'live', 'fish'] as const).map((category) => ({
      provider,
      code: `${category}-1`,
      nameTh: category,
      nameEn: category,
      nameCn: category,
      category,
    })),
  );
  for (const [index, key] of (['one', 'two', 'three', 'four'] as const).entries()) {
    const member = await memberWithToken(t, `08900000${index + 1}0`);
    m[key] = { ...member, id: await memberIdOf(t, member.phone) };
  }
  // The clock is Friday 2026-11-20 17:00 Bangkok: the programmes count from that Bangkok day.
  dailyCashback = await createProgramme({
    kind: 'cashback',
    period: 'daily',
    rate_percent: 10,
    categories: ['slot', 'live'],
    minimum: 100,
    maximum_payout: 500,
    turnover: 1,
    claim_mode: 'auto',
  });
  dailyRebate = await createProgramme({
    kind: 'rebate',
    name_th: 'ค่าคอมมิชชั่น',
    period: 'daily',
    category_rates: { slot: 0.5, live: 0.3, fish: 0 },
    claim_mode: 'claim',
    claim_days: 3,
  });
  weeklyCashback = await createProgramme({
    kind: 'cashback',
    period: 'weekly',
    week_start_day: 3,
    rate_percent: 5,
    categories: ['slot'],
    claim_mode: 'claim',
  });

  const { one, two, three, four } = m;
  // Bangkok Friday 20 November: [2026-11-19T17:00Z, 2026-11-20T17:00Z).
  await play(one, 'bet', 'slot-1', 100_000n, '2026-11-20T16:59:59.000Z'); // 23:59:59 Bangkok, the 20th
  await play(one, 'bet', 'slot-1', 40_000n, '2026-11-20T17:00:00.000Z'); // 00:00:00 Bangkok, the 21st
  await play(one, 'win', 'slot-1', 30_000n, '2026-11-20T12:00:00.000Z');
  await play(one, 'bet', 'live-1', 20_007n, '2026-11-19T17:00:00.000Z'); // 00:00:00 Bangkok, the 20th
  await play(one, 'bet', 'live-1', 77_700n, '2026-11-19T16:59:59.000Z'); // 23:59:59 Bangkok, the 19th: before
  await play(one, 'bet', 'fish-1', 500_000n, '2026-11-20T10:00:00.000Z'); // fish: counted by none
  await play(one, 'bet', 'slot-1', 99_900n, '2026-11-20T10:00:00.000Z', 'rolled_back'); // never counted
  await play(two, 'bet', 'slot-1', 900_000n, '2026-11-20T09:00:00.000Z');
  await play(three, 'bet', 'slot-1', 9_999n, '2026-11-20T09:00:00.000Z');
  await play(four, 'bet', 'slot-1', 10_000n, '2026-11-20T09:00:00.000Z');
  await play(four, 'win', 'slot-1', 25_000n, '2026-11-20T09:00:01.000Z');
  // The week from Wednesday 18 November 00:00 Bangkok to Wednesday 25 November 00:00 Bangkok.
  await play(three, 'bet', 'slot-1', 200_000n, '2026-11-24T16:59:59.000Z'); // Tuesday 23:59:59: this week
  await play(three, 'bet', 'slot-1', 300_000n, '2026-11-24T17:00:00.000Z'); // Wednesday 00:00: the next
});

describe('cashback and rebate periods', () => {
  it('pays a daily cashback once per member and Bangkok day, rounded down, capped and above the minimum', async () => {
    const before = await walletOf(m.one);
    t.clock.advanceSeconds((Date.parse('2026-11-21T17:00:00Z') - t.clock.now().getTime()) / 1000);
    const outcomes = await t.jobs.runOnce();
    expect(outcomes.find((o) => o.name === 'cashback-periods')).toMatchObject({ result: 'ok', rows: 4 });
    // The 20th: one bet 1,000.00 (slot) + 200.07 (live) and won 300.00: net loss 900.07 → 10 % = 90.007
    // → 90.00 rounded down. Two lost 9,000.00 → 900.00, capped at 500.00. Three lost 99.99 < 100.00 and
    // four won: nothing. The 21st: one lost 400.00 → 40.00.
    expect(await payoutsOf(dailyCashback)).toEqual([
      { period: '2026-11-20', member: m.one.id, amount: 9_000n, status: 'paid' },
      { period: '2026-11-20', member: m.two.id, amount: 50_000n, status: 'paid' },
      { period: '2026-11-21', member: m.one.id, amount: 4_000n, status: 'paid' },
    ]);
    expect((await walletOf(m.one)) - before).toBe(13_000n);
    const [bonus] = await t.connection.db
      .select()
      .from(memberPromotions)
      .where(
        and(
          eq(memberPromotions.source, 'cashback'),
          eq(memberPromotions.sourceKey, `${dailyCashback}:2026-11-20:${m.two.id}`),
        ),
      );
    expect(bonus).toMatchObject({ bonusSatang: 50_000n, turnoverRequiredSatang: 50_000n });
    // Run again: nothing more.
    await t.jobs.runOnce();
    expect(await payoutsOf(dailyCashback)).toHaveLength(3);
    expect((await walletOf(m.one)) - before).toBe(13_000n);
  });

  it('keeps a rebate claimable, per category rate, until the member claims it once', async () => {
    // The 20th: one bet 1,000.00 slot × 0.5 % + 200.07 live × 0.3 % = 5.00 + 0.60021 → 5.60; two
    // 9,000.00 × 0.5 % = 45.00; three 99.99 × 0.5 % = 0.49995 → 0.49; four 100.00 × 0.5 % = 0.50.
    // The 21st: one 400.00 × 0.5 % = 2.00.
    expect(await payoutsOf(dailyRebate)).toEqual([
      { period: '2026-11-20', member: m.one.id, amount: 560n, status: 'claimable' },
      { period: '2026-11-20', member: m.two.id, amount: 4_500n, status: 'claimable' },
      { period: '2026-11-20', member: m.three.id, amount: 49n, status: 'claimable' },
      { period: '2026-11-20', member: m.four.id, amount: 50n, status: 'claimable' },
      { period: '2026-11-21', member: m.one.id, amount: 200n, status: 'claimable' },
    ]);
    const board = await call(t.app, 'GET', '/api/customers/cashback', { token: await memberToken(m.two) });
    const claimable = board.body.data.history.find((p: { status: string }) => p.status === 'claimable');
    expect(claimable).toMatchObject({ kind: 'rebate', amount: 45, period_last_day: '2026-11-20' });

    const before = await walletOf(m.two);
    const token = await memberToken(m.two);
    const claims = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, 'POST', `/api/customers/cashback/${claimable.id}/claim`, { token }),
      ),
    );
    expect(claims.map((c) => c.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    expect(claims.find((c) => c.status === 422)!.body.code).toBe('cashback_not_claimable');
    expect((await walletOf(m.two)) - before).toBe(4_500n);
  });

  it('lets a claimable payout expire after its programme’s claim days', async () => {
    const [payout] = await t.connection.db
      .select()
      .from(cashbackPayouts)
      .where(and(eq(cashbackPayouts.programmeId, dailyRebate), eq(cashbackPayouts.memberId, m.three.id)));
    t.clock.advanceSeconds(3 * 86_400);
    const claim = await call(t.app, 'POST', `/api/customers/cashback/${payout!.id}/claim`, {
      token: await memberToken(m.three),
    });
    expect(claim.status).toBe(422);
    expect(claim.body.code).toBe('cashback_claim_expired');
    const board = await call(t.app, 'GET', '/api/customers/cashback', { token: await memberToken(m.three) });
    expect(board.body.data.history.find((p: { id: number }) => p.id === payout!.id).status).toBe('expired');
  });

  it('closes a weekly period on the weekday the operator chose, Bangkok time', async () => {
    // Now Tuesday 24th 23:59:59.5 Bangkok: the week of the 18th is still open; its estimate counts
    // three's 99.99 of the 20th and Tuesday 23:59:59's 2,000.00 (2,099.99 lost × 5 % = 104.9995 → 104.99).
    t.clock.advanceSeconds((Date.parse('2026-11-24T16:59:59.500Z') - t.clock.now().getTime()) / 1000);
    const board = await call(t.app, 'GET', '/api/customers/cashback', { token: await memberToken(m.three) });
    expect(
      board.body.data.open.find((o: { programme_id: number }) => o.programme_id === weeklyCashback),
    ).toMatchObject({
      period_start: '2026-11-18',
      period_last_day: '2026-11-24',
      basis: 2_099.99,
      estimate: 104.99,
    });
    await runCashbackPeriods(t.connection.db, { now: t.clock.now(), limit: 50 });
    expect(await payoutsOf(weeklyCashback)).toEqual([]);
    // Wednesday 25th 00:00 Bangkok: the week is over. Three: 104.99 as estimated (Wednesday's bet is the
    // next week's); one lost 1,000.00 + 400.00 − 300.00 won = 1,100.00 → 55.00 (slot only, not live);
    // two lost 9,000.00 → 450.00; four won.
    t.clock.advanceSeconds((Date.parse('2026-11-24T17:00:00Z') - t.clock.now().getTime()) / 1000);
    await runCashbackPeriods(t.connection.db, { now: t.clock.now(), limit: 50 });
    expect(await payoutsOf(weeklyCashback)).toEqual([
      { period: '2026-11-18', member: m.one.id, amount: 5_500n, status: 'claimable' },
      { period: '2026-11-18', member: m.two.id, amount: 45_000n, status: 'claimable' },
      { period: '2026-11-18', member: m.three.id, amount: 10_499n, status: 'claimable' },
    ]);
  });

  it('closes a period once when many processes close it at once', async () => {
    const programmeId = await createProgramme({
      kind: 'cashback',
      period: 'daily',
      rate_percent: 1,
      categories: ['fish'],
      claim_mode: 'auto',
    });
    // Made on Wednesday 25th (Bangkok); two lost 10,000.00 at fish that day → 1 % = 100.00.
    await play(m.two, 'bet', 'fish-1', 1_000_000n, '2026-11-25T05:00:00.000Z');
    t.clock.advanceSeconds((Date.parse('2026-11-25T17:00:00Z') - t.clock.now().getTime()) / 1000);
    const before = await walletOf(m.two);
    const period = { start: '2026-11-25', end: '2026-11-26' };
    const closes = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        closeCashbackPeriod(t.connection.db, { programmeId, period, now: t.clock.now() }),
      ),
      ...Array.from({ length: 3 }, () =>
        runCashbackPeriods(t.connection.db, { now: t.clock.now(), limit: 50 }),
      ),
    ]);
    const ran = closes.filter((c) => 'ran' in c && c.ran);
    expect(ran.length).toBeLessThanOrEqual(1);
    const runs = await t.connection.db
      .select()
      .from(cashbackRuns)
      .where(eq(cashbackRuns.programmeId, programmeId));
    expect(runs.find((r) => r.periodStart === period.start)).toMatchObject({
      members: 1,
      totalSatang: 10_000n,
    });
    expect(await payoutsOf(programmeId)).toEqual([
      { period: '2026-11-25', member: m.two.id, amount: 10_000n, status: 'paid' },
    ]);
    expect((await walletOf(m.two)) - before).toBe(10_000n);
    const [postings] = await queryRows<{ count: number }>(
      t.connection.db,
      sql`select count(*)::int as count from ledger_transactions where idempotency_key = ${`bonus:cashback:${programmeId}:2026-11-25:${m.two.id}`}`,
    );
    expect(postings!.count).toBe(1);
  });

  it('reverses a paid payout once, at most what the wallet holds, audited', async () => {
    const [payout] = await t.connection.db
      .select()
      .from(cashbackPayouts)
      .where(and(eq(cashbackPayouts.programmeId, dailyCashback), eq(cashbackPayouts.memberId, m.one.id)))
      .orderBy(cashbackPayouts.periodStart);
    const wallet = await walletOf(m.one);
    expect(wallet).toBeGreaterThanOrEqual(9_000n);
    const token = await staffToken();
    const reversals = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t.app, 'POST', `/api/backoffice/cashback/payouts/${payout!.id}/reverse`, { token }),
      ),
    );
    for (const reversal of reversals) {
      expect(reversal.status, reversal.text).toBe(200);
      expect(reversal.body.data).toMatchObject({ status: 'reversed', reversed_amount: 90 });
    }
    expect(await walletOf(m.one)).toBe(wallet - 9_000n);
    expect(await lastAuditOf(t, 'cashback.payout_reverse')).toMatchObject({ targetId: String(m.one.id) });

    // Two's 500.00 cashback, after two spent all but 12.34 of the wallet: only 12.34 comes back.
    const [capped] = await t.connection.db
      .select()
      .from(cashbackPayouts)
      .where(and(eq(cashbackPayouts.programmeId, dailyCashback), eq(cashbackPayouts.memberId, m.two.id)));
    const spend = (await walletOf(m.two)) - 1_234n;
    await t.connection.db.execute(
      sql`select ledger_post('test-spend-two', 'test', array[${`member:${m.two.id}:wallet`}, 'game-provider:cashback-test'],
        array[${-spend}::bigint, ${spend}::bigint], '{}'::jsonb)`,
    );
    const reversal = await call(t.app, 'POST', `/api/backoffice/cashback/payouts/${capped!.id}/reverse`, {
      token,
    });
    expect(reversal.body.data).toMatchObject({ status: 'reversed', amount: 500, reversed_amount: 12.34 });
    expect(await walletOf(m.two)).toBe(0n);

    const claimable = (await payoutsOf(dailyRebate)).length;
    expect(claimable).toBeGreaterThan(0);
    const [notPaid] = await t.connection.db
      .select()
      .from(cashbackPayouts)
      .where(and(eq(cashbackPayouts.programmeId, dailyRebate), eq(cashbackPayouts.status, 'claimable')));
    const refused = await call(t.app, 'POST', `/api/backoffice/cashback/payouts/${notPaid!.id}/reverse`, {
      token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('cashback_payout_not_reversible');
  });

  it('shows the console the runs and their payouts', async () => {
    const runs = await call(t.app, 'GET', `/api/backoffice/cashback/runs?programme_id=${dailyCashback}`, {
      token: await staffToken(),
    });
    expect(runs.status).toBe(200);
    const first = runs.body.data.find((r: { period_start: string }) => r.period_start === '2026-11-20');
    expect(first).toMatchObject({ members: 2, total: 590, period_last_day: '2026-11-20', kind: 'cashback' });
    const payouts = await call(t.app, 'GET', `/api/backoffice/cashback/runs/${first.id}/payouts`, {
      token: await staffToken(),
    });
    expect(payouts.body.data.map((p: { amount: number }) => p.amount)).toEqual([90, 500]);
  });

  it('refuses a programme with per-field errors and changes to a closed calendar', async () => {
    const invalid = await call(t.app, 'POST', '/api/backoffice/cashback/programmes', {
      token: await staffToken(),
      body: {
        kind: 'cashback',
        name_th: '',
        period: 'hourly',
        minimum: -1,
        maximum_payout: 0,
        turnover: 0,
        claim_mode: 'claim',
        active: true,
      },
    });
    expect(invalid.status).toBe(422);
    const changed = await call(t.app, 'PUT', `/api/backoffice/cashback/programmes/${weeklyCashback}`, {
      token: await staffToken(),
      body: {
        kind: 'cashback',
        name_th: 'คืนยอดเสียรายสัปดาห์',
        period: 'weekly',
        week_start_day: 1,
        rate_percent: 5,
        categories: ['slot'],
        minimum: 0,
        maximum_payout: 0,
        turnover: 0,
        claim_mode: 'claim',
        active: true,
      },
    });
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('cashback_programme_period_fixed');
    expect(await lastAuditOf(t, 'cashback.programme_create')).toBeTruthy();
  });
});
