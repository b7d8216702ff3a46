import { claimItem } from '@chaba/core/claims/claims';
import { matchStatementLine } from '@chaba/core/deposits/match-statement-line';
import { auditLog, bankStatementLines, companyBankAccounts, moneyRequests } from '@chaba/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fundMember, memberIdOf, memberWithToken, postStatementLines, useTestApp } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * The money desks' lists and claims (issue 30, decision 68): deposits, statement lines and
 * adjustments filtered, sorted, totalled and exported; claims on pending deposits and unmatched lines.
 */
const t = useTestApp({ ledgerCheck: 'after-all' });
const tokens = {} as Record<'finance' | 'other' | 'support' | 'marketing', string>;
const staffIds = {} as Record<keyof typeof tokens, number>;
const phones = { funded: '0657000001', matched: '0657000002', pending: '0657000003' };
let companyAccount = '';
let companyBank = '';
let fundedAmount = 0;
let pendingAmount = 0;
let pendingRef = '';

async function unmatchedLine(id: string, amount: number, from: { account: string; name: string }) {
  const answer = await postStatementLines(t, [
    {
      id,
      account_number: companyAccount,
      amount,
      occurred_at: t.clock.now().toISOString(),
      from_account: from.account,
      from_name: from.name,
    },
  ]);
  expect(answer.body.data[0].status).toBe('unmatched');
  const [line] = await t.connection.db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.externalId, id));
  return line!.id;
}

const as = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token: tokens[who], body });

beforeAll(async () => {
  const roles = { finance: 'finance', other: 'finance', support: 'support', marketing: 'marketing' } as const;
  for (const [name, role] of Object.entries(roles) as Array<
    [keyof typeof tokens, (typeof roles)['finance']]
  >) {
    const staff = await createStaffMember(t, { username: `money-${name}`, role });
    staffIds[name] = staff.staffId;
    tokens[name] = await staffSessionToken(t, staff.staffId);
  }
  // A deposit that matched itself (no staff), one credited by hand (finance), one still pending.
  fundedAmount = (await fundMember(t, phones.funded, 300)).credit;
  const [account] = await t.connection.db.select().from(companyBankAccounts).limit(1);
  companyAccount = account!.accountNumber;
  companyBank = account!.bank;
  await memberWithToken(t, phones.matched);
  const lineId = await unmatchedLine('money-lists-1', 777, {
    account: 'xxx-x-x4321-x',
    name: 'นาย สมชาย ใจดี',
  });
  const matched = await as('finance', 'POST', `/api/backoffice/bank-statements/${lineId}/match`, {
    member_phone: phones.matched,
  });
  expect(matched.status, matched.text).toBe(200);
  const pending = await memberWithToken(t, phones.pending);
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: pending.token,
    body: { amount: 150 },
  });
  expect(prepared.status, prepared.text).toBe(200);
  pendingAmount = prepared.body.data.amount;
  pendingRef = prepared.body.data.ref;
});

describe('the deposits list', () => {
  const deposits = (query: string, who: keyof typeof tokens = 'support') =>
    as(who, 'GET', `/api/backoffice/lists/deposits?${query}`);
  const phonesOf = (answer: { body: { data: Array<{ member_phone: string }> } }) =>
    answer.body.data.map((row) => row.member_phone);
  /** Only this file's members: every phone starts 0657000. */
  const ours = 'q=0657000';

  it('filters by status, amount, staff and bank, sorts and totals the amounts', async () => {
    const all = await deposits(`${ours}&sort=amount&dir=asc`);
    expect(all.status, all.text).toBe(200);
    expect(phonesOf(all)).toEqual([phones.pending, phones.funded, phones.matched]);
    expect(all.body.total).toBe(3);
    expect(all.body.totals.amount).toBeCloseTo(pendingAmount + fundedAmount + 777, 2);
    expect(all.body.data[2]).toMatchObject({
      status: 'completed',
      amount: 777,
      credited_by: { staff_id: staffIds.finance, username: 'money-finance' },
      member_account_number: '1657000002',
    });
    expect(all.body.data[1].credited_by).toBeNull();

    expect(phonesOf(await deposits(`${ours}&status=pending`))).toEqual([phones.pending]);
    expect(phonesOf(await deposits(`${ours}&staff=${staffIds.finance}`))).toEqual([phones.matched]);
    expect((await deposits(`${ours}&staff=${staffIds.other}`)).body.total).toBe(0);
    const large = await deposits(`${ours}&min=301&max=777`);
    expect(phonesOf(large)).toEqual([phones.matched]);
    expect(large.body.totals).toEqual({ amount: 777 });
    expect((await deposits(`${ours}&bank=KBANK`)).body.total).toBe(0);
    expect((await deposits(`${ours}&bank=scb`)).body.total).toBe(3);
    expect(phonesOf(await deposits(`${ours}&sort=id&dir=desc`))[0]).toBe(phones.pending);
    expect((await deposits(`${ours}&to=2001-01-01`)).body.total).toBe(0);
  });

  it("finds a deposit by any part of the member's phone or account number, else its reference", async () => {
    // The account number 1657000002, as a statement prints a part of it.
    for (const q of ['7000002', 'x-x70000-02', '657000002']) {
      expect(phonesOf(await deposits(`q=${encodeURIComponent(q)}`)), q).toEqual([phones.matched]);
    }
    expect(phonesOf(await deposits(`q=${pendingRef}`))).toEqual([phones.pending]);
    expect((await deposits('q=no-such-ref')).body.total).toBe(0);
  });

  it('exports the filtered list as CSV, staff as names, audited; refuses the wrong role and bad input', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/lists/deposits?${ours}&format=csv&sort=amount&dir=asc`,
      headers: { authorization: `Bearer ${tokens.support}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/chaba-deposits-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFid,ref,status,amount,')).toBe(true);
    expect(lines[0]).toContain(',credited_by,');
    expect(lines[0]).not.toContain('claim');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain(',money-finance,');
    const [record] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'list.export'), eq(auditLog.targetId, 'deposits')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(record?.details).toMatchObject({ filter: { q: '0657000' }, rows: 3 });

    expect((await deposits(ours, 'marketing')).status).toBe(403);
    for (const query of ['sort=member_phone', 'status=matched', 'min=10&max=5', 'staff=abc', 'page_size=7']) {
      const answer = await deposits(query);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});

describe('the statement lines list', () => {
  const lines = (query: string, who: keyof typeof tokens = 'support') =>
    as(who, 'GET', `/api/backoffice/lists/statement-lines?${query}`);

  it("finds a line by any part of the sender's account or name; filters by status, staff, bank, amount", async () => {
    await unmatchedLine('money-lists-2', 812.5, { account: 'xxx-x-x9876-x', name: 'MR JOHN SMITH' });
    for (const q of ['4321', 'x4321', 'x-x4321-x']) {
      const found = await lines(`q=${encodeURIComponent(q)}`);
      expect(found.status, found.text).toBe(200);
      expect(
        found.body.data.map((row: { amount: number }) => row.amount),
        q,
      ).toEqual([777]);
    }
    const matched = (await lines('q=4321')).body.data[0];
    expect(matched).toMatchObject({
      status: 'credited',
      bank: companyBank,
      resolved_by: { staff_id: staffIds.finance, username: 'money-finance' },
      claim: null,
    });
    expect((await lines(`q=${encodeURIComponent('สมชาย')}`)).body.total).toBe(1);
    expect((await lines('q=john')).body.data[0]).toMatchObject({ amount: 812.5, status: 'unmatched' });
    expect((await lines('q=%25')).body.total).toBe(0);

    const byStaff = await lines(`staff=${staffIds.finance}`);
    expect(byStaff.body.data.map((row: { amount: number }) => row.amount)).toEqual([777]);
    const range = await lines('min=777&max=812.5&sort=amount&dir=desc');
    expect(range.body.data.map((row: { amount: number }) => row.amount)).toEqual([812.5, 777]);
    expect(range.body.totals).toEqual({ amount: 1589.5 });
    expect((await lines('min=777&max=812.5&status=unmatched')).body.total).toBe(1);
    expect((await lines(`min=777&max=812.5&bank=${companyBank}`)).body.total).toBe(2);
    const otherBank = companyBank === 'kbank' ? 'scb' : 'kbank';
    expect((await lines(`min=777&max=812.5&bank=${otherBank}`)).body.total).toBe(0);

    const file = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/lists/statement-lines?min=777&max=812.5&format=csv&sort=amount&dir=asc',
      headers: { authorization: `Bearer ${tokens.support}` },
    });
    const rows = file.body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain(',resolved_by');
    expect(rows[1]).toContain('money-finance');

    expect((await lines('', 'marketing')).status).toBe(403);
    expect((await lines('status=pending')).status).toBe(422);
    expect((await lines('sort=from_name')).status).toBe(422);
  });
});

describe('the adjustments list', () => {
  const adjustments = (query: string, who: keyof typeof tokens = 'finance') =>
    as(who, 'GET', `/api/backoffice/lists/adjustments?${query}`);

  it('filters by staff, status and amount, finds by the member phone, totals credits and debits', async () => {
    const memberId = await memberIdOf(t, phones.funded);
    const make = (who: 'finance' | 'other', direction: 'credit' | 'debit', amount: number, key: string) =>
      as(who, 'POST', '/api/backoffice/adjustments', {
        member_id: memberId,
        direction,
        amount,
        reason: 'deposit_correction',
        note: `รายการทดสอบ ${key}`,
        idempotency_key: `money-lists-${key}`,
      });
    for (const [who, direction, amount, key] of [
      ['finance', 'credit', 50, 'a1'],
      ['other', 'debit', 20, 'a2'],
      ['finance', 'credit', 30, 'a3'],
    ] as const) {
      const made = await make(who, direction, amount, key);
      expect(made.status, made.text).toBe(200);
    }
    const all = await adjustments('q=7000001&sort=amount&dir=asc');
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.map((row: { amount: number }) => row.amount)).toEqual([20, 30, 50]);
    expect(all.body.totals).toEqual({ credit: 80, debit: 20 });
    const byOther = await adjustments(`q=7000001&staff=${staffIds.other}`);
    expect(byOther.body.data.map((row: { amount: number }) => row.amount)).toEqual([20]);
    expect(byOther.body.totals).toEqual({ credit: 0, debit: 20 });
    expect((await adjustments('q=7000001&min=25&max=40')).body.total).toBe(1);
    expect((await adjustments('q=7000001&status=rejected')).body.total).toBe(0);
    expect((await adjustments(`q=${encodeURIComponent('ทดสอบ a3')}`)).body.total).toBe(1);

    const file = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/lists/adjustments?q=7000001&format=csv',
      headers: { authorization: `Bearer ${tokens.finance}` },
    });
    const rows = file.body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain(',created_by,decided_by,');

    expect((await adjustments('', 'support')).status).toBe(403);
    expect((await adjustments('status=pending')).status).toBe(422);
    expect((await adjustments('sort=note')).status).toBe(422);
  });
});

describe('claims on deposits and statement lines', () => {
  it('refuses a match of a line another staff member works until it is taken over; a claim lapses', async () => {
    const lineId = await unmatchedLine('money-claims-1', 431.25, { account: 'xxx-x-x5555-x', name: 'A' });
    const claimed = await as('finance', 'POST', `/api/backoffice/bank-statements/${lineId}/claim`, {});
    expect(claimed.status, claimed.text).toBe(200);
    const row = (await as('other', 'GET', '/api/backoffice/lists/statement-lines?q=5555')).body.data[0];
    expect(row.claim).toMatchObject({ staff: { staff_id: staffIds.finance, username: 'money-finance' } });

    const match = () =>
      as('other', 'POST', `/api/backoffice/bank-statements/${lineId}/match`, { member_phone: phones.funded });
    const refused = await match();
    expect(refused).toMatchObject({ status: 409, body: { code: 'statement_line_claimed' } });
    expect(refused.body.message).toContain('money-finance');
    const refund = await as('other', 'POST', `/api/backoffice/bank-statements/${lineId}/refund`, {
      refund_ref: 'REF-1',
    });
    expect(refund).toMatchObject({ status: 409, body: { code: 'statement_line_claimed' } });
    const [still] = await t.connection.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lineId));
    expect(still).toMatchObject({ status: 'unmatched', resolvedByStaffId: null });
    // Releasing another's claim releases nothing; support may not claim (no deposits.match).
    expect((await as('other', 'POST', `/api/backoffice/bank-statements/${lineId}/release`)).status).toBe(200);
    expect((await match()).status).toBe(409);
    expect((await as('support', 'POST', `/api/backoffice/bank-statements/${lineId}/claim`, {})).status).toBe(
      403,
    );

    const taken = await as('other', 'POST', `/api/backoffice/bank-statements/${lineId}/claim`, {
      take_over: true,
    });
    expect(taken.status).toBe(200);
    const [takeOver] = await t.connection.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'statement_line.claim_take_over'), eq(auditLog.targetId, String(lineId))),
      );
    expect(takeOver).toMatchObject({
      staffId: staffIds.other,
      before: { claimed_by_staff_id: staffIds.finance },
      after: { claimed_by_staff_id: staffIds.other },
    });
    expect((await as('other', 'POST', `/api/backoffice/bank-statements/${lineId}/release`)).status).toBe(200);
    expect((await as('finance', 'POST', `/api/backoffice/bank-statements/${lineId}/claim`, {})).status).toBe(
      200,
    );

    t.clock.advanceSeconds(15 * 60 + 1);
    expect(
      (await as('other', 'GET', '/api/backoffice/lists/statement-lines?q=5555')).body.data[0].claim,
    ).toBeNull();
    expect((await match()).status).toBe(200);
    expect(
      (await as('finance', 'POST', `/api/backoffice/bank-statements/${lineId}/claim`, {})).body.code,
    ).toBe('statement_line_not_unmatched');
  });

  it('refuses to credit a pending deposit another staff member holds', async () => {
    const [request] = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.ref, pendingRef));
    const claimed = await as('finance', 'POST', `/api/backoffice/deposits/${request!.id}/claim`, {});
    expect(claimed.status, claimed.text).toBe(200);
    const listed = await as('other', 'GET', `/api/backoffice/lists/deposits?q=${pendingRef}`);
    expect(listed.body.data[0].claim).toMatchObject({ staff: { staff_id: staffIds.finance } });

    const lineId = await unmatchedLine('money-claims-2', pendingAmount + 1, { account: 'x1', name: 'B' });
    const refused = await as('other', 'POST', `/api/backoffice/bank-statements/${lineId}/match`, {
      request_id: request!.id,
      accept_amount: true,
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'deposit_claimed' } });
    const [line] = await t.connection.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lineId));
    expect(line!.status).toBe('unmatched');
    expect((await as('other', 'POST', `/api/backoffice/deposits/${request!.id}/claim`, {})).body.code).toBe(
      'deposit_claimed',
    );
    // No such deposit.
    expect((await as('finance', 'POST', '/api/backoffice/deposits/999999999/claim', {})).status).toBe(404);

    expect((await as('finance', 'POST', `/api/backoffice/deposits/${request!.id}/release`)).status).toBe(200);
    const credited = await as('other', 'POST', `/api/backoffice/bank-statements/${lineId}/match`, {
      request_id: request!.id,
      accept_amount: true,
    });
    expect(credited.status, credited.text).toBe(200);
    const [release] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.claim_release'), eq(auditLog.targetId, String(request!.id))));
    expect(release?.staffId).toBe(staffIds.finance);
  });

  it('gives one of two staff claiming a line at once the claim, and a claim and a match at once agree', async () => {
    const lineId = await unmatchedLine('money-claims-3', 612.75, { account: 'x2', name: 'C' });
    for (let round = 0; round < 5; round += 1) {
      await t.connection.db
        .update(bankStatementLines)
        .set({ claimedByStaffId: null, claimedAt: null })
        .where(eq(bankStatementLines.id, lineId));
      const both = await Promise.allSettled(
        (['finance', 'other'] as const).map((who) =>
          claimItem(t.connection.db, 'statement_line', {
            staffId: staffIds[who],
            id: lineId,
            takeOver: false,
            clientAddress: '127.0.0.1',
            now: t.clock.now(),
          }),
        ),
      );
      expect(both.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const loser = both.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(loser.reason).toMatchObject({ code: 'statement_line_claimed' });
    }
    // A claim by one and a match by the other at once: either the match wins (and the claim finds the
    // line matched) or the claim wins (and the match is refused); never both.
    await t.connection.db
      .update(bankStatementLines)
      .set({ claimedByStaffId: null, claimedAt: null })
      .where(eq(bankStatementLines.id, lineId));
    const [claim, match] = await Promise.allSettled([
      claimItem(t.connection.db, 'statement_line', {
        staffId: staffIds.finance,
        id: lineId,
        takeOver: false,
        clientAddress: '127.0.0.1',
        now: t.clock.now(),
      }),
      matchStatementLine(t.connection.db, {
        staffId: staffIds.other,
        clientAddress: '127.0.0.1',
        lineId,
        target: { memberPhone: phones.funded },
        now: t.clock.now(),
      }),
    ]);
    expect([claim.status, match.status].sort()).toEqual(['fulfilled', 'rejected']);
    const [line] = await t.connection.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lineId));
    if (match.status === 'fulfilled') expect(line!.status).toBe('credited');
    else expect(line).toMatchObject({ status: 'unmatched', claimedByStaffId: staffIds.finance });
  });
});
