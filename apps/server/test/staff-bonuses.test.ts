import { auditLog, memberPromotions, staffAdjustments } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, creditOf, fundMember, memberIdOf, useTestApp, warmUpConnections } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';
import { slotPlayer } from './wallet-helpers';

/**
 * Staff bonuses (issue 29, decision 59): a kind of adjustment paid through bonus_grant, above the
 * adjustments' threshold (here 1,000 baht) only on a second staff member's approval, once; cancelling
 * the active bonus with its forfeit shown first; changing its turnover; the member's bonus history.
 */
const tokens = {} as Record<'finance1' | 'finance2' | 'support' | 'marketing', string>;
const t = useTestApp({ env: { ADJUSTMENT_SECOND_APPROVAL_ABOVE: '1000' }, ledgerCheck: 'after-all' });
beforeAll(async () => {
  const roles = {
    finance1: 'finance',
    finance2: 'finance',
    support: 'support',
    marketing: 'marketing',
  } as const;
  for (const [name, role] of Object.entries(roles) as Array<
    [keyof typeof tokens, (typeof roles)[keyof typeof roles]]
  >) {
    const staff = await createStaffMember(t, { username: `bonus-${name}`, role });
    tokens[name] = await staffSessionToken(t, staff.staffId);
  }
});

let counter = 0;
const nextPhone = () => `0653${String((counter += 1)).padStart(6, '0')}`;
let keys = 0;
const nextKey = () => `bonus-key-${(keys += 1)}-${Date.now()}`;
const as = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token: tokens[who], body });
const grant = (who: keyof typeof tokens, memberId: number, body: Record<string, unknown>) =>
  as(who, 'POST', `/api/backoffice/members/${memberId}/bonuses`, {
    turnover_multiplier: 5,
    reason: 'ชดเชยเกมค้าง',
    idempotency_key: nextKey(),
    ...body,
  });

async function fundedMember(amount = 100) {
  const member = await fundMember(t, nextPhone(), amount);
  return { ...member, memberId: await memberIdOf(t, member.phone) };
}

describe('a staff bonus', () => {
  it('pays a bonus up to the threshold at once, with its turnover, once per key, and lists it', async () => {
    const member = await fundedMember();
    const key = nextKey();
    const first = await grant('finance1', member.memberId, { amount: 300, idempotency_key: key });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      kind: 'bonus',
      status: 'posted',
      amount: 300,
      reason: 'staff_bonus',
      note: 'ชดเชยเกมค้าง',
      turnover_multiplier: 5,
    });
    const again = await grant('finance1', member.memberId, { amount: 300, idempotency_key: key });
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await grant('finance1', member.memberId, { amount: 301, idempotency_key: key });
    expect(other.body.code).toBe('idempotency_conflict');
    expect(await creditOf(t.app, member.token)).toBe(member.credit + 300);

    const history = await as('support', 'GET', `/api/backoffice/members/${member.memberId}/bonuses`);
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      expect.objectContaining({
        source: 'staff_bonus',
        status: 'active',
        bonus: 300,
        turnover_required: 1500,
        granted_by: 'bonus-finance1',
        approved_by: null,
        reason: 'ชดเชยเกมค้าง',
      }),
    ]);
    expect(history.body.active).toMatchObject({ bonus: 300, turnover_required: 1500, forfeit: 300 });
    const [audit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bonus.grant'), eq(auditLog.targetId, String(member.memberId))));
    expect(audit).toBeDefined();
  });

  it('is refused while the member has a bonus with turnover, and nothing is recorded', async () => {
    const member = await fundedMember();
    expect((await grant('finance1', member.memberId, { amount: 100 })).status).toBe(200);
    const refused = await grant('finance1', member.memberId, { amount: 50 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('bonus_refused_active');
    expect(refused.body.message).toMatch(/ยกเลิก/);
    const rows = await t.connection.db
      .select()
      .from(staffAdjustments)
      .where(eq(staffAdjustments.memberId, member.memberId));
    expect(rows).toHaveLength(1);
    // A bonus without turnover does not wait for the active one.
    expect((await grant('finance1', member.memberId, { amount: 20, turnover_multiplier: 0 })).status).toBe(
      200,
    );
    expect(await creditOf(t.app, member.token)).toBe(member.credit + 120);
  });

  it('of many granted at once with turnover, pays exactly one', async () => {
    await warmUpConnections(t.connection, 6);
    const member = await fundedMember();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => grant('finance1', member.memberId, { amount: 40 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await creditOf(t.app, member.token)).toBe(member.credit + 40);
  });

  it('above the threshold waits for a second, different staff member, then pays once', async () => {
    const member = await fundedMember();
    const parked = await grant('finance1', member.memberId, { amount: 1500 });
    expect(parked.body.data).toMatchObject({ status: 'awaiting_approval', kind: 'bonus' });
    expect(await creditOf(t.app, member.token)).toBe(member.credit);
    const id = parked.body.data.id;
    const bySame = await as('finance1', 'POST', `/api/backoffice/adjustments/${id}/approve`);
    expect(bySame.body.code).toBe('second_approver_same_staff');
    const queue = await as('finance2', 'GET', '/api/backoffice/adjustments?status=awaiting_approval');
    expect(queue.body.data.map((entry: { id: number }) => entry.id)).toContain(id);

    const decisions = await Promise.all([
      as('finance2', 'POST', `/api/backoffice/adjustments/${id}/approve`),
      as('finance2', 'POST', `/api/backoffice/adjustments/${id}/approve`),
    ]);
    expect(decisions.map((decision) => decision.status).sort()).toEqual([200, 409]);
    expect(await creditOf(t.app, member.token)).toBe(member.credit + 1500);
    const history = await as('finance1', 'GET', `/api/backoffice/members/${member.memberId}/bonuses`);
    expect(history.body.data[0]).toMatchObject({
      bonus: 1500,
      granted_by: 'bonus-finance1',
      approved_by: 'bonus-finance2',
    });
    const reverse = await as('finance2', 'POST', `/api/backoffice/adjustments/${id}/reverse`, { note: 'x' });
    expect(reverse.body.code).toBe('adjustment_not_reversible');
  });

  it('parked, stays parked when the member took a bonus in the meantime', async () => {
    const member = await fundedMember();
    const parked = await grant('finance1', member.memberId, { amount: 2000 });
    expect((await grant('finance1', member.memberId, { amount: 10 })).status).toBe(200);
    const approve = await as(
      'finance2',
      'POST',
      `/api/backoffice/adjustments/${parked.body.data.id}/approve`,
    );
    expect(approve.body.code).toBe('bonus_refused_active');
    const [row] = await t.connection.db
      .select()
      .from(staffAdjustments)
      .where(eq(staffAdjustments.id, parked.body.data.id));
    expect(row!.status).toBe('awaiting_approval');
  });

  it('is for the money desk: support and marketing are refused', async () => {
    const member = await fundedMember();
    for (const who of ['support', 'marketing'] as const) {
      expect((await grant(who, member.memberId, { amount: 10 })).status).toBe(403);
    }
    expect((await grant('finance1', 999_999, { amount: 10 })).status).toBe(404);
    const invalid = await as('finance1', 'POST', `/api/backoffice/members/${member.memberId}/bonuses`, {
      amount: -1,
      turnover_multiplier: 'x',
      reason: '',
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual([
      'amount',
      'idempotency_key',
      'reason',
      'turnover_multiplier',
    ]);
  });
});

describe("the member's active bonus", () => {
  it('shows what cancelling takes back, then cancels the bonus seen, after bets what is left of it', async () => {
    const player = await slotPlayer(t, nextPhone(), 100);
    await grant('finance1', player.memberId, { amount: 200, turnover_multiplier: 10 });
    expect((await player.bet('cancel-bet-1', 250)).body.status).toBe('OK');
    const preview = await as('finance1', 'GET', `/api/backoffice/members/${player.memberId}/bonuses`);
    expect(preview.body.active).toMatchObject({
      bonus: 200,
      turnover_required: 2000,
      turnover_progress: 250,
      credit: 50,
      forfeit: 50,
    });
    const url = `/api/backoffice/members/${player.memberId}/bonuses/active/cancel`;
    const stale = await as('finance1', 'POST', url, { member_promotion_id: 999_999, reason: 'ลูกค้าขอ' });
    expect(stale.body.code).toBe('bonus_changed');
    expect(
      (await as('support', 'POST', url, { member_promotion_id: preview.body.active.id, reason: 'x' })).status,
    ).toBe(403);
    const cancelled = await as('finance1', 'POST', url, {
      member_promotion_id: preview.body.active.id,
      reason: 'ลูกค้าขอ',
    });
    expect(cancelled.body).toEqual({ success: true, data: { returned: 50 } });
    expect(await creditOf(t.app, player.token)).toBe(0);
    const after = await as('finance1', 'GET', `/api/backoffice/members/${player.memberId}/bonuses`);
    expect(after.body.active).toBeNull();
    expect(after.body.data[0]).toMatchObject({ status: 'cancelled', source: 'staff_bonus' });
    const again = await as('finance1', 'POST', url, {
      member_promotion_id: preview.body.active.id,
      reason: 'x',
    });
    expect(again.body.code).toBe('no_active_promotion');
  });

  it('changes the turnover requirement with a reason; one the bets reach ends it', async () => {
    const player = await slotPlayer(t, nextPhone(), 100);
    await grant('finance1', player.memberId, { amount: 100, turnover_multiplier: 10 });
    expect((await player.bet('turnover-bet-1', 120)).body.status).toBe('OK');
    const { body } = await as('finance1', 'GET', `/api/backoffice/members/${player.memberId}/bonuses`);
    const url = `/api/backoffice/members/${player.memberId}/bonuses/active/turnover`;
    const raised = await as('finance1', 'POST', url, {
      member_promotion_id: body.active.id,
      turnover_required: 1500,
      reason: 'โปรพิเศษ',
    });
    expect(raised.body).toEqual({ success: true, data: { completed: false } });
    const lowered = await as('finance1', 'POST', url, {
      member_promotion_id: body.active.id,
      turnover_required: 100,
      reason: 'ลดเทิร์น',
    });
    expect(lowered.body).toEqual({ success: true, data: { completed: true } });
    const [row] = await t.connection.db
      .select()
      .from(memberPromotions)
      .where(eq(memberPromotions.id, body.active.id));
    expect(row).toMatchObject({ status: 'completed', turnoverRequiredSatang: 10_000n });
    const audits = await t.connection.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'member.change_turnover'), eq(auditLog.targetId, String(player.memberId))),
      );
    expect(audits).toHaveLength(2);
  });
});
