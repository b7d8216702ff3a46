import { closeAffiliateStatements } from '@chaba/core/affiliates/close-affiliate-statements';
import { firstPeriodFrom, periodContaining, periodsToClose } from '@chaba/core/affiliates/commission-periods';
import { ledgerAccount, readBalance } from '@chaba/core/ledger/accounts';
import { queryRows } from '@chaba/db/query-rows';
import { affiliatePlans, affiliates, affiliateStatements, memberPromotions } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberIdOf, memberWithToken, useTestApp, warmUpConnections } from './helpers';
import { postAt } from './ledger-fixture';
import { createStaffMember, lastAuditOf, staffRequest, staffSessionToken } from './staff-helpers';

/*
 * Affiliate commission (issue 29, decision 61) against a ledger worked out by hand. Bangkok is UTC+7:
 * September 2026 in Bangkok is 2026-08-31T17:00Z … 2026-09-30T17:00Z, October up to 2026-10-31T17:00Z;
 * the week of Monday 2026-10-26 is 2026-10-25T17:00Z … 2026-11-01T17:00Z.
 */

const t = useTestApp({ ledgerCheck: 'after-all' });
const wallet = ledgerAccount.memberWallet;
const bank = ledgerAccount.companyBank('1112223334');
const provider = ledgerAccount.gameProvider('chaba-demo');
const baht = (value: number) => BigInt(Math.round(value * 100));

async function memberAt(phone: string, createdAt: string, affiliateKey: string | null): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.connection.db,
    sql`insert into members (phone, password_hash, name, bank, account_number, referral_key, affiliate_key, created_at)
        values (${phone}, 'fixture', ${`ทดสอบ ${phone}`}, 'kbank', ${`1${phone}`}, ${`r${phone}`}, ${affiliateKey},
                ${createdAt}::timestamptz)
        returning id`,
  );
  return Number(row!.id);
}
const post = (at: string, eventType: string, from: typeof bank, to: typeof bank, value: number) =>
  postAt(t.connection.db, { at, eventType, from, to, satang: baht(value) });
const deposit = (at: string, member: number, value: number) =>
  post(at, 'deposit', bank, wallet(member), value);
const bet = (at: string, member: number, value: number) =>
  post(at, 'game_bet', wallet(member), provider, value);
const win = (at: string, member: number, value: number) =>
  post(at, 'game_win', provider, wallet(member), value);

async function click(key: string, at: string) {
  await t.connection.db.execute(
    sql`insert into registrations (phone, affiliate_key, expires_at, created_at)
        values ('0899999999', ${key}, ${at}::timestamptz, ${at}::timestamptz)`,
  );
}

async function affiliateWith(options: {
  key: string;
  memberId: number | null;
  plan: typeof affiliatePlans.$inferInsert;
  commissionFrom: string;
}): Promise<number> {
  const [plan] = await t.connection.db.insert(affiliatePlans).values(options.plan).returning();
  const [affiliate] = await t.connection.db
    .insert(affiliates)
    .values({
      key: options.key,
      name: `Partner ${options.key}`,
      username: options.key.toLowerCase(),
      memberId: options.memberId,
      planId: plan!.id,
      commissionFrom: options.commissionFrom,
    })
    .returning();
  return affiliate!.id;
}

const statementsOf = (affiliateId: number) =>
  t.connection.db
    .select()
    .from(affiliateStatements)
    .where(eq(affiliateStatements.affiliateId, affiliateId))
    .orderBy(affiliateStatements.periodStart);

describe('commission periods in Bangkok', () => {
  it('are calendar months and weeks from Monday', () => {
    expect(periodContaining('monthly', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
    expect(periodContaining('weekly', '2026-11-01')).toEqual({ start: '2026-10-26', end: '2026-11-02' });
    expect(periodContaining('weekly', '2026-11-02')).toEqual({ start: '2026-11-02', end: '2026-11-09' });
    expect(firstPeriodFrom('monthly', '2026-09-15')).toEqual({ start: '2026-10-01', end: '2026-11-01' });
  });

  it('close a period at 00:00 Bangkok of its end, not a millisecond before', () => {
    const from = '2026-10-01';
    expect(periodsToClose('monthly', { from, now: new Date('2026-10-31T16:59:59.999Z'), limit: 5 })).toEqual(
      [],
    );
    expect(periodsToClose('monthly', { from, now: new Date('2026-10-31T17:00:00.000Z'), limit: 5 })).toEqual([
      { start: '2026-10-01', end: '2026-11-01' },
    ]);
  });
});

describe('the commission rule (affiliate_commission)', () => {
  async function commission(args: {
    basis: string;
    rateBp: number;
    tiers?: unknown[];
    active: number;
    ngr: number;
    turnover: number;
    carriedIn: number;
  }) {
    const [row] = await queryRows<{ rate_bp: number; commission: string; carried_out: string }>(
      t.connection.db,
      sql`select rate_bp, commission_satang::text as commission, carried_out_satang::text as carried_out
          from affiliate_commission(${args.basis}, ${args.rateBp}, ${JSON.stringify(args.tiers ?? [])}::jsonb,
            ${args.active}, ${baht(args.ngr)}, ${baht(args.turnover)}, ${baht(args.carriedIn)})`,
    );
    return {
      rateBp: row!.rate_bp,
      commission: BigInt(row!.commission),
      carriedOut: BigInt(row!.carried_out),
    };
  }
  const tiers = [
    { min_active_players: 5, rate_bp: 3000 },
    { min_active_players: 10, rate_bp: 4000 },
  ];

  it('pays the rate of the highest tier reached by active players, on the whole NGR', async () => {
    expect(
      await commission({
        basis: 'ngr',
        rateBp: 2000,
        tiers,
        active: 4,
        ngr: 1000,
        turnover: 0,
        carriedIn: 0,
      }),
    ).toEqual({ rateBp: 2000, commission: baht(200), carriedOut: 0n });
    expect(
      await commission({
        basis: 'ngr',
        rateBp: 2000,
        tiers,
        active: 5,
        ngr: 1000,
        turnover: 0,
        carriedIn: 0,
      }),
    ).toEqual({ rateBp: 3000, commission: baht(300), carriedOut: 0n });
    expect(
      await commission({
        basis: 'ngr',
        rateBp: 2000,
        tiers,
        active: 12,
        ngr: 1000,
        turnover: 0,
        carriedIn: 0,
      }),
    ).toEqual({ rateBp: 4000, commission: baht(400), carriedOut: 0n });
  });

  it('carries a negative NGR on until the periods after make it up, and rounds satang down', async () => {
    expect(
      await commission({ basis: 'ngr', rateBp: 2500, active: 1, ngr: -700, turnover: 0, carriedIn: 0 }),
    ).toEqual({ rateBp: 2500, commission: 0n, carriedOut: baht(-700) });
    expect(
      await commission({ basis: 'ngr', rateBp: 2500, active: 1, ngr: 500, turnover: 0, carriedIn: -700 }),
    ).toEqual({ rateBp: 2500, commission: 0n, carriedOut: baht(-200) });
    expect(
      await commission({ basis: 'ngr', rateBp: 2500, active: 1, ngr: 200.03, turnover: 0, carriedIn: -200 }),
    ).toEqual({ rateBp: 2500, commission: 0n, carriedOut: 0n });
    expect(
      await commission({ basis: 'ngr', rateBp: 2500, active: 1, ngr: 200.07, turnover: 0, carriedIn: -200 }),
    ).toEqual({ rateBp: 2500, commission: 1n, carriedOut: 0n });
  });

  it('pays a turnover plan on turnover whatever the NGR, passing the carried balance through', async () => {
    expect(
      await commission({
        basis: 'turnover',
        rateBp: 100,
        active: 1,
        ngr: -5000,
        turnover: 1234.56,
        carriedIn: -50,
      }),
    ).toEqual({ rateBp: 100, commission: 1234n, carriedOut: baht(-50) });
  });
});

describe('monthly NGR statements with a tier and a negative month carried over', () => {
  let partner: { token: string; id: number };
  let affiliateId: number;

  beforeAll(async () => {
    const member = await memberWithToken(t, '0812000001');
    partner = { token: member.token, id: await memberIdOf(t, '0812000001') };
    affiliateId = await affiliateWith({
      key: 'MONTHLY1',
      memberId: partner.id,
      plan: {
        name: 'Monthly NGR',
        basis: 'ngr',
        period: 'monthly',
        rateBp: 2500,
        tiers: [{ min_active_players: 3, rate_bp: 3500 }],
      },
      commissionFrom: '2026-09-01',
    });
    // August (before the plan): a player who registered a millisecond before September in Bangkok.
    const early = await memberAt('0812000010', '2026-08-31T16:59:59.999Z', 'monthly1');
    await deposit('2026-08-31T16:59:59.999Z', early, 100);
    // September: p1 registers in its first millisecond, deposits, loses 500, wins 1,200, gets a 100 bonus.
    const p1 = await memberAt('0812000011', '2026-08-31T17:00:00.000Z', 'Monthly1');
    await click('monthly1', '2026-08-31T17:00:00.000Z');
    await deposit('2026-09-02T03:00:00Z', p1, 1000);
    await bet('2026-09-02T04:00:00Z', p1, 500);
    await win('2026-09-02T04:00:01Z', p1, 1200);
    await post('2026-09-03T04:00:00Z', 'promotion_bonus', ledgerAccount.promotionExpense(), wallet(p1), 100);
    await bet('2026-09-30T16:59:59.999Z', p1, 100); // the last millisecond of September
    // October: p1 bets 2,000 in its first millisecond; p2 (new) bets 3,000 and wins 1,000; p3 bets
    // 1,000 and is given 200 by staff. Turnover 6,000, wins 1,000, bonus 200: NGR 4,800.
    await bet('2026-09-30T17:00:00.000Z', p1, 1700);
    await deposit('2026-09-30T17:00:00.001Z', p1, 300);
    await bet('2026-09-30T17:00:00.002Z', p1, 300);
    const p2 = await memberAt('0812000012', '2026-10-05T05:00:00Z', 'MONTHLY1');
    await click('MONTHLY1', '2026-10-05T04:59:00Z');
    await click('MONTHLY1', '2026-10-06T04:59:00Z');
    await deposit('2026-10-05T06:00:00Z', p2, 3000);
    await bet('2026-10-05T07:00:00Z', p2, 3000);
    await win('2026-10-05T07:00:01Z', p2, 1000);
    const p3 = await memberAt('0812000013', '2026-10-06T05:00:00Z', 'MONTHLY1');
    await deposit('2026-10-06T06:00:00Z', p3, 1000);
    await bet('2026-10-06T07:00:00Z', p3, 1000);
    await post('2026-10-07T07:00:00Z', 'staff_adjustment', ledgerAccount.staffAdjustments(), wallet(p3), 200);
    // November (open at the run): p2 bets again.
    await bet('2026-10-31T17:00:00.000Z', p2, 500);
  });

  it('closes September with no commission and carries its −700 NGR out', async () => {
    const result = await closeAffiliateStatements(t.connection.db, {
      now: new Date('2026-11-05T00:00:00Z'),
      limit: 50,
    });
    expect(result.closed).toBeGreaterThanOrEqual(2);
    const [september, october, ...later] = await statementsOf(affiliateId);
    expect(later).toEqual([]);
    expect(september).toMatchObject({
      periodStart: '2026-09-01',
      periodEnd: '2026-10-01',
      clicks: 1,
      registrations: 1,
      firstDeposits: 1,
      activePlayers: 1,
      turnoverSatang: baht(600),
      winsSatang: baht(1200),
      bonusSatang: baht(100),
      ngrSatang: baht(-700),
      carriedInSatang: 0n,
      carriedOutSatang: baht(-700),
      rateBp: 2500,
      commissionSatang: 0n,
      status: 'nothing_due',
    });
    expect(october).toMatchObject({
      periodStart: '2026-10-01',
      periodEnd: '2026-11-01',
      clicks: 2,
      registrations: 2,
      firstDeposits: 2,
      activePlayers: 3,
      turnoverSatang: baht(6000),
      winsSatang: baht(1000),
      bonusSatang: baht(200),
      ngrSatang: baht(4800),
      carriedInSatang: baht(-700),
      carriedOutSatang: 0n,
      // Three active players reach the tier: 35% of 4,800 − 700 = 1,435 baht.
      rateBp: 3500,
      commissionSatang: baht(1435),
      status: 'paid',
    });
  });

  it("credits October's commission to the partner's wallet as a withdrawable commission bonus, once", async () => {
    const [, october] = await statementsOf(affiliateId);
    const [bonus] = await t.connection.db
      .select()
      .from(memberPromotions)
      .where(
        and(eq(memberPromotions.source, 'commission'), eq(memberPromotions.sourceKey, String(october!.id))),
      );
    expect(bonus).toMatchObject({ memberId: partner.id, bonusSatang: baht(1435), status: 'completed' });
    expect(october!.memberPromotionId).toBe(bonus!.id);
    expect(await readBalance(t.connection.db, wallet(partner.id))).toBe(baht(1435));

    const again = await closeAffiliateStatements(t.connection.db, {
      now: new Date('2026-11-06T00:00:00Z'),
      limit: 50,
    });
    expect(again).toEqual({ closed: 0, paid: 0 });
    expect(await readBalance(t.connection.db, wallet(partner.id))).toBe(baht(1435));
  });

  it('shows the partner page: paid, the open month so far, and the closed months', async () => {
    t.clock.advanceSeconds((Date.parse('2026-11-05T00:00:00Z') - t.clock.now().getTime()) / 1000);
    const response = await stafflessGet('/api/customers/affiliate', partner.token);
    expect(response.status).toBe(200);
    const page = response.body.data.affiliate;
    expect(page).toMatchObject({
      key: 'MONTHLY1',
      basis: 'ngr',
      period: 'monthly',
      rate_bp: 2500,
      paid: 1435,
    });
    expect(page.link).toMatch(/\/\?aff=MONTHLY1$/);
    expect(
      page.periods.map((period: { period_start: string; status: string }) => [
        period.period_start,
        period.status,
      ]),
    ).toEqual([
      ['2026-11-01', 'open'],
      ['2026-10-01', 'paid'],
      ['2026-09-01', 'nothing_due'],
    ]);
    // November so far: p2's 500 bet, one active player: 25% of 500.
    expect(page.periods[0]).toMatchObject({
      turnover: 500,
      revenue: 500,
      commission: 125,
      active_players: 1,
    });
    expect(page.pending).toBe(125);
  });

  async function stafflessGet(url: string, token: string) {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('tells a member who is not an affiliate so', async () => {
    const other = await memberWithToken(t, '0812000002');
    const response = await stafflessGet('/api/customers/affiliate', other.token);
    expect(response.status).toBe(200);
    expect(response.body.data.affiliate).toBeNull();
  });
});

describe('a weekly turnover statement held until the affiliate has a member', () => {
  it('closes the Bangkok week from Monday 00:00, holds it, and pays it once a member is linked', async () => {
    const affiliateId = await affiliateWith({
      key: 'WEEKLY1',
      memberId: null,
      plan: { name: 'Weekly turnover', basis: 'turnover', period: 'weekly', rateBp: 100, tiers: [] },
      commissionFrom: '2026-10-26',
    });
    const q1 = await memberAt('0812000021', '2026-10-20T05:00:00Z', 'WEEKLY1');
    await deposit('2026-10-20T06:00:00Z', q1, 2000);
    await bet('2026-10-25T16:59:59.999Z', q1, 500); // Sunday 23:59:59.999 in Bangkok: the week before
    await bet('2026-10-25T17:00:00.000Z', q1, 1000); // Monday 00:00 in Bangkok
    await bet('2026-11-01T16:59:59.999Z', q1, 234.5); // the week's last millisecond

    await closeAffiliateStatements(t.connection.db, { now: new Date('2026-11-05T00:00:00Z'), limit: 50 });
    const [week] = await statementsOf(affiliateId);
    expect(week).toMatchObject({
      periodStart: '2026-10-26',
      periodEnd: '2026-11-02',
      turnoverSatang: baht(1234.5),
      commissionSatang: 1234n, // 1% of 1,234.50, rounded down to the satang
      status: 'held',
      heldReason: 'no_member',
    });

    const payee = await memberAt('0812000022', '2026-10-01T00:00:00Z', null);
    await t.connection.db.update(affiliates).set({ memberId: payee }).where(eq(affiliates.id, affiliateId));
    const result = await closeAffiliateStatements(t.connection.db, {
      now: new Date('2026-11-05T00:01:00Z'),
      limit: 50,
    });
    expect(result.paid).toBe(1);
    const [paid] = await statementsOf(affiliateId);
    expect(paid).toMatchObject({ status: 'paid', heldReason: null });
    expect(await readBalance(t.connection.db, wallet(payee))).toBe(1234n);
  });
});

describe('the statement job run by several processes at once', () => {
  it('closes each period once and credits each commission once', async () => {
    const payee = await memberAt('0812000031', '2026-01-01T00:00:00Z', null);
    const affiliateId = await affiliateWith({
      key: 'RACE1',
      memberId: payee,
      plan: { name: 'Race plan', basis: 'turnover', period: 'weekly', rateBp: 1000, tiers: [] },
      commissionFrom: '2026-09-07',
    });
    const player = await memberAt('0812000032', '2026-09-01T00:00:00Z', 'RACE1');
    await deposit('2026-09-01T01:00:00Z', player, 10_000);
    // One 100-baht bet in each of eight weeks: 10 baht commission each.
    for (let week = 0; week < 8; week += 1) {
      await bet(
        new Date(Date.parse('2026-09-08T05:00:00Z') + week * 7 * 86_400_000).toISOString(),
        player,
        100,
      );
    }
    const now = new Date('2026-11-05T00:00:00Z');
    await warmUpConnections(t.connection, 4);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => closeAffiliateStatements(t.connection.db, { now, limit: 50 })),
    );
    const statements = await statementsOf(affiliateId);
    expect(statements.map((statement) => statement.periodStart)).toEqual([
      '2026-09-07',
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    expect(statements.every((statement) => statement.status === 'paid')).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.closed, 0)).toBe(8);
    const bonuses = await t.connection.db
      .select()
      .from(memberPromotions)
      .where(and(eq(memberPromotions.memberId, payee), eq(memberPromotions.source, 'commission')));
    expect(bonuses).toHaveLength(8);
    expect(await readBalance(t.connection.db, wallet(payee))).toBe(baht(80));
  });
});

describe('the console', () => {
  let token: string;
  let supportToken: string;
  beforeAll(async () => {
    token = await staffSessionToken(
      t,
      (await createStaffMember(t, { username: 'affiliates-admin', role: 'admin' })).staffId,
    );
    supportToken = await staffSessionToken(
      t,
      (await createStaffMember(t, { username: 'affiliates-support', role: 'support' })).staffId,
    );
  });

  it('creates a tiered plan, links the demo partner to a member with it, audited', async () => {
    const created = await staffRequest(t, token, 'POST', '/api/backoffice/affiliate-plans', {
      body: {
        name: 'Gold',
        basis: 'ngr',
        period: 'monthly',
        rate_bp: 2500,
        tiers: [{ min_active_players: 10, rate_bp: 3500 }],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Gold', rate_bp: 2500, affiliates: 0 });
    expect(await lastAuditOf(t, 'affiliate.plan.create')).toBeDefined();

    const member = await memberAt('0812000041', '2026-10-01T00:00:00Z', null);
    const [demo] = await t.connection.db.select().from(affiliates).where(eq(affiliates.key, 'PARTNER1'));
    const linked = await staffRequest(t, token, 'PATCH', `/api/backoffice/affiliates/${demo!.id}`, {
      body: { member_id: member, plan_id: created.body.data.id, commission_from: '2026-12-01' },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({
      key: 'PARTNER1',
      member: { id: member },
      plan: { name: 'Gold' },
    });
    const audit = await lastAuditOf(t, 'affiliate.update');
    expect(audit?.after).toMatchObject({ memberId: member, commissionFrom: '2026-12-01' });

    const list = await staffRequest(t, token, 'GET', '/api/backoffice/affiliates');
    expect(list.body.data.map((row: { key: string }) => row.key)).toContain('PARTNER1');
  });

  it('refuses a member who is already another affiliate, a duplicate plan name and a bad rate, per field', async () => {
    const [demo] = await t.connection.db.select().from(affiliates).where(eq(affiliates.key, 'PARTNER1'));
    const [taken] = await t.connection.db.select().from(affiliates).where(eq(affiliates.key, 'MONTHLY1'));
    const refused = await staffRequest(t, token, 'PATCH', `/api/backoffice/affiliates/${demo!.id}`, {
      body: { member_id: taken!.memberId },
      language: 'en',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('affiliate_member_taken');
    const duplicate = await staffRequest(t, token, 'POST', '/api/backoffice/affiliate-plans', {
      body: { name: 'Gold', basis: 'ngr', period: 'weekly', rate_bp: 100 },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.code).toBe('affiliate_plan_name_taken');
    const badRate = await staffRequest(t, token, 'POST', '/api/backoffice/affiliate-plans', {
      body: { name: 'Too much', basis: 'ngr', period: 'weekly', rate_bp: 10_001 },
    });
    expect(badRate.status).toBe(422);
  });

  it('lists the statements, shows one, runs the job (audited), and is closed to support', async () => {
    const list = await staffRequest(t, token, 'GET', '/api/backoffice/affiliate-statements?page=1');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(11);
    const october = list.body.data.find(
      (row: { affiliate: { key: string }; period_start: string }) =>
        row.affiliate.key === 'MONTHLY1' && row.period_start === '2026-10-01',
    );
    expect(october).toMatchObject({
      ngr: 4800,
      carried_in: -700,
      rate_bp: 3500,
      commission: 1435,
      status: 'paid',
    });
    const one = await staffRequest(t, token, 'GET', `/api/backoffice/affiliate-statements/${october.id}`);
    expect(one.body.data).toEqual(october);
    const run = await staffRequest(t, token, 'POST', '/api/backoffice/affiliate-statements/run');
    expect(run.status).toBe(200);
    expect(await lastAuditOf(t, 'affiliate.statements.run')).toBeDefined();
    const forbidden = await staffRequest(t, supportToken, 'GET', '/api/backoffice/affiliate-statements');
    expect(forbidden.status).toBe(403);
  });
});
