import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp, memberIdOf, memberWithToken } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/** The member page's player protection (issue 13): what the member set, read by staff, and nothing to lift. */
let supportId: number;
const staffRoutes: string[] = [];
const t = useTestApp({
  onRoute: (route: RouteOptions) => {
    if (route.url.startsWith('/api/backoffice') && route.method !== 'HEAD')
      staffRoutes.push(`${String(route.method)} ${route.url}`);
  },
  ledgerCheck: 'none',
});
beforeAll(async () => {
  supportId = (await createStaffMember(t, { username: 'protection-support', role: 'support' })).staffId;
});

const hour = 60 * 60;

describe("staff reading a member's player protection", () => {
  it('shows the limits in force, the waiting raise with when it may be confirmed, usage and history', async () => {
    const member = await memberWithToken(t, '0875000001');
    const memberId = await memberIdOf(t, member.phone);
    const put = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/customers/responsible-gambling/limits',
        headers: { authorization: `Bearer ${member.token}` },
        payload: body,
      });
    await put({ deposit_day: 1000, loss_week: 500 });
    const askedAt = t.clock.now();
    await put({ deposit_day: 3000 });

    const token = await staffSessionToken(t, supportId);
    const answer = await call(t.app, 'GET', `/api/backoffice/members/${memberId}/player-protection`, {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.limits.deposit_day).toEqual({
      amount: 1000,
      pending: {
        amount: 3000,
        requested_at: askedAt.toISOString(),
        confirmable_from: new Date(askedAt.getTime() + 24 * hour * 1000).toISOString(),
      },
    });
    expect(answer.body.data.limits.loss_week).toEqual({ amount: 500, pending: null });
    expect(answer.body.data.usage.deposit_day).toMatchObject({ deposited: 0, pending: 0 });
    expect(
      answer.body.data.history.map(
        (entry: { kind: string; change: string }) => `${entry.kind} ${entry.change}`,
      ),
    ).toEqual(expect.arrayContaining(['deposit_day increase_requested', 'deposit_day set', 'loss_week set']));
    // The member's own page reads the same.
    const own = await call(t.app, 'GET', '/api/customers/responsible-gambling', { token: member.token });
    expect(answer.body.data).toEqual(own.body.data);
  });

  it('answers 404 for a member that does not exist', async () => {
    const token = await staffSessionToken(t, supportId);
    const answer = await call(t.app, 'GET', '/api/backoffice/members/999999/player-protection', { token });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('not_found');
  });

  it('has no staff route that lifts, shortens or changes player protection', () => {
    // A staff member's own approval and adjustment limits (issue 27, decision 66) are about staff, not players.
    const protection = staffRoutes.filter((route) =>
      /protection|exclu|time-?out|restrict|responsible|(?<!approval-|adjustment-)limit/i.test(route),
    );
    expect(protection).toEqual(['GET /api/backoffice/members/:id/player-protection']);
  });
});
