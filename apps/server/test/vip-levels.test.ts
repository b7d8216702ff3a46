import { closeCashbackPeriod } from '@chaba/core/cashback/run-cashback-periods';
import { ledgerAccount, readBalance } from '@chaba/core/ledger/accounts';
import { memberVipLevel } from '@chaba/core/vip/member-level';
import { runVipLevels } from '@chaba/core/vip/run-vip-levels';
import {
  cashbackPayouts,
  gameTransactions,
  games,
  memberPromotions,
  members,
  memberVip,
} from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fundMember, logInStaff, memberIdOf, memberWithToken, useTestApp } from './helpers';
import { lastAuditOf } from './staff-helpers';

/**
 * VIP levels (issue 31, decision 72) from hand-worked fixtures around Bangkok midnight (UTC+7):
 * - Silver (rank 1): completed deposits over 3 Bangkok days ≥ 1,000 baht, kept 2 days, level-up 50
 *   baht, birthday 100 baht (×1 turnover);
 * - Gold (rank 2): applied bets over 1 Bangkok day ≥ 5,000 baht, kept 1 day, level-up 200 baht (×2
 *   turnover), cashback 10 %, one withdrawal a day.
 * The job runs at chosen instants; two runs at once (separate connections on PostgreSQL) pay once.
 */
const t = useTestApp({ ledgerCheck: 'after-all' });
const provider = 'vip-test';
let silver: number;
let gold: number;
let transactionNumber = 0;

type Member = Awaited<ReturnType<typeof memberWithToken>> & { id: number };

async function bet(member: Member, amountSatang: bigint, at: string) {
  transactionNumber += 1;
  await t.connection.db.insert(gameTransactions).values({
    provider,
    transactionId: `vip-${transactionNumber}`,
    kind: 'bet',
    memberId: member.id,
    roundId: `vip-round-${transactionNumber}`,
    gameCode: 'slot-1',
    amountSatang,
    status: 'applied',
    answerStatus: 'ok',
    balanceAfterSatang: 0n,
    createdAt: new Date(at),
  });
}

/** Moves the test clock to an instant (forward only). */
function clockTo(at: string) {
  const seconds = (Date.parse(at) - t.clock.now().getTime()) / 1000;
  expect(seconds).toBeGreaterThanOrEqual(0);
  t.clock.advanceSeconds(seconds);
}

async function levelOf(member: Member) {
  const [row] = await t.connection.db.select().from(memberVip).where(eq(memberVip.memberId, member.id));
  return { levelId: row?.levelId ?? null, keptUntil: row?.keptUntil?.toISOString() ?? null };
}

async function bonusesOf(member: Member) {
  const rows = await t.connection.db
    .select()
    .from(memberPromotions)
    .where(eq(memberPromotions.memberId, member.id))
    .orderBy(memberPromotions.id);
  return rows
    .filter((row) => row.source === 'vip_level_up' || row.source === 'vip_birthday')
    .map((row) => ({
      source: row.source,
      key: row.sourceKey,
      bonus: row.bonusSatang,
      turnover: row.turnoverRequiredSatang,
    }));
}

const run = (at: string) => runVipLevels(t.connection.db, { now: new Date(at), limit: 100 });

async function member(phone: string, deposit?: number): Promise<Member> {
  const made = deposit === undefined ? await memberWithToken(t, phone) : await fundMember(t, phone, deposit);
  return { ...made, id: await memberIdOf(t, phone) };
}

const level = (body: Record<string, unknown>) => ({
  name_en: '',
  name_cn: '',
  badge: 'gold',
  keep_days: 1,
  ...body,
});

let a: Member;
let b: Member;
let c: Member;

beforeAll(async () => {
  const token = await logInStaff(t.app);
  const created = await Promise.all([
    call(t.app, 'POST', '/api/backoffice/vip/levels', {
      token,
      body: level({
        rank: 1,
        name_th: 'ซิลเวอร์',
        name_en: 'Silver',
        badge: 'silver',
        basis: 'deposits',
        window_days: 3,
        threshold: 1000,
        keep_days: 2,
        level_up_bonus: 50,
        birthday_bonus: 100,
        birthday_turnover: 1,
      }),
    }),
    call(t.app, 'POST', '/api/backoffice/vip/levels', {
      token,
      body: level({
        rank: 2,
        name_th: 'โกลด์',
        name_en: 'Gold',
        basis: 'turnover',
        window_days: 1,
        threshold: 5000,
        keep_days: 1,
        level_up_bonus: 200,
        level_up_turnover: 2,
        cashback_percent: 10,
        withdraw_daily_count: 1,
      }),
    }),
  ]);
  for (const answer of created) expect(answer.status, answer.text).toBe(200);
  [silver, gold] = created.map((answer) => answer.body.data.id as number) as [number, number];
  await t.connection.db.insert(games).values({
    provider,
    code: 'slot-1',
    nameTh: 'slot',
    nameEn: 'slot',
    nameCn: 'slot',
    category: 'slot',
  });
});

describe('the console edits levels', () => {
  it('answers 422 in the caller language for bad input, refuses a rank taken and audits changes', async () => {
    const token = await logInStaff(t.app);
    const bad = await call(t.app, 'POST', '/api/backoffice/vip/levels', {
      token,
      headers: { 'accept-language': 'th' },
      body: {
        rank: 0,
        name_th: '',
        badge: 'pink',
        basis: 'deposits',
        window_days: 0,
        threshold: -1,
        keep_days: 1,
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['rank', 'name_th', 'badge', 'window_days', 'threshold']),
    );
    const taken = await call(t.app, 'POST', '/api/backoffice/vip/levels', {
      token,
      body: level({ rank: 1, name_th: 'ซ้ำ', basis: 'deposits', window_days: 1, threshold: 1 }),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('vip_rank_taken');
    expect(await lastAuditOf(t, 'vip.level_create')).toBeTruthy();
    const list = await call(t.app, 'GET', '/api/backoffice/vip/levels', { token });
    expect(list.body.data.map((row: { name_en: string }) => row.name_en)).toEqual(['Silver', 'Gold']);
  });
});

describe('the vip-levels job', () => {
  it('raises at once, keeps the level its period, lowers after it, across Bangkok days; bonuses once', async () => {
    // Thursday 2026-11-20 23:59:59 Bangkok: A deposits 1,000 baht (Silver); B deposited 1,000 at
    // 17:00 Bangkok and bets 5,000 (Gold, passing Silver); C bets 1,000 (nothing).
    b = await member('0891111002', 1000);
    clockTo('2026-11-20T16:59:58.000Z');
    a = await member('0891111001', 1000);
    c = await member('0891111003');
    await t.connection.db.update(members).set({ dateOfBirth: '1996-11-22' }).where(eq(members.id, a.id));
    await bet(b, 300_000n, '2026-11-20T12:00:00.000Z');
    await bet(b, 200_000n, '2026-11-20T16:59:59.000Z');
    await bet(b, 900_000n, '2026-11-19T16:59:59.000Z'); // 23:59:59 on the 19th: outside Gold's 1 day
    await bet(c, 100_000n, '2026-11-20T15:00:00.000Z');

    // Two runs at once: each member decided once, each bonus paid once.
    await Promise.all([run('2026-11-20T16:59:59.500Z'), run('2026-11-20T16:59:59.500Z')]);
    expect(await levelOf(a)).toEqual({ levelId: silver, keptUntil: '2026-11-21T17:00:00.000Z' }); // to 00:00 on the 22nd
    expect(await levelOf(b)).toEqual({ levelId: gold, keptUntil: '2026-11-20T17:00:00.000Z' }); // to 00:00 on the 21st
    expect(await levelOf(c)).toEqual({ levelId: null, keptUntil: null });
    expect(await bonusesOf(a)).toEqual([
      { source: 'vip_level_up', key: `${silver}:${a.id}`, bonus: 5_000n, turnover: 0n },
    ]);
    expect(await bonusesOf(b)).toEqual([
      { source: 'vip_level_up', key: `${silver}:${b.id}`, bonus: 5_000n, turnover: 0n },
      { source: 'vip_level_up', key: `${gold}:${b.id}`, bonus: 20_000n, turnover: 40_000n },
    ]);
    expect(await readBalance(t.connection.db, ledgerAccount.vipLevelUpExpense())).toBe(-30_000n);
    expect((await memberVipLevel(t.connection.db, b.id))?.rank).toBe(2);

    // The 21st, 23:59:59 Bangkok: A still qualifies (renewed to 00:00 on the 23rd); B's Gold window
    // (the 21st alone) is empty and its kept period over: lowered to Silver, which its deposit holds.
    await run('2026-11-21T16:59:59.000Z');
    expect(await levelOf(a)).toEqual({ levelId: silver, keptUntil: '2026-11-22T17:00:00.000Z' });
    expect((await levelOf(b)).levelId).toBe(silver);
    expect(await bonusesOf(b)).toHaveLength(2); // Silver's level-up is never paid again

    // The 22nd, A's birthday, from 00:00 Bangkok: the birthday bonus, once, however often the job runs.
    await run('2026-11-21T17:00:00.000Z');
    await Promise.all([run('2026-11-22T10:00:00.000Z'), run('2026-11-22T10:00:00.000Z')]);
    expect(await bonusesOf(a)).toEqual([
      { source: 'vip_level_up', key: `${silver}:${a.id}`, bonus: 5_000n, turnover: 0n },
      { source: 'vip_birthday', key: `2026:${a.id}`, bonus: 10_000n, turnover: 10_000n },
    ]);
    expect(await levelOf(a)).toEqual({ levelId: silver, keptUntil: '2026-11-23T17:00:00.000Z' });

    // The 23rd: A's deposit of the 20th left the 3-day window, but Silver is kept until 00:00 on the 24th.
    await run('2026-11-22T17:00:00.000Z');
    await run('2026-11-23T16:59:59.000Z');
    expect((await levelOf(a)).levelId).toBe(silver);
    // 00:00 on the 24th: lowered to what the window qualifies, none.
    await run('2026-11-23T17:00:00.000Z');
    expect(await levelOf(a)).toEqual({ levelId: null, keptUntil: null });
    expect(await bonusesOf(a)).toHaveLength(2);
  });

  it('gives a member at a level with a higher cashback rate that rate (cashback_amounts)', async () => {
    const token = await logInStaff(t.app);
    const programme = await call(t.app, 'POST', '/api/backoffice/cashback/programmes', {
      token,
      body: {
        kind: 'cashback',
        name_th: 'คืนยอดเสีย',
        period: 'daily',
        rate_percent: 5,
        categories: ['slot'],
        minimum: 0,
        maximum_payout: 0,
        turnover: 0,
        claim_mode: 'claim',
        active: true,
      },
    });
    expect(programme.status, programme.text).toBe(200);
    const programmeId = programme.body.data.id as number;
    // The clock is the 24th; a day of play at Gold for B, none for C.
    await bet(b, 500_000n, '2026-11-24T03:00:00.000Z');
    await bet(c, 100_000n, '2026-11-24T03:00:00.000Z');
    await run('2026-11-24T04:00:00.000Z');
    expect((await levelOf(b)).levelId).toBe(gold);
    await closeCashbackPeriod(t.connection.db, {
      programmeId,
      period: { start: '2026-11-24', end: '2026-11-25' },
      now: new Date('2026-11-24T17:01:00.000Z'),
    });
    const payouts = await t.connection.db
      .select({ memberId: cashbackPayouts.memberId, amount: cashbackPayouts.amountSatang })
      .from(cashbackPayouts)
      .where(and(eq(cashbackPayouts.programmeId, programmeId)))
      .orderBy(cashbackPayouts.memberId);
    expect(payouts).toEqual([
      { memberId: b.id, amount: 50_000n }, // 5,000 baht lost × Gold's 10 %
      { memberId: c.id, amount: 5_000n }, // 1,000 baht lost × the programme's 5 %
    ]);
  });

  it("uses a level's rebate rate on each counted category when higher than the programme's", async () => {
    const token = await logInStaff(t.app);
    const changed = await call(t.app, 'PUT', `/api/backoffice/vip/levels/${gold}`, {
      token,
      body: level({
        rank: 2,
        name_th: 'โกลด์',
        name_en: 'Gold',
        basis: 'turnover',
        window_days: 1,
        threshold: 5000,
        keep_days: 1,
        level_up_bonus: 200,
        level_up_turnover: 2,
        cashback_percent: 10,
        rebate_percent: 1,
        withdraw_daily_count: 1,
      }),
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data).toMatchObject({ rebate_percent: 1, members: 1 });
    expect(await lastAuditOf(t, 'vip.level_update')).toBeTruthy();
    const programme = await call(t.app, 'POST', '/api/backoffice/cashback/programmes', {
      token,
      body: {
        kind: 'rebate',
        name_th: 'ค่าคอม',
        period: 'daily',
        category_rates: { slot: 0.5 },
        minimum: 0,
        maximum_payout: 0,
        turnover: 0,
        claim_mode: 'claim',
        active: true,
      },
    });
    expect(programme.status, programme.text).toBe(200);
    const programmeId = programme.body.data.id as number;
    await closeCashbackPeriod(t.connection.db, {
      programmeId,
      period: { start: '2026-11-24', end: '2026-11-25' },
      now: new Date('2026-11-24T17:01:00.000Z'),
    });
    const payouts = await t.connection.db
      .select({ memberId: cashbackPayouts.memberId, amount: cashbackPayouts.amountSatang })
      .from(cashbackPayouts)
      .where(eq(cashbackPayouts.programmeId, programmeId))
      .orderBy(cashbackPayouts.memberId);
    expect(payouts).toEqual([
      { memberId: b.id, amount: 5_000n }, // 5,000 baht bet × Gold's 1 %
      { memberId: c.id, amount: 500n }, // 1,000 baht bet × the programme's 0.5 %
    ]);
  });
});

describe('withdrawal limits per level', () => {
  it("enforces the level's daily count in place of the settings desk's", async () => {
    clockTo('2026-11-25T03:00:00.000Z');
    const d = await member('0891111004', 2000);
    const e = await member('0891111005', 2000);
    await t.connection.db.insert(memberVip).values({
      memberId: d.id,
      levelId: gold,
      reachedAt: t.clock.now(),
      keptUntil: new Date('2027-01-01T00:00:00Z'),
    });
    const withdraw = (who: Member) =>
      call(t.app, 'POST', '/api/requests/withdraw', {
        token: who.token,
        body: { phone: who.phone, amount: 100 },
      });
    expect((await withdraw(d)).status).toBe(200);
    expect((await withdraw(e)).status).toBe(200);
    const second = await withdraw(d);
    expect(second.body.code).toBe('withdraw_daily_count');
    expect((await withdraw(e)).body.code).toBe('pending_request_exists');

    // A coupon naming Gold: D (Gold) redeems it, E (no level) is refused as for tags.
    const token = await logInStaff(t.app);
    const coupon = await call(t.app, 'POST', '/api/backoffice/coupons', {
      token,
      body: {
        code: 'VIPGOLD',
        name_th: 'คูปองโกลด์',
        bonus_kind: 'fixed',
        amount: 10,
        total_uses: null,
        once_per_member: true,
        start_date: '2026-11-25',
        end_date: '2026-11-30',
        turnover_multiplier: 0,
        vip_level_ids: [gold],
      },
    });
    expect(coupon.status, coupon.text).toBe(200);
    expect(coupon.body.data.vip_level_ids).toEqual([gold]);
    const redeem = (who: Member) =>
      call(t.app, 'POST', '/api/customers/coupons/redeem', { token: who.token, body: { code: 'vipgold' } });
    expect((await redeem(e)).body.code).toBe('coupon_not_eligible');
    const redeemed = await redeem(d);
    expect(redeemed.status, redeemed.text).toBe(200);
  });

  it("lists members with their level, filters by it, and shows the member page's level until when", async () => {
    const token = await logInStaff(t.app);
    const [d, e] = await Promise.all(['0891111004', '0891111005'].map(async (phone) => memberIdOf(t, phone)));
    const list = (query: string) =>
      call(t.app, 'GET', `/api/backoffice/lists/members?page_size=200&${query}`, { token });
    const atGold = await list(`vip_level=${gold}`);
    expect(atGold.status, atGold.text).toBe(200);
    const goldRows = atGold.body.data as { id: number; vip_level_id: number | null }[];
    expect(goldRows.map((row) => row.id)).toContain(d);
    expect(goldRows.map((row) => row.id)).not.toContain(e);
    expect(atGold.body.data.find((row: { id: number }) => row.id === d)).toMatchObject({
      vip_level_id: gold,
      vip_level_name_th: 'โกลด์',
      vip_level_name_en: 'Gold',
      vip_level_badge: 'gold',
    });
    expect(goldRows.every((row) => row.vip_level_id === gold)).toBe(true);
    const atNone = await list('vip_level=none');
    const noneRows = atNone.body.data as { id: number; vip_level_id: number | null }[];
    expect(noneRows.map((row) => row.id)).toContain(e);
    expect(noneRows.map((row) => row.id)).not.toContain(d);
    expect(noneRows.every((row) => row.vip_level_id === null)).toBe(true);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/lists/members?vip_level=none&format=csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.body.split('\r\n')[0]).toContain(
      'vip_level_id,vip_level_name_th,vip_level_name_en,vip_level_badge',
    );
    const page = await call(t.app, 'GET', `/api/backoffice/members/${d}`, { token });
    expect(page.body.data.vip_level).toMatchObject({
      id: gold,
      name_en: 'Gold',
      kept_until: '2027-01-01T00:00:00.000Z',
    });
    expect(
      (await call(t.app, 'GET', `/api/backoffice/members/${e}`, { token })).body.data.vip_level,
    ).toBeNull();
  });
});
