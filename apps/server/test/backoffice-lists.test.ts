import { auditLog, members } from '@chaba/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fundMember, logInAs, registerMember, useTestApp } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/** The lists of the console (issue 30, decision 64): the members list and the saved views. */
const t = useTestApp({ ledgerCheck: 'after-all' });
const tokens = {} as Record<'support' | 'finance' | 'marketing', string>;
const phones = { account: '0655000001', funded: '0655000002', locked: '0655000003' };
let funded = 0;

beforeAll(async () => {
  for (const role of ['support', 'finance', 'marketing'] as const) {
    const staff = await createStaffMember(t, { username: `lists-${role}`, role });
    tokens[role] = await staffSessionToken(t, staff.staffId);
  }
  // The account number a Thai statement prints as xxx-x-x1234-x.
  const { password } = await registerMember(t.app, { phone: phones.account, accountNumber: '1234512340' });
  await logInAs(t.app, phones.account, password);
  funded = (await fundMember(t, phones.funded, 500)).credit;
  await registerMember(t.app, { phone: phones.locked, accountNumber: '9876500003' });
  await t.connection.db
    .update(members)
    .set({ name: '=HYPERLINK("http://x")', lockedAt: t.clock.now(), lockReason: 'test' })
    .where(eq(members.phone, phones.locked));
});

const list = (query: string, who: keyof typeof tokens = 'support') =>
  call(t.app, 'GET', `/api/backoffice/lists/members?${query}`, { token: tokens[who] });
const phonesOf = (response: { body: { data: Array<{ phone: string }> } }) =>
  response.body.data.map((member) => member.phone);
/** Only this file's members: every phone starts 0655000. */
const ours = 'q=0655000';

describe('the members list', () => {
  it('shows a lookup without members.history (marketing) no money nor last login, and refuses ordering or filtering by them', async () => {
    const seen = await list(`${ours}&sort=phone&dir=asc`, 'marketing');
    expect(seen.status).toBe(200);
    expect(phonesOf(seen)).toContain(phones.funded);
    for (const row of seen.body.data as Array<Record<string, unknown>>) {
      expect([row.balance, row.last_login_at, row.deposit_total, row.withdrawal_total]).toEqual([
        null,
        null,
        null,
        null,
      ]);
    }
    expect(seen.body.totals).toEqual({ balance: null, deposit_total: null, withdrawal_total: null });
    for (const query of ['sort=balance', 'sort=deposit_total', 'sort=last_login_at', 'min=100', 'max=5']) {
      expect({ query, status: (await list(`${ours}&${query}`, 'marketing')).status }).toEqual({
        query,
        status: 403,
      });
    }
    const finance = await list(`${ours}&sort=balance&dir=desc`, 'finance');
    expect(finance.body.data[0].balance).toBeGreaterThan(0);
  });

  it('finds a member by any part of an account number, as statements print it', async () => {
    for (const q of ['1234', 'x1234', '123-4', 'xxx-x-x1234-x', '51234']) {
      const found = phonesOf(await list(`q=${encodeURIComponent(q)}&page_size=200`));
      expect(found, q).toContain(phones.account);
      expect(found, q).not.toContain(phones.funded);
    }
    expect(phonesOf(await list('q=4512340'))).toEqual([phones.account]);
    expect(phonesOf(await list('q=5000003'))).toEqual([phones.locked]);
    expect(phonesOf(await list('q=06550004321'))).toEqual([]);
  });

  it('filters by status, balance and bank, sorts by a column and totals the money columns', async () => {
    const all = await list(`${ours}&sort=phone&dir=asc`);
    expect(all.status).toBe(200);
    expect(phonesOf(all)).toEqual([phones.account, phones.funded, phones.locked]);
    expect(all.body.total).toBe(3);
    expect(all.body.totals).toEqual({ balance: funded, deposit_total: funded, withdrawal_total: 0 });
    const fundedRow = all.body.data[1];
    expect(fundedRow).toMatchObject({ balance: funded, deposit_total: funded, withdrawal_total: 0 });
    expect(fundedRow.last_login_at).not.toBeNull();

    expect(phonesOf(await list(`${ours}&sort=deposit_total&dir=desc`))[0]).toBe(phones.funded);
    expect(phonesOf(await list(`${ours}&status=locked`))).toEqual([phones.locked]);
    expect(phonesOf(await list(`${ours}&status=active&sort=phone&dir=asc`))).toEqual([
      phones.account,
      phones.funded,
    ]);
    const rich = await list(`${ours}&min=100`);
    expect(phonesOf(rich)).toEqual([phones.funded]);
    expect(rich.body.totals.balance).toBe(funded);
    expect(phonesOf(await list(`${ours}&max=100&sort=phone&dir=asc`))).toEqual([
      phones.account,
      phones.locked,
    ]);
    expect(phonesOf(await list(`${ours}&bank=KBANK`))).toEqual([]);
    expect((await list(`${ours}&bank=scb`)).body.total).toBe(3);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await list(`${ours}&from=${today}&to=${today}`)).body.total).toBeGreaterThan(0);
    expect((await list(`${ours}&to=2001-01-01`)).body.total).toBe(0);
  });

  it('pages with an allowed page size', async () => {
    const first = await list('page_size=25&sort=id&dir=asc');
    expect(first.body).toMatchObject({ page: 1, page_size: 25 });
    const second = await list('page_size=25&page=2&sort=id&dir=asc');
    expect(second.body.page).toBe(2);
    if (first.body.total > 25) expect(second.body.data[0].id).toBeGreaterThan(first.body.data[24].id);
  });

  it('refuses an unknown sort column, page size or filter with 422 and per-field messages, never a 500', async () => {
    for (const query of [
      'sort=password_hash',
      'sort=id%3Bdrop%20table%20members',
      'dir=sideways',
      'page_size=30',
      'page=0',
      'min=-1',
      'min=500&max=100',
      'from=2026-02-01&to=2026-01-01',
      'status=deleted',
      'bank=XYZ',
      'format=xlsx',
    ]) {
      const answer = await list(query);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}).length, query).toBeGreaterThan(0);
    }
    const english = await call(t.app, 'GET', '/api/backoffice/lists/members?sort=secret', {
      token: tokens.support,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.errors.sort).toBeDefined();
    expect((await call(t.app, 'GET', '/api/backoffice/lists/members')).status).toBe(401);
  });

  it('exports the filtered list as CSV with a byte order mark, formula cells escaped, audited', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/lists/members?${ours}&status=locked&format=csv`,
      headers: { authorization: `Bearer ${tokens.finance}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(
      /attachment; filename="chaba-members-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = answer.body;
    expect(text.startsWith('\uFEFFid,phone,')).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).not.toMatch(/,=HYPERLINK/);
    const [record] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'list.export'), eq(auditLog.targetId, 'members')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(record?.details).toMatchObject({ filter: { q: '0655000', status: 'locked' }, rows: 1 });
    expect(record?.clientAddress).toBeTruthy();
  });
});

describe('saved views', () => {
  const views = (who: keyof typeof tokens, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    call(t.app, method, `/api/backoffice/saved-views${url}`, { token: tokens[who], body });

  it('keeps each staff member their own views, audited', async () => {
    const made = await views('support', 'POST', '', {
      list: 'members',
      name: 'ล็อกแล้ว',
      query: { status: 'locked', sort: 'deposit_total.desc' },
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ list: 'members', name: 'ล็อกแล้ว', query: { status: 'locked' } });
    const id = made.body.data.id as number;
    const [record] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'saved_view.create'), eq(auditLog.targetId, String(id))));
    expect(record?.details).toMatchObject({ list: 'members', name: 'ล็อกแล้ว' });

    expect(
      (await views('support', 'GET', '?list=members')).body.data.map((view: { id: number }) => view.id),
    ).toEqual([id]);
    expect((await views('finance', 'GET', '?list=members')).body.data).toEqual([]);
    expect((await views('support', 'GET', '?list=withdrawals')).body.data).toEqual([]);
    // Another staff member's view is not theirs to delete.
    expect((await views('finance', 'DELETE', `/${id}`)).status).toBe(404);
    expect((await views('support', 'GET', '?list=members')).body.data).toHaveLength(1);

    const twice = await views('support', 'POST', '', { list: 'members', name: 'ล็อกแล้ว', query: {} });
    expect(twice.status).toBe(422);
    expect((await views('finance', 'POST', '', { list: 'members', name: 'ล็อกแล้ว', query: {} })).status).toBe(
      200,
    );

    expect((await views('support', 'DELETE', `/${id}`)).status).toBe(200);
    expect((await views('support', 'GET', '?list=members')).body.data).toEqual([]);
    expect((await views('support', 'DELETE', `/${id}`)).status).toBe(404);
  });

  it('refuses a bad list, name or query', async () => {
    for (const body of [
      { list: 'passwords', name: 'a', query: {} },
      { list: 'members', name: '', query: {} },
      { list: 'members', name: 'x'.repeat(61), query: {} },
      { list: 'members', name: 'a', query: { 'Bad-Key': 'x' } },
      { list: 'members', name: 'a', query: { q: 'x'.repeat(101) } },
      { list: 'members', name: 'a', query: { q: 5 } },
    ]) {
      expect((await views('support', 'POST', '', body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await views('support', 'GET', '?list=nope')).status).toBe(422);
    expect((await call(t.app, 'GET', '/api/backoffice/saved-views?list=members')).status).toBe(401);
  });
});

describe('the withdrawals list', () => {
  it('finds a withdrawal by a part of its account number, filters, totals and exports it', async () => {
    const token = await logInAs(t.app, phones.funded, 'Secret123');
    const asked = await call(t.app, 'POST', '/api/requests/withdraw', {
      token,
      body: { phone: phones.funded, amount: 200 },
    });
    expect(asked.status, asked.text).toBe(200);
    const withdrawals = (query: string, who: keyof typeof tokens = 'finance') =>
      call(t.app, 'GET', `/api/backoffice/lists/withdrawals?${query}`, { token: tokens[who] });

    // A part of the account number it goes to (1655000002), with the x and dash a statement prints.
    const found = await withdrawals(`q=${encodeURIComponent('x-x50000')}&status=pending`);
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({ amount: 200, member_phone: phones.funded, bank: 'scb' });
    expect(found.body.totals).toEqual({ amount: 200 });
    expect((await withdrawals('q=5000002&min=200.01')).body.total).toBe(0);
    expect((await withdrawals('q=5000002&max=200&bank=SCB')).body.total).toBe(1);
    expect((await withdrawals(`q=${found.body.data[0].ref}`)).body.total).toBe(1);
    expect((await withdrawals('q=5000002&status=completed')).body.total).toBe(0);
    expect((await withdrawals('sort=member_phone')).status).toBe(422);
    // Support has no withdrawals.view.
    expect((await withdrawals('q=5000002', 'support')).status).toBe(403);

    const file = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/lists/withdrawals?q=5000002&format=csv&sort=amount&dir=asc',
      headers: { authorization: `Bearer ${tokens.finance}` },
    });
    expect(file.body.startsWith('\uFEFFid,ref,status,amount,')).toBe(true);
    expect(file.body.trimEnd().split('\r\n')).toHaveLength(2);
  });
});
