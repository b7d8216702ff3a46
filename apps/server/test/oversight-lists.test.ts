import { raiseRiskFlag } from '@chaba/core/risk/raise-risk-flag';
import { recordAudit } from '@chaba/core/audit/record-audit';
import { auditLog, authTokens, members, staffAccounts } from '@chaba/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerMember, useTestApp } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * The oversight lists on the shared list query (issue 30, decision 69): audit, staff, sessions and
 * risk, each filtered, sorted, paged and exported as an audited CSV, each behind its permission.
 */
const t = useTestApp();
const tokens = {} as Record<'owner' | 'admin' | 'support' | 'marketing', string>;
const staffIds = {} as Record<keyof typeof tokens | 'invited' | 'disabled', number>;
let memberId = 0;

beforeAll(async () => {
  for (const role of ['owner', 'admin', 'support', 'marketing'] as const) {
    const staff = await createStaffMember(t, { username: `ol-${role}`, role });
    staffIds[role] = staff.staffId;
    tokens[role] = await staffSessionToken(t, staff.staffId);
  }
  staffIds.invited = (
    await createStaffMember(t, { username: 'ol-invited', role: 'support', secondFactor: false })
  ).staffId;
  staffIds.disabled = (await createStaffMember(t, { username: 'ol-gone', role: 'finance' })).staffId;
  await t.connection.db
    .update(staffAccounts)
    .set({ disabledAt: t.clock.now() })
    .where(eq(staffAccounts.id, staffIds.disabled));
  await registerMember(t.app, { phone: '0656100001', accountNumber: '5551234001' });
  const [member] = await t.connection.db
    .update(members)
    .set({ name: '=cmd|calc' })
    .where(eq(members.phone, '0656100001'))
    .returning({ id: members.id });
  memberId = member!.id;
  const db = t.connection.db;
  for (const action of ['member.lock', 'member.unlock', 'member.note'])
    await recordAudit(db, {
      staffId: staffIds.admin,
      action,
      targetType: 'member',
      targetId: memberId,
      clientAddress: '10.9.8.7',
      details: { reason: action === 'member.note' ? '=1+1' : 'test' },
      now: t.clock.now(),
    });
  await raiseRiskFlag(db, {
    memberId,
    rule: 'shared_address',
    subject: '10.9.8.7',
    details: { members: [1, 2] },
    now: t.clock.now(),
  });
  await raiseRiskFlag(db, {
    memberId,
    rule: 'big_winner',
    subject: '2026-11-29',
    details: { net_win: 100000 },
    now: t.clock.now(),
  });
});

const get = (path: string, who: keyof typeof tokens = 'owner') =>
  call(t.app, 'GET', path, { token: tokens[who] });
const csv = (path: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${tokens.owner}` } });

async function lastExport(list: string) {
  const [record] = await t.connection.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'list.export'), eq(auditLog.targetId, list)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return record;
}

describe('the audit list', () => {
  it('filters by staff, action, member, day, actor kind and text, sorts, pages', async () => {
    const mine = await get(`/api/backoffice/lists/audit?staff=${staffIds.admin}&sort=action&dir=asc`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((record: { action: string }) => record.action)).toEqual([
      'member.lock',
      'member.note',
      'member.unlock',
    ]);
    expect(mine.body).toMatchObject({ page: 1, page_size: 50, total: 3, totals: {} });
    const one = await get(`/api/backoffice/lists/audit?action=member.note&member_id=${memberId}`);
    expect(one.body.total).toBe(1);
    expect(one.body.data[0]).toMatchObject({ username: 'ol-admin', client_address: '10.9.8.7' });
    const byText = await get('/api/backoffice/lists/audit?q=member.un');
    expect(byText.body.data.map((record: { action: string }) => record.action)).toEqual(['member.unlock']);
    expect((await get(`/api/backoffice/lists/audit?q=${memberId}&staff=${staffIds.admin}`)).body.total).toBe(
      3,
    );
    expect((await get('/api/backoffice/lists/audit?q=10.9.8')).body.total).toBe(3);
    expect((await get('/api/backoffice/lists/audit?q=ol-adm')).body.total).toBe(3);
    const system = await get('/api/backoffice/lists/audit?status=system&page_size=200');
    expect(system.body.data.every((record: { staff_id: number | null }) => record.staff_id === null)).toBe(
      true,
    );
    expect((await get('/api/backoffice/lists/audit?from=2000-01-01&to=2000-01-02')).body.total).toBe(0);
    const paged = await get(`/api/backoffice/lists/audit?staff=${staffIds.admin}&page_size=25&page=2`);
    expect(paged.body).toMatchObject({ page: 2, total: 3, data: [] });
  });

  it('exports the filtered records as CSV, details as one cell, formulas escaped, audited', async () => {
    const answer = await csv(
      `/api/backoffice/lists/audit?staff=${staffIds.admin}&format=csv&sort=action&dir=asc`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFid,staff_id,username,action,')).toBe(true);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('"{""reason"":""=1+1""}"');
    expect(await lastExport('audit')).toMatchObject({
      staffId: staffIds.owner,
      details: { filter: { staff: staffIds.admin, sort: 'action', dir: 'asc' }, rows: 3 },
    });
  });

  it('refuses a bad filter with 422 and per-field messages, and a role without audit.view with 403', async () => {
    for (const query of [
      'sort=hash',
      'status=member',
      'staff=abc',
      'page_size=7',
      'from=2026-02-02&to=2026-02-01',
      'action=%00',
    ])
      expect((await get(`/api/backoffice/lists/audit?${query}`)).status, query).toBe(422);
    const english = await call(t.app, 'GET', '/api/backoffice/lists/audit?sort=hash', {
      token: tokens.owner,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.errors.sort).toBeDefined();
    expect((await get('/api/backoffice/lists/audit', 'support')).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/backoffice/lists/audit')).status).toBe(401);
  });
});

describe('the staff list', () => {
  const names = (answer: { body: { data: Array<{ username: string }> } }) =>
    answer.body.data.map((staff) => staff.username);

  it('filters by state, role, last login and part of the username; sorts', async () => {
    expect(names(await get('/api/backoffice/lists/staff?q=ol-&sort=username&dir=asc'))).toEqual([
      'ol-admin',
      'ol-gone',
      'ol-invited',
      'ol-marketing',
      'ol-owner',
      'ol-support',
    ]);
    expect(names(await get('/api/backoffice/lists/staff?q=ol-&status=invited'))).toEqual(['ol-invited']);
    expect(names(await get('/api/backoffice/lists/staff?q=ol-&status=disabled'))).toEqual(['ol-gone']);
    expect(names(await get('/api/backoffice/lists/staff?q=OL-&role=support&sort=username&dir=asc'))).toEqual([
      'ol-invited',
      'ol-support',
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(t.clock.now());
    const loggedIn = await get(
      `/api/backoffice/lists/staff?q=ol-&from=${today}&to=${today}&sort=last_login_at`,
    );
    expect(loggedIn.status).toBe(200);
    expect(names(loggedIn).sort()).toEqual(['ol-admin', 'ol-marketing', 'ol-owner', 'ol-support']);
    expect((await get('/api/backoffice/lists/staff?q=ol-&from=2000-01-01&to=2000-01-02')).body.total).toBe(0);
  });

  it('exports as CSV (audited); only staff.manage sees it; a bad role is a 422', async () => {
    const answer = await csv('/api/backoffice/lists/staff?q=ol-&status=disabled&format=csv');
    expect(answer.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await lastExport('staff'))?.details).toMatchObject({ filter: { status: 'disabled' }, rows: 1 });
    expect((await get('/api/backoffice/lists/staff', 'admin')).status).toBe(403);
    expect((await get('/api/backoffice/lists/staff?role=NOT%20A%20ROLE')).status).toBe(422);
  });
});

describe('the sessions list', () => {
  it('lists working and ended sessions by staff, day and address; marks the caller', async () => {
    const adminSessions = await get(`/api/backoffice/lists/sessions?staff=${staffIds.admin}`);
    expect(adminSessions.status).toBe(200);
    expect(adminSessions.body.total).toBe(1);
    expect(adminSessions.body.data[0]).toMatchObject({ username: 'ol-admin', working: true, current: false });
    await t.connection.db
      .update(authTokens)
      .set({ revokedAt: t.clock.now() })
      .where(eq(authTokens.id, adminSessions.body.data[0].id));
    expect(
      (await get(`/api/backoffice/lists/sessions?staff=${staffIds.admin}&status=working`)).body.total,
    ).toBe(0);
    const ended = await get(`/api/backoffice/lists/sessions?staff=${staffIds.admin}&status=ended`);
    expect(ended.body.data[0]).toMatchObject({ working: false });
    expect(ended.body.data[0].revoked_at).not.toBeNull();
    const own = await get(`/api/backoffice/lists/sessions?staff=${staffIds.owner}&q=127.0&sort=last_used_at`);
    expect(own.body.data[0]).toMatchObject({ current: true, client_address: '127.0.0.1' });
    expect((await get(`/api/backoffice/lists/sessions?q=vitest&staff=${staffIds.owner}`)).body.total).toBe(1);
    expect((await get('/api/backoffice/lists/sessions?q=10.255.')).body.total).toBe(0);
  });

  it('exports as CSV (audited); only staff.manage sees it', async () => {
    const answer = await csv(`/api/backoffice/lists/sessions?staff=${staffIds.owner}&format=csv`);
    expect(answer.body.startsWith('\uFEFFid,staff_id,username,client_address,')).toBe(true);
    expect((await lastExport('sessions'))?.details).toMatchObject({ rows: 1 });
    expect((await get('/api/backoffice/lists/sessions', 'support')).status).toBe(403);
    expect((await get('/api/backoffice/lists/sessions?status=idle')).status).toBe(422);
  });
});

describe('the risk list', () => {
  it('filters by rule, state, day, phone part or subject; sorts', async () => {
    const all = await get('/api/backoffice/lists/risk?q=6100001&sort=rule&dir=asc', 'support');
    expect(all.status).toBe(200);
    expect(all.body.data.map((flag: { rule: string }) => flag.rule)).toEqual([
      'big_winner',
      'shared_address',
    ]);
    expect((await get('/api/backoffice/lists/risk?q=6100001&rule=big_winner')).body.total).toBe(1);
    expect((await get('/api/backoffice/lists/risk?q=10.9.8')).body.data[0]).toMatchObject({
      rule: 'shared_address',
      member_phone: '0656100001',
    });
    expect((await get('/api/backoffice/lists/risk?q=6100001&status=cleared')).body.total).toBe(0);
    expect((await get('/api/backoffice/lists/risk?q=6100001&status=open')).body.total).toBe(2);
    expect((await get('/api/backoffice/lists/risk?q=6100001&from=2000-01-01&to=2000-12-31')).body.total).toBe(
      0,
    );
  });

  it('exports as CSV with details as one cell (audited); refuses a role without risk.view and a bad rule', async () => {
    const answer = await csv('/api/backoffice/lists/risk?q=6100001&format=csv&sort=rule&dir=asc');
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`'=cmd|calc`);
    expect(lines[1]).toContain('"{""net_win"":100000}"');
    expect((await lastExport('risk'))?.details).toMatchObject({ rows: 2 });
    expect((await get('/api/backoffice/lists/risk', 'marketing')).status).toBe(403);
    expect((await get('/api/backoffice/lists/risk?rule=nothing')).status).toBe(422);
  });
});
