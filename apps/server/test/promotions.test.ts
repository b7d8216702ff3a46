import { promotions } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  useTestApp,
  creditOf,
  logInStaff,
  memberWithToken,
  postStatementLines,
  warmUpConnections,
  callWallet,
  logInAs,
  registerMember,
} from './helpers';
import { launchGame } from './wallet-helpers';

let percentPromotion: number;
let fixedPromotion: number;
const t = useTestApp();
beforeAll(async () => {
  const rows = await t.connection.db.select().from(promotions);
  percentPromotion = rows.find((row) => row.name === 'สมาชิกใหม่ รับโบนัส 50%')!.id; // 50%, max 500, ×5, max 10,000, 100–1,000
  fixedPromotion = rows.find((row) => row.name === 'ฝาก 100 รับ 150')!.id; // +50 fixed, ×10, max 1,500, exactly 100
});

let counter = 0;
const nextPhone = () => `0611${String((counter += 1)).padStart(6, '0')}`;

async function depositWith(member: { token: string }, amount: number, promotionId?: number) {
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount, promotion_id: promotionId },
  });
  if (prepared.status !== 200) return prepared;
  await postStatementLines(t, [
    {
      id: `p-${prepared.body.data.ref}`,
      account_number: prepared.body.data.to_account_number,
      amount: prepared.body.data.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
  return prepared;
}

const wallet = (action: string, body: Record<string, unknown>, secret?: string) =>
  callWallet(t, action, body, secret);

const playerToken = async (token: string) => (await launchGame(t, token, { game: 'hilo' })).playerToken;

let round = 0;
async function bet(player: string, amount: number, win = 0) {
  round += 1;
  await wallet('bet', {
    player_token: player,
    transaction_id: `pb-${round}`,
    round_id: `pr-${round}`,
    game_code: 'hilo',
    amount,
  });
  await wallet('win', {
    player_token: player,
    transaction_id: `pw-${round}`,
    round_id: `pr-${round}`,
    game_code: 'hilo',
    amount: win,
  });
}

async function profileOf(token: string) {
  const response = await call(t.app, 'GET', '/api/customers/profile', { token });
  if (response.status !== 200) throw new Error(`profile: ${response.status} ${response.text}`);
  return response.body.data;
}

describe('promotions', () => {
  it('are listed publicly for guests', async () => {
    const response = await call(t.app, 'GET', '/api/promotions');
    expect(response.body.data.map((promotion: any) => promotion.name)).toContain('ฝาก 100 รับ 150');
  });

  it('pay the percent bonus on the confirmed deposit and require (deposit + bonus) × turnover', async () => {
    const member = await memberWithToken(t, nextPhone());
    await depositWith(member, 200, percentPromotion);
    expect(await creditOf(t.app, member.token)).toBe(300);
    const profile = await profileOf(member.token);
    expect(profile.current_promotion).toMatchObject({
      name: 'สมาชิกใหม่ รับโบนัส 50%',
      turnover: 0,
      turnover_needed: 1500,
    });
    expect(profile.promotion_ids).toEqual({ [String(percentPromotion)]: 'สมาชิกใหม่ รับโบนัส 50%' });
    expect(profile.completed_requests[0]).toMatchObject({ amount: 200, bonus: 100 });
  });

  it('refuse a deposit outside the promotion limits before it is made, and a second promotion', async () => {
    const member = await memberWithToken(t, nextPhone());
    const outside = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 150, promotion_id: fixedPromotion },
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors.amount).toEqual(['โปรโมชั่นนี้รับยอดฝาก 100 - 100 บาท']);
    expect((await profileOf(member.token)).pending_request).toBeNull();

    await depositWith(member, 100, fixedPromotion);
    const second = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 200, promotion_id: percentPromotion },
    });
    expect(second.status).toBe(422);
    expect(second.body.errors.promotion_id).toEqual(['คุณมีโปรโมชั่นที่ยังทำเทิร์นไม่ครบ กรุณาทำให้ครบหรือยกเลิกก่อน']);
  });

  it('count bets towards turnover and refuse withdrawals until it is reached', async () => {
    const member = await memberWithToken(t, nextPhone());
    await depositWith(member, 100, fixedPromotion); // credit 150, turnover needed 1,500
    const player = await playerToken(member.token);
    await bet(player, 100, 100);
    const refused = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: member.token,
      body: { phone: member.phone, amount: 100 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.amount).toEqual(['ยังทำยอดเทิร์นโอเวอร์ไม่ครบ เหลืออีก 1,400.00 บาท']);
    expect((await profileOf(member.token)).current_promotion).toMatchObject({
      turnover: 100,
      turnover_needed: 1500,
    });

    for (let index = 0; index < 14; index += 1) await bet(player, 100, 100);
    expect((await profileOf(member.token)).current_promotion).toBeNull();
    const allowed = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: member.token,
      body: { phone: member.phone, amount: 150 },
    });
    expect(allowed.status).toBe(200);
  });

  it('clear the requirement in the turnover check when the credit is under 20 baht', async () => {
    const member = await memberWithToken(t, nextPhone());
    await depositWith(member, 100, fixedPromotion);
    const player = await playerToken(member.token);
    const before = await call(t.app, 'POST', '/api/customers/check-turnover', { token: member.token });
    expect(before.body).toEqual({
      credit_success: false,
      success: false,
      msg: 'ยังทำยอดเทิร์นโอเวอร์ไม่ครบ เหลืออีก 1,500.00 บาท',
    });
    await bet(player, 140, 0);
    const cleared = await call(t.app, 'POST', '/api/customers/check-turnover', { token: member.token });
    expect(cleared.body).toMatchObject({ success: true });
    expect((await profileOf(member.token)).current_promotion).toBeNull();
  });

  it('cancel before any bet takes the unused bonus back; after bets the bonus is forfeited', async () => {
    const early = await memberWithToken(t, nextPhone());
    await depositWith(early, 200, percentPromotion);
    const cancelled = await call(t.app, 'POST', '/api/customers/promotions/cancel', { token: early.token });
    expect(cancelled.body).toEqual({ success: true, msg: 'ยกเลิกโปรโมชั่นเรียบร้อย' });
    expect(await creditOf(t.app, early.token)).toBe(200);
    expect((await profileOf(early.token)).current_promotion).toBeNull();
    expect(
      (await call(t.app, 'POST', '/api/customers/promotions/cancel', { token: early.token })).status,
    ).toBe(422);

    const late = await memberWithToken(t, nextPhone());
    await depositWith(late, 100, fixedPromotion); // 150 credit, 50 of it bonus
    await bet(await playerToken(late.token), 120, 0); // credit 30
    await call(t.app, 'POST', '/api/customers/promotions/cancel', { token: late.token });
    expect(await creditOf(t.app, late.token)).toBe(0);
  });
});

describe('activity bonuses', () => {
  it('credit once per period when eligible, and say why not otherwise', async () => {
    const member = await memberWithToken(t, nextPhone());
    const events = (await profileOf(member.token)).events;
    const firstOfDay = events.find((event: any) => event.name.startsWith('ฝากแรกของวัน'));
    const notYet = await call(t.app, 'POST', `/api/customers/get-bonus/${firstOfDay.id}`, {
      token: member.token,
    });
    expect(notYet.status).toBe(422);
    expect(notYet.body).toMatchObject({ success: false, msg: 'ยังไม่ผ่านเงื่อนไขรับโบนัสกิจกรรมนี้' });

    await depositWith(member, 100);
    await warmUpConnections(t.connection);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'POST', `/api/customers/get-bonus/${firstOfDay.id}`, { token: member.token }),
      ),
    );
    expect(claims.filter((claim) => claim.status === 200)).toHaveLength(1);
    expect(claims.find((claim) => claim.status === 200)!.body).toEqual({
      success: true,
      msg: 'รับโบนัสเรียบร้อย',
    });
    expect(claims.find((claim) => claim.status === 422)!.body.msg).toBe('คุณรับโบนัสกิจกรรมนี้ไปแล้ว');
    expect(await creditOf(t.app, member.token)).toBe(120);
    const after = (await profileOf(member.token)).events.find((event: any) => event.id === firstOfDay.id);
    expect(after.activated).toBe(true);

    t.clock.advanceSeconds(24 * 3600);
    const tomorrow = await call(t.app, 'POST', '/api/login', {
      body: { phone: member.phone, password: member.password },
    });
    const nextDayEvents = (await profileOf(tomorrow.body.access_token)).events;
    expect(nextDayEvents.find((event: any) => event.id === firstOfDay.id).activated).toBe(false);
  });
});

describe('affiliates', () => {
  it('give the affiliate cookie data and count registrations and deposits in the staff report', async () => {
    expect((await call(t.app, 'GET', '/api/affiliates/partner1')).body.data).toEqual({
      affiliate_key: 'PARTNER1',
      username: 'partner1',
      name: 'Demo Partner',
      line: '@partner1',
    });
    expect((await call(t.app, 'GET', '/api/affiliates/nobody')).status).toBe(404);
    const phone = nextPhone();
    const { password } = await registerMember(t.app, {
      phone,
      affiliateKey: 'PARTNER1',
      bank: 'BAY',
      accountNumber: '3334445556',
    });
    const token = await logInAs(t.app, phone, password);
    await depositWith({ token }, 250);
    const staff = await logInStaff(t.app);
    const report = await call(t.app, 'GET', '/api/backoffice/affiliates/report', { token: staff });
    expect(report.body.data).toEqual([
      {
        affiliate_key: 'PARTNER1',
        name: 'Demo Partner',
        registrations: 1,
        first_deposits: 1,
        deposit_total: 250,
      },
    ]);
    await t.connection.db.update(promotions).set({ active: true }).where(eq(promotions.id, percentPromotion));
  });
});
