import { runVipLevels } from '@chaba/core/vip/run-vip-levels';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fundMember, logInStaff, memberWithToken, useTestApp } from './helpers';

/**
 * The member's VIP page data (`GET /api/customers/vip`, decision 72): the ladder with each level's
 * perks (rates, withdrawal limits, bonuses with their turnover) in the member's language, their level
 * once the job has decided it, and the next level with the amount counted toward it.
 */
const t = useTestApp({ ledgerCheck: 'after-all' });

const vipOf = (token: string, language = 'th') =>
  call(t.app, 'GET', '/api/customers/vip', { token, headers: { 'accept-language': language } });

beforeAll(async () => {
  const token = await logInStaff(t.app);
  for (const body of [
    {
      rank: 1,
      name_th: 'ซิลเวอร์',
      name_en: 'Silver',
      badge: 'silver',
      basis: 'deposits',
      window_days: 30,
      threshold: 500,
      keep_days: 30,
      cashback_percent: 5,
      withdraw_daily_max: 50_000,
      withdraw_daily_count: 5,
      level_up_bonus: 50,
      level_up_turnover: 2,
      birthday_bonus: 100,
      birthday_turnover: 1.5,
    },
    {
      rank: 2,
      name_th: 'โกลด์',
      name_en: 'Gold',
      badge: 'gold',
      basis: 'deposits',
      window_days: 30,
      threshold: 5000,
      keep_days: 30,
    },
  ]) {
    const answer = await call(t.app, 'POST', '/api/backoffice/vip/levels', { token, body });
    expect(answer.status, answer.text).toBe(200);
  }
});

describe('the VIP page data', () => {
  it('shows no level and the first as next to a new member', async () => {
    const member = await memberWithToken(t, '0657000001');
    const answer = await vipOf(member.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.current).toBeNull();
    expect(answer.body.data.levels.map((level: { name: string }) => level.name)).toEqual(['ซิลเวอร์', 'โกลด์']);
    expect(answer.body.data.next).toMatchObject({ amount: 0, remaining: 500 });
  });

  it("gives each level's perks and, after the job, the member's level and the progress to the next", async () => {
    const member = await fundMember(t, '0657000002', 1000);
    await runVipLevels(t.connection.db, { now: t.clock.now(), limit: 100 });
    const answer = await vipOf(member.token, 'en');
    expect(answer.status, answer.text).toBe(200);
    const [silver, gold] = answer.body.data.levels;
    expect(silver).toMatchObject({
      name: 'Silver',
      badge: 'silver',
      basis: 'deposits',
      window_days: 30,
      threshold: 500,
      cashback_percent: 5,
      rebate_percent: null,
      withdraw_daily_max: 50_000,
      withdraw_daily_count: 5,
      level_up_bonus: 50,
      level_up_turnover: 2,
      birthday_bonus: 100,
      birthday_turnover: 1.5,
    });
    expect(gold).toMatchObject({ name: 'Gold', withdraw_daily_max: null, withdraw_daily_count: null });
    expect(answer.body.data.current).toMatchObject({ level_id: silver.id });
    expect(answer.body.data.current.kept_until).toEqual(expect.any(String));
    expect(answer.body.data.next).toEqual({ level_id: gold.id, amount: 1000, remaining: 4000 });
  });
});
