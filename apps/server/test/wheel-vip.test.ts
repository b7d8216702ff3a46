import { memberVip, wheelSpinGrants } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs, memberIdOf, memberWithToken, useTestApp, warmUpConnections } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * Spins by VIP level (issue 31, decisions 72 and 73): a member at a level the wheel lists earns that
 * level's spins each Bangkok day they open the wheel, once per day however many opens run at once. The
 * test clock starts 2026-11-20 10:00 UTC = 17:00 Bangkok; a Bangkok day ends at 17:00 UTC.
 */
const t = useTestApp({ ledgerCheck: 'after-all' });
let staffId: number;
let silver: number;
let gold: number;

const marketing = async (method: 'GET' | 'PUT', body?: unknown, headers?: Record<string, string>) =>
  call(t.app, method, '/api/backoffice/wheel', {
    token: await staffSessionToken(t, staffId),
    body,
    headers,
  });

/** The settings as read, with these fields changed (what the console sends). */
async function wheelBody(fields: Record<string, unknown>) {
  const current = (await marketing('GET')).body.data;
  const { today: _today, updated_at: _updatedAt, ...editable } = current;
  return {
    ...editable,
    active: true,
    daily_budget: 1000,
    deposit_minimum: null,
    login_rule: false,
    prizes: [{ key: 'again', kind: 'try_again', name_th: 'ลองใหม่', weight: 1 }],
    checkin_days: Array.from({ length: 7 }, () => ({ amount: 0, turnover_multiplier: 0 })),
    ...fields,
  };
}

let phones = 0;
async function memberAt(levelId: number | null) {
  const member = await memberWithToken(t, `0657${String((phones += 1)).padStart(6, '0')}`);
  const memberId = await memberIdOf(t, member.phone);
  if (levelId !== null) {
    const now = t.clock.now();
    await t.connection.db
      .insert(memberVip)
      .values({ memberId, levelId, reachedAt: now, keptUntil: new Date(now.getTime() + 30 * 86_400_000) });
  }
  return { ...member, memberId };
}

const openWheel = (token: string) => call(t.app, 'GET', '/api/customers/wheel', { token });

async function vipGrantsOf(memberId: number) {
  const rows = await t.connection.db
    .select({ key: wheelSpinGrants.ruleKey })
    .from(wheelSpinGrants)
    .where(and(eq(wheelSpinGrants.memberId, memberId), eq(wheelSpinGrants.rule, 'vip')));
  return rows.map((row) => row.key).sort();
}

beforeAll(async () => {
  staffId = (await createStaffMember(t, { username: 'wheel-vip-marketing', role: 'marketing' })).staffId;
  const owner = await createStaffMember(t, { username: 'wheel-vip-owner', role: 'owner' });
  const token = await staffSessionToken(t, owner.staffId);
  const level = (rank: number, name: string) =>
    call(t.app, 'POST', '/api/backoffice/vip/levels', {
      token,
      body: {
        rank,
        name_th: name,
        name_en: name,
        name_cn: '',
        badge: 'gold',
        basis: 'deposits',
        window_days: 30,
        threshold: 1000 * rank,
        keep_days: 30,
      },
    });
  const created = [await level(1, 'Silver'), await level(2, 'Gold')];
  for (const answer of created) expect(answer.status, answer.text).toBe(200);
  [silver, gold] = created.map((answer) => answer.body.data.id as number) as [number, number];
  await warmUpConnections(t.connection, 10);
});

describe('spins by VIP level', { timeout: 120_000 }, () => {
  it('are saved per level, and refused for an unknown level, a duplicate or more than 10', async () => {
    const saved = await marketing(
      'PUT',
      await wheelBody({
        vip_daily_spins: [
          { level_id: silver, spins: 1 },
          { level_id: gold, spins: 3 },
        ],
      }),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.vip_daily_spins).toEqual([
      { level_id: silver, spins: 1 },
      { level_id: gold, spins: 3 },
    ]);
    const en = { 'accept-language': 'en' };
    const unknown = await marketing(
      'PUT',
      await wheelBody({ vip_daily_spins: [{ level_id: gold + 1000, spins: 1 }] }),
      en,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.vip_daily_spins[0]).toMatch(/VIP level/);
    const duplicate = await marketing(
      'PUT',
      await wheelBody({
        vip_daily_spins: [
          { level_id: gold, spins: 1 },
          { level_id: gold, spins: 2 },
        ],
      }),
      en,
    );
    expect(duplicate.status).toBe(422);
    expect(Object.keys(duplicate.body.errors)).toEqual(['vip_daily_spins']);
    const many = await marketing(
      'PUT',
      await wheelBody({ vip_daily_spins: [{ level_id: gold, spins: 11 }] }),
      en,
    );
    expect(many.status).toBe(422);
    expect((await marketing('GET')).body.data.vip_daily_spins).toHaveLength(2);
  });

  it('a member at a level earns its spins on opening the wheel, once a day under concurrent opens, and again the next Bangkok day', async () => {
    const saved = await marketing(
      'PUT',
      await wheelBody({
        vip_daily_spins: [
          { level_id: silver, spins: 0 },
          { level_id: gold, spins: 3 },
        ],
      }),
    );
    expect(saved.status, saved.text).toBe(200);
    const goldMember = await memberAt(gold);
    const silverMember = await memberAt(silver);
    const noLevel = await memberAt(null);

    const opens = await Promise.all(Array.from({ length: 6 }, () => openWheel(goldMember.token)));
    for (const answer of opens) expect(answer.status, answer.text).toBe(200);
    expect((await openWheel(goldMember.token)).body.data.spins_left).toBe(3);
    expect(await vipGrantsOf(goldMember.memberId)).toEqual(['2026-11-20:1', '2026-11-20:2', '2026-11-20:3']);

    expect((await openWheel(silverMember.token)).body.data.spins_left).toBe(0);
    expect((await openWheel(noLevel.token)).body.data.spins_left).toBe(0);
    expect(await vipGrantsOf(noLevel.memberId)).toEqual([]);

    // 16:59 UTC is still 2026-11-20 in Bangkok; 17:00 UTC starts the 21st.
    t.clock.advanceSeconds(6 * 3600 + 59 * 60);
    goldMember.token = await logInAs(t.app, goldMember.phone, goldMember.password);
    expect((await openWheel(goldMember.token)).body.data.spins_left).toBe(3);
    t.clock.advanceSeconds(60);
    const nextDay = await Promise.all(Array.from({ length: 4 }, () => openWheel(goldMember.token)));
    for (const answer of nextDay) expect(answer.status, answer.text).toBe(200);
    expect((await openWheel(goldMember.token)).body.data.spins_left).toBe(6);
    expect(await vipGrantsOf(goldMember.memberId)).toEqual([
      '2026-11-20:1',
      '2026-11-20:2',
      '2026-11-20:3',
      '2026-11-21:1',
      '2026-11-21:2',
      '2026-11-21:3',
    ]);
  });

  it('a level the wheel does not list earns nothing; listed, it earns', async () => {
    t.clock.advanceSeconds(24 * 3600);
    const member = await memberAt(silver);
    const saved = await marketing(
      'PUT',
      await wheelBody({ vip_daily_spins: [{ level_id: gold, spins: 2 }] }),
    );
    expect(saved.status, saved.text).toBe(200);
    expect((await openWheel(member.token)).body.data.spins_left).toBe(0);
    await marketing('PUT', await wheelBody({ vip_daily_spins: [{ level_id: silver, spins: 2 }] }));
    expect((await openWheel(member.token)).body.data.spins_left).toBe(2);
  });
});
