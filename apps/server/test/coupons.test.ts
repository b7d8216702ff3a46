import { auditLog, couponRedemptions, coupons } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  creditOf,
  fundMember,
  memberIdOf,
  memberWithToken,
  useTestApp,
  warmUpConnections,
} from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * Coupon codes (issue 29, decision 59): staff write them, members redeem them once, within their
 * rules, under concurrency, and guessing is limited. The test clock starts 2026-11-20 17:00 Bangkok.
 */
const tokens = {} as Record<'marketing' | 'finance' | 'admin', string>;
const t = useTestApp({ env: { COUPON_FAILURES_PER_ADDRESS: '100000' }, ledgerCheck: 'after-all' });
beforeAll(async () => {
  for (const role of ['marketing', 'finance', 'admin'] as const) {
    const staff = await createStaffMember(t, { username: `coupon-${role}`, role });
    tokens[role] = await staffSessionToken(t, staff.staffId);
  }
});

let counter = 0;
const nextPhone = () => `0654${String((counter += 1)).padStart(6, '0')}`;
let codes = 0;
const nextCode = () => `Promo${(codes += 1)}X`;
const as = (who: keyof typeof tokens, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { token: tokens[who], body });

/** A valid coupon's body, with `fields` changed. */
const couponBody = (fields: Record<string, unknown> = {}) => ({
  code: nextCode(),
  name_th: 'คูปองต้อนรับ',
  name_en: 'Welcome coupon',
  bonus_kind: 'fixed',
  amount: 50,
  total_uses: null,
  once_per_member: true,
  start_date: '2026-11-20',
  end_date: '2026-11-30',
  turnover_multiplier: 2,
  ...fields,
});

async function createCoupon(fields: Record<string, unknown> = {}) {
  const response = await as('marketing', 'POST', '/api/backoffice/coupons', couponBody(fields));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as { id: number; code: string };
}

const redeem = (member: { token: string }, code: string, language = 'th') =>
  call(t.app, 'POST', '/api/customers/coupons/redeem', {
    token: member.token,
    body: { code },
    headers: { 'accept-language': language },
  });

async function newMember() {
  const member = await memberWithToken(t, nextPhone());
  return { ...member, memberId: await memberIdOf(t, member.phone) };
}

describe('coupons in the console', () => {
  it('are created by marketing with a code unique whatever its case, audited, and listed with uses', async () => {
    const coupon = await createCoupon({ code: 'SONGKRAN' });
    const taken = await as('marketing', 'POST', '/api/backoffice/coupons', {
      code: 'songkran',
      name_th: 'x',
      bonus_kind: 'fixed',
      amount: 1,
      total_uses: 1,
      once_per_member: true,
      start_date: '2026-11-20',
      end_date: '2026-11-21',
      turnover_multiplier: 0,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('coupon_code_taken');
    expect(taken.body.errors.code).toHaveLength(1);
    expect((await as('finance', 'GET', '/api/backoffice/coupons')).status).toBe(403);
    const invalid = await as('marketing', 'POST', '/api/backoffice/coupons', {
      code: 'bad code!',
      name_th: '',
      bonus_kind: 'percent',
      percent: 0,
      max: 0,
      total_uses: 0,
      once_per_member: true,
      start_date: '2026-11-22',
      end_date: '2026-11-21',
      turnover_multiplier: 500,
    });
    expect(invalid.status, invalid.text).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(
      ['code', 'name_th', 'total_uses', 'turnover_multiplier'].sort(),
    );
    const list = await as('admin', 'GET', '/api/backoffice/coupons');
    expect(list.body.data.find((entry: { id: number }) => entry.id === coupon.id)).toMatchObject({
      code: 'SONGKRAN',
      uses: 0,
      start_date: '2026-11-20',
      end_date: '2026-11-30',
      amount: 50,
      turnover_multiplier: 2,
    });
    const [audit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.create'), eq(auditLog.targetId, String(coupon.id))));
    expect(audit).toBeDefined();
  });
});

describe('redeeming a coupon', () => {
  it('pays its bonus with its turnover, whatever the case typed, once per member, and lists it', async () => {
    const coupon = await createCoupon();
    const member = await newMember();
    const redeemed = await redeem(member, coupon.code.toLowerCase());
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ success: true, data: { bonus: 50, turnover: 100 } });
    expect(redeemed.body.msg).toContain('50.00');
    expect(await creditOf(t.app, member.token)).toBe(50);
    const again = await redeem(member, coupon.code, 'en');
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 'coupon_already_used' });
    expect(again.body.errors.code).toEqual(['You have already used this coupon']);

    const list = await as('marketing', 'GET', '/api/backoffice/coupons');
    expect(list.body.data.find((entry: { id: number }) => entry.id === coupon.id).uses).toBe(1);
    const redemptions = await as('marketing', 'GET', `/api/backoffice/coupons/${coupon.id}/redemptions`);
    expect(redemptions.body.data).toEqual([
      expect.objectContaining({ member_phone: member.phone, use_no: 1, amount: 50 }),
    ]);
    const history = await as('admin', 'GET', `/api/backoffice/members/${member.memberId}/bonuses`);
    expect(history.body.data[0]).toMatchObject({ source: 'coupon', coupon_code: coupon.code, bonus: 50 });
  });

  it('refuses an unknown or disabled code, one not started or expired, in th, en and cn', async () => {
    const member = await newMember();
    const other = await newMember();
    const unknown = await redeem(member, 'NOSUCHCODE');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.code).toEqual(['ไม่พบรหัสคูปองนี้']);
    expect((await redeem(member, 'NOSUCHCODE', 'en')).body.errors.code).toEqual([
      'This coupon code does not exist',
    ]);
    expect((await redeem(member, 'NOSUCHCODE', 'zh-CN')).body.errors.code).toEqual(['优惠码不存在']);
    const later = await createCoupon({ start_date: '2026-11-21', end_date: '2026-11-22' });
    // Every refusal counts against guessing (5 per member): the rest are another member's.
    expect((await redeem(other, later.code)).body.code).toBe('coupon_not_started');
    const over = await createCoupon({ start_date: '2026-11-01', end_date: '2026-11-19' });
    expect((await redeem(other, over.code)).body.code).toBe('coupon_expired');
    const disabled = await createCoupon();
    const edit = await as('marketing', 'PUT', `/api/backoffice/coupons/${disabled.id}`, {
      code: disabled.code,
      name_th: 'ปิดแล้ว',
      bonus_kind: 'fixed',
      amount: 50,
      total_uses: null,
      once_per_member: true,
      start_date: '2026-11-20',
      end_date: '2026-11-30',
      turnover_multiplier: 2,
      enabled: false,
    });
    expect(edit.body.data.enabled).toBe(false);
    expect((await redeem(other, disabled.code)).body.code).toBe('coupon_unknown');
    const empty = await redeem(other, '');
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['code']);
    expect(await creditOf(t.app, member.token)).toBe(0);
  });

  it('checks the minimum on the latest deposit within its dates, and pays a percent of it up to the maximum', async () => {
    const coupon = await createCoupon({ bonus_kind: 'percent', percent: 10, max: 30, min_deposit: 100 });
    const empty = await newMember();
    const tooSmall = await redeem(empty, coupon.code);
    expect(tooSmall.body.code).toBe('coupon_deposit_too_small');
    expect(tooSmall.body.message).toContain('100.00');
    const small = await fundMember(t, nextPhone(), 150);
    const paid = await redeem(small, coupon.code);
    // 10 % of the deposit (150 baht and its unique satang), under the maximum.
    expect(paid.body.data.bonus).toBe(Math.floor(small.credit * 10) / 100);
    const big = await fundMember(t, nextPhone(), 900);
    expect((await redeem(big, coupon.code)).body.data.bonus).toBe(30);
  });

  it('refuses a coupon naming a VIP level that does not exist, on its field, and saves nothing', async () => {
    const body = couponBody({ vip_level_ids: [987654] });
    const response = await as('marketing', 'POST', '/api/backoffice/coupons', body);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('vip_level_unknown');
    expect(JSON.stringify(response.body)).toContain('vip_level_ids');
    const listed = await as('marketing', 'GET', '/api/backoffice/coupons');
    expect(JSON.stringify(listed.body)).not.toContain(body.code);
  });

  it('is for the tagged members only when it names tags', async () => {
    const coupon = await createCoupon({ member_tags: ['vip'] });
    const member = await newMember();
    expect((await redeem(member, coupon.code)).body.code).toBe('coupon_not_eligible');
    await as('admin', 'POST', `/api/backoffice/members/${member.memberId}/tags`, { tags: ['vip'] });
    expect((await redeem(member, coupon.code)).status).toBe(200);
  });

  it('with a turnover is refused while the member has an active bonus', async () => {
    const first = await createCoupon();
    const second = await createCoupon();
    const member = await newMember();
    expect((await redeem(member, first.code)).status).toBe(200);
    const refused = await redeem(member, second.code);
    expect(refused.body.code).toBe('coupon_promotion_active');
    const [row] = await t.connection.db.select().from(coupons).where(eq(coupons.id, second.id));
    expect(row!.uses).toBe(0);
  });

  it('never passes its total uses, nor once per member, under concurrent redemptions', async () => {
    await warmUpConnections(t.connection, 10);
    const limited = await createCoupon({ total_uses: 3, turnover_multiplier: 0 });
    const members = await Promise.all(Array.from({ length: 8 }, () => newMember()));
    const answers = await Promise.all(members.map((member) => redeem(member, limited.code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body?.code === 'coupon_used_up')).toHaveLength(5);
    const [row] = await t.connection.db.select().from(coupons).where(eq(coupons.id, limited.id));
    expect(row!.uses).toBe(3);

    const once = await createCoupon({ turnover_multiplier: 0 });
    const member = members[0]!;
    const tries = await Promise.all(Array.from({ length: 6 }, () => redeem(member, once.code)));
    expect(tries.filter((answer) => answer.status === 200)).toHaveLength(1);
    const rows = await t.connection.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, once.id));
    expect(rows).toHaveLength(1);

    // A member's attempt counts as refused until it succeeds, so the sixth of six at once may meet the
    // limit of 5 refusals per member before the first four have succeeded: either refusal is right.
    const repeatable = await createCoupon({ once_per_member: false, total_uses: 4, turnover_multiplier: 0 });
    const eager = await newMember();
    const again = await Promise.all(Array.from({ length: 6 }, () => redeem(eager, repeatable.code)));
    expect(again.filter((answer) => answer.status === 200)).toHaveLength(4);
    const refusals = again.filter((answer) => answer.status !== 200).map((answer) => answer.body?.code);
    expect(refusals).toHaveLength(2);
    expect(refusals).toContain('coupon_used_up');
    for (const code of refusals) expect(['coupon_used_up', 'too_many_coupon_attempts']).toContain(code);
    const repeated = await t.connection.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, repeatable.id));
    expect(repeated.map((redemption) => redemption.useNo).sort()).toEqual([1, 2, 3, 4]);
  });

  it('limits guessing: after 5 refused codes the member waits, a right code too, then may try again', async () => {
    const coupon = await createCoupon();
    const member = await newMember();
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await redeem(member, `GUESS${guess}`)).body.code).toBe('coupon_unknown');
    }
    const limited = await redeem(member, coupon.code);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_coupon_attempts');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await redeem(await newMember(), coupon.code)).status).toBe(200);
    t.clock.advanceSeconds(15 * 60 + 1);
    expect((await redeem(member, coupon.code)).status).toBe(200);
  });

  it('asks for a login', async () => {
    const answer = await call(t.app, 'POST', '/api/customers/coupons/redeem', { body: { code: 'ANY' } });
    expect(answer.status).toBe(401);
  });
});
