import { auditLog } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  useTestApp,
  creditOf,
  fundMember,
  memberIdOf,
  memberWithToken,
  postStatementLines,
  warmUpConnections,
} from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

const tokens = {} as Record<'finance1' | 'finance2' | 'admin' | 'support', string>;
const staffIds = {} as Record<keyof typeof tokens, number>;

const t = useTestApp({
  env: { WITHDRAWAL_SECOND_APPROVAL_ABOVE: '500', ADJUSTMENT_SECOND_APPROVAL_ABOVE: '1000' },
  ledgerCheck: 'after-all',
});
beforeAll(async () => {
  const roles = { finance1: 'finance', finance2: 'finance', admin: 'admin', support: 'support' } as const;
  for (const [name, role] of Object.entries(roles) as Array<
    [keyof typeof tokens, (typeof roles)[keyof typeof roles]]
  >) {
    const staff = await createStaffMember(t, { username: `desk-${name}`, role });
    staffIds[name] = staff.staffId;
    tokens[name] = await staffSessionToken(t, staff.staffId);
  }
});

let counter = 0;
const nextPhone = () => `0652${String((counter += 1)).padStart(6, '0')}`;
const as = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token: tokens[who], body });

async function requestWithdrawal(member: { token: string; phone: string }, amount: number) {
  const response = await call(t.app, 'POST', '/api/requests/withdraw', {
    token: member.token,
    body: { phone: member.phone, amount },
  });
  expect(response.status).toBe(200);
  return response.body.data.id as number;
}

describe('the withdrawal desk', () => {
  it('shows the balances, turnover and last deposits beside each withdrawal, and pays a small one at once', async () => {
    const member = await fundMember(t, nextPhone(), 300);
    const id = await requestWithdrawal(member, 200);
    const queue = await as('finance1', 'GET', '/api/backoffice/withdrawals');
    expect(queue.status).toBe(200);
    expect(queue.body.second_approval_above).toBe(500);
    const item = queue.body.data.find((entry: { id: number }) => entry.id === id);
    expect(item).toMatchObject({
      status: 'pending',
      amount: 200,
      member_phone: member.phone,
      needs_second_approval: false,
      wallet_balance: member.credit - 200,
      hold_balance: 200,
      turnover: null,
      risk_flags: [],
    });
    expect(item.last_deposits).toEqual([expect.objectContaining({ amount: member.credit })]);

    const approved = await as('finance1', 'POST', `/api/backoffice/withdrawals/${id}/approve`, {
      bank_ref: 'TX-1',
    });
    expect(approved.body).toEqual({ success: true, data: { status: 'completed' } });
  });

  it('parks a large withdrawal at its first approval and pays it only on a second, different approver', async () => {
    const member = await fundMember(t, nextPhone(), 1000);
    const id = await requestWithdrawal(member, 800);
    const first = await as('finance1', 'POST', `/api/backoffice/withdrawals/${id}/approve`, {
      bank_ref: 'TX-2',
    });
    expect(first.body).toEqual({ success: true, data: { status: 'awaiting_second_approval' } });

    const parked = await as('finance2', 'GET', '/api/backoffice/withdrawals?status=awaiting_second_approval');
    expect(parked.body.data).toContainEqual(
      expect.objectContaining({
        id,
        status: 'awaiting_second_approval',
        needs_second_approval: true,
        first_approved_by: { staff_id: staffIds.finance1, username: 'desk-finance1' },
      }),
    );
    const again = await as('finance1', 'POST', `/api/backoffice/withdrawals/${id}/approve`, {
      bank_ref: 'TX-2',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('second_approver_same_staff');
    expect(await creditOf(t.app, member.token)).toBe(member.credit - 800);

    await warmUpConnections(t.connection);
    const seconds = await Promise.all(
      (['finance2', 'admin', 'finance2', 'admin'] as const).map((who) =>
        as(who, 'POST', `/api/backoffice/withdrawals/${id}/approve`, { bank_ref: 'TX-2b' }),
      ),
    );
    expect(seconds.filter((response) => response.status === 200)).toHaveLength(1);
    expect(
      seconds.filter((response) => response.status === 409).map((response) => response.body.code),
    ).toEqual(['request_not_pending', 'request_not_pending', 'request_not_pending']);
    const paid = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.approve'), eq(auditLog.targetId, String(id))));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.details).toMatchObject({ firstApprovedByStaffId: staffIds.finance1 });
    const completed = await as('finance1', 'GET', '/api/backoffice/withdrawals?status=completed');
    expect(completed.body.data).toContainEqual(
      expect.objectContaining({ id, status: 'completed', hold_balance: 0 }),
    );
  });

  it('rejects with a cause the member reads in their language, and refuses support staff', async () => {
    const member = await fundMember(t, nextPhone(), 300);
    const id = await requestWithdrawal(member, 100);
    const refused = await as('support', 'POST', `/api/backoffice/withdrawals/${id}/reject`, {
      cause_code: 'withdraw_account_name_mismatch',
    });
    expect(refused.status).toBe(403);
    const empty = await as('finance1', 'POST', `/api/backoffice/withdrawals/${id}/reject`, {});
    expect(empty.status).toBe(422);
    const rejected = await as('finance1', 'POST', `/api/backoffice/withdrawals/${id}/reject`, {
      cause_code: 'withdraw_account_name_mismatch',
    });
    expect(rejected.status).toBe(200);
    expect(await creditOf(t.app, member.token)).toBe(member.credit);
    const english = await call(t.app, 'GET', '/api/customers/profile', {
      token: member.token,
      headers: { 'x-chaba-language': 'en' },
    });
    const thai = await call(t.app, 'GET', '/api/customers/profile', { token: member.token });
    const causeOf = (body: any) =>
      body.data.completed_requests.find((entry: { id: number }) => entry.id === id)?.deleted_cause;
    expect(causeOf(english.body)).toBe('The account name does not match the member name');
    expect(causeOf(thai.body)).toBe('ชื่อบัญชีไม่ตรงกับชื่อสมาชิก');
  });
});

describe('the deposit desk', () => {
  it('lists pending deposits with the time each has left', async () => {
    const member = await memberWithToken(t, nextPhone());
    const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 150 },
    });
    t.clock.advanceSeconds(60);
    const pending = await as('support', 'GET', '/api/backoffice/deposits/pending');
    expect(pending.status).toBe(200);
    const item = pending.body.data.find((entry: { id: number }) => entry.id === prepared.body.data.id);
    expect(item).toMatchObject({ member_phone: member.phone, amount: prepared.body.data.amount });
    expect(item.seconds_left).toBe(15 * 60 - 60);
    expect(pending.body.total).toBeGreaterThanOrEqual(1);
    // Frees the member's one pending request.
    await call(t.app, 'POST', '/api/requests/deposit/cancel', { token: member.token, body: {} });
  });

  it('finds the member of an unmatched transfer, matches it, and says who matched it', async () => {
    const member = await memberWithToken(t, nextPhone());
    const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 120 },
    });
    t.clock.advanceSeconds(16 * 60);
    await t.jobs.runOnce();
    const accountNumber: string =
      member.profile.bank_accounts?.[0]?.account_number ?? `1${member.phone.slice(1)}`;
    const lineId = `late-${member.phone}`;
    const posted = await postStatementLines(t, [
      {
        id: lineId,
        account_number: prepared.body.data.to_account_number,
        amount: prepared.body.data.amount,
        occurred_at: t.clock.now().toISOString(),
        from_account: `xxx-x-x${accountNumber.slice(-5, -1)}-x`,
        from_name: 'นาย ทดสอบ ระบบ',
      },
    ]);
    expect(posted.body.data[0].status).toBe('unmatched');
    const lines = await as('finance1', 'GET', '/api/backoffice/bank-statements?status=unmatched');
    const line = lines.body.data.find((entry: { external_id: string }) => entry.external_id === lineId);
    expect(line).toMatchObject({ status: 'unmatched', refund_ref: null });

    const candidates = await as(
      'finance1',
      'GET',
      `/api/backoffice/bank-statements/${line.id}/candidates?window_minutes=30`,
    );
    expect(candidates.status).toBe(200);
    const found = candidates.body.data.find((entry: { phone: string }) => entry.phone === member.phone);
    expect(found.reasons).toEqual(expect.arrayContaining(['amount_time', 'account', 'name']));
    const searched = await as(
      'finance1',
      'GET',
      `/api/backoffice/bank-statements/${line.id}/candidates?q=${member.phone}`,
    );
    expect(searched.body.data[0]).toMatchObject({
      phone: member.phone,
      reasons: expect.arrayContaining(['search']),
    });

    const matched = await as('finance1', 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
      request_id: prepared.body.data.id,
    });
    expect(matched.status).toBe(200);
    const detail = await as('support', 'GET', `/api/backoffice/bank-statements/${line.id}`);
    expect(detail.body.data).toMatchObject({
      line: { status: 'credited' },
      request: { id: prepared.body.data.id, member_phone: member.phone },
      resolved_by: { staff_id: staffIds.finance1, username: 'desk-finance1', action: 'statement_line.match' },
    });
  });

  it('refunds an unmatched transfer to its sender once, idempotently, and takes it off the queue', async () => {
    const posted = await postStatementLines(t, [
      {
        id: 'stray-transfer-1',
        account_number: '1234567890',
        amount: 77.5,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    expect(posted.body.data[0].status).toBe('unmatched');
    const lines = await as('finance1', 'GET', '/api/backoffice/bank-statements?status=unmatched');
    const line = lines.body.data.find(
      (entry: { external_id: string }) => entry.external_id === 'stray-transfer-1',
    );
    expect(
      await as('support', 'POST', `/api/backoffice/bank-statements/${line.id}/refund`, { refund_ref: 'R1' }),
    ).toMatchObject({
      status: 403,
    });
    const refunds = await Promise.all(
      [1, 2, 3].map(() =>
        as('finance1', 'POST', `/api/backoffice/bank-statements/${line.id}/refund`, { refund_ref: 'RF-9' }),
      ),
    );
    for (const refund of refunds) {
      expect(refund.body).toEqual({
        success: true,
        data: { id: line.id, status: 'refunded', refund_ref: 'RF-9' },
      });
    }
    const other = await as('finance1', 'POST', `/api/backoffice/bank-statements/${line.id}/refund`, {
      refund_ref: 'RF-10',
    });
    expect(other.status).toBe(409);
    const stillUnmatched = await as('finance1', 'GET', '/api/backoffice/bank-statements?status=unmatched');
    expect(stillUnmatched.body.data.map((entry: { id: number }) => entry.id)).not.toContain(line.id);
    const refunded = await as('finance1', 'GET', '/api/backoffice/bank-statements?status=refunded');
    expect(refunded.body.data).toContainEqual(expect.objectContaining({ id: line.id, refund_ref: 'RF-9' }));
    const audits = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'statement_line.refund'), eq(auditLog.targetId, String(line.id))));
    expect(audits).toHaveLength(1);
    const match = await as('finance1', 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
      member_phone: '0812345678',
    });
    expect(match.status).toBe(409);
    expect((await as('finance1', 'GET', '/api/backoffice/bank-statements/999999')).status).toBe(404);
  });
});

describe('manual adjustments', () => {
  const adjust = (who: keyof typeof tokens, body: Record<string, unknown>) =>
    as(who, 'POST', '/api/backoffice/adjustments', body);
  let keyCounter = 0;
  const nextKey = () => `adjust-key-${(keyCounter += 1)}`;

  it('credits a wallet once per key, refuses the key with another body, and lists it', async () => {
    const member = await memberWithToken(t, nextPhone());
    const body = {
      member_id: 0,
      direction: 'credit',
      amount: 100,
      reason: 'goodwill',
      note: 'ขอโทษที่ระบบขัดข้อง',
      idempotency_key: nextKey(),
    };
    body.member_id = await memberIdOf(t, member.phone);
    const answers = await Promise.all([
      adjust('finance1', body),
      adjust('finance1', body),
      adjust('finance1', body),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(answers[0]!.body.data).toMatchObject({ status: 'posted', amount: 100, direction: 'credit' });
    expect(await creditOf(t.app, member.token)).toBe(100);
    const conflict = await adjust('finance1', { ...body, amount: 101 });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('idempotency_conflict');
    expect((await adjust('support', { ...body, idempotency_key: nextKey() })).status).toBe(403);
    expect((await adjust('finance1', { ...body, reason: 'bribe', idempotency_key: nextKey() })).status).toBe(
      422,
    );
    expect(
      (await adjust('finance1', { ...body, member_id: 999999, idempotency_key: nextKey() })).status,
    ).toBe(404);
    const listed = await as('finance2', 'GET', `/api/backoffice/adjustments?member_id=${body.member_id}`);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.second_approval_above).toBe(1000);
  });

  it('never debits a wallet below zero, even under concurrent debits', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const base = { member_id: memberId, reason: 'deposit_correction', note: 'correction' };
    await adjust('finance1', { ...base, direction: 'credit', amount: 100, idempotency_key: nextKey() });
    await warmUpConnections(t.connection);
    const debits = await Promise.all(
      Array.from({ length: 6 }, () =>
        adjust('finance1', { ...base, direction: 'debit', amount: 30, idempotency_key: nextKey() }),
      ),
    );
    expect(debits.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = debits.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array.from({ length: 3 }, () => [422, 'insufficient_funds']),
    );
    expect(await creditOf(t.app, member.token)).toBe(10);
  });

  it('parks a large adjustment for a second, different approver; two approvals post it once', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const created = await adjust('finance1', {
      member_id: memberId,
      direction: 'credit',
      amount: 2000,
      reason: 'deposit_correction',
      note: 'slip checked',
      idempotency_key: nextKey(),
    });
    expect(created.body.data).toMatchObject({ status: 'awaiting_approval', decided_by: null });
    expect(await creditOf(t.app, member.token)).toBe(0);
    const own = await as('finance1', 'POST', `/api/backoffice/adjustments/${created.body.data.id}/approve`);
    expect(own.body.code).toBe('second_approver_same_staff');
    await warmUpConnections(t.connection);
    const approvals = await Promise.all(
      (['finance2', 'admin', 'finance2'] as const).map((who) =>
        as(who, 'POST', `/api/backoffice/adjustments/${created.body.data.id}/approve`),
      ),
    );
    expect(approvals.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      approvals.filter((answer) => answer.body.code === 'adjustment_not_awaiting_approval'),
    ).toHaveLength(2);
    expect(await creditOf(t.app, member.token)).toBe(2000);

    const another = await adjust('finance1', {
      member_id: memberId,
      direction: 'debit',
      amount: 1500,
      reason: 'other',
      note: 'duplicate bonus',
      idempotency_key: nextKey(),
    });
    const rejected = await as(
      'finance2',
      'POST',
      `/api/backoffice/adjustments/${another.body.data.id}/reject`,
      {
        cause: 'not a duplicate',
      },
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_cause: 'not a duplicate' });
    expect(await creditOf(t.app, member.token)).toBe(2000);
    const parked = await as('finance2', 'GET', '/api/backoffice/adjustments?status=awaiting_approval');
    expect(parked.body.data.map((entry: { id: number }) => entry.id)).not.toContain(another.body.data.id);
  });

  it('reverses a posted adjustment once, with a new transaction linked to it', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const created = await adjust('finance1', {
      member_id: memberId,
      direction: 'credit',
      amount: 50,
      reason: 'game_dispute',
      note: 'round 7',
      idempotency_key: nextKey(),
    });
    const id = created.body.data.id;
    const reversals = await Promise.all(
      [1, 2].map(() =>
        as('finance2', 'POST', `/api/backoffice/adjustments/${id}/reverse`, { note: 'wrong member' }),
      ),
    );
    const ok = reversals.find((answer) => answer.status === 200)!;
    expect(ok.body.data).toMatchObject({ direction: 'debit', amount: 50, reverses_id: id, status: 'posted' });
    expect(reversals.find((answer) => answer.status !== 200)!.body.code).toBe('adjustment_already_reversed');
    expect(await creditOf(t.app, member.token)).toBe(0);
    const listed = await as('finance2', 'GET', `/api/backoffice/adjustments?member_id=${memberId}`);
    expect(listed.body.data.find((entry: { id: number }) => entry.id === id).reversed_by_id).toBe(
      ok.body.data.id,
    );
    const ofReversal = await as(
      'finance2',
      'POST',
      `/api/backoffice/adjustments/${ok.body.data.id}/reverse`,
      { note: 'x' },
    );
    expect(ofReversal.body.code).toBe('adjustment_not_reversible');
  });
});
