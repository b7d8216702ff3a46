import { auditLog } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp, creditOf, logInStaff, memberWithToken, postStatementLines } from './helpers';

let staffToken: string;
const t = useTestApp({ ledgerCheck: 'after-all' });
beforeAll(async () => {
  staffToken = await logInStaff(t.app);
});

let counter = 0;
const nextPhone = () => `0651${String((counter += 1)).padStart(6, '0')}`;

/** A member with credit, deposited through a matched statement line. */
async function fundedMember(amount: number) {
  const member = await memberWithToken(t, nextPhone());
  const { body } = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount },
  });
  await postStatementLines(t, [
    {
      id: `fund-${member.phone}`,
      account_number: body.data.to_account_number,
      amount: body.data.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
  expect(await creditOf(t.app, member.token)).toBe(body.data.amount);
  return { ...member, credit: body.data.amount as number };
}

const withdraw = (token: string, phone: string, amount: unknown) =>
  call(t.app, 'POST', '/api/requests/withdraw', { token, body: { phone, amount } });

describe('withdrawals', () => {
  it('hold the amount, then pay it out when an operator approves', async () => {
    const member = await fundedMember(1000);
    const response = await withdraw(member.token, member.phone, 400);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'withdraw',
      amount: 400,
      ref: expect.stringMatching(/^W/),
    });
    expect(await creditOf(t.app, member.token)).toBe(600);
    const profile = (await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).body.data;
    expect(profile.pending_request).toMatchObject({ type: 'withdraw', amount: 400 });

    const queue = await call(t.app, 'GET', '/api/backoffice/withdrawals?status=pending', {
      token: staffToken,
    });
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({
        id: response.body.data.id,
        member_phone: member.phone,
        amount: 400,
        bank: 'scb',
      }),
    );
    const approved = await call(
      t.app,
      'POST',
      `/api/backoffice/withdrawals/${response.body.data.id}/approve`,
      {
        token: staffToken,
        body: { bank_ref: 'SCB-TRF-0001' },
      },
    );
    expect(approved.status).toBe(200);
    const after = (await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).body.data;
    expect(after.pending_request).toBeNull();
    expect(after.completed_requests[0]).toMatchObject({ type: 'withdraw', status: 'completed', amount: 400 });
    expect(after.games[0].credit).toBe(600);
  });

  it('return the held amount to the wallet when an operator rejects, with the cause', async () => {
    const member = await fundedMember(300);
    const { body } = await withdraw(member.token, member.phone, 300);
    expect(await creditOf(t.app, member.token)).toBe(0);
    const rejected = await call(t.app, 'POST', `/api/backoffice/withdrawals/${body.data.id}/reject`, {
      token: staffToken,
      body: { cause: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' },
    });
    expect(rejected.status).toBe(200);
    expect(await creditOf(t.app, member.token)).toBe(300);
    const profile = (await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).body.data;
    expect(profile.completed_requests[0]).toMatchObject({
      type: 'withdraw',
      status: 'rejected',
      deleted_cause: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก',
    });
    const again = await call(t.app, 'POST', `/api/backoffice/withdrawals/${body.data.id}/approve`, {
      token: staffToken,
      body: { bank_ref: 'X' },
    });
    expect(again.status).toBe(409);
  });

  it('refuse more than the credit, a second pending request, another phone, and bad amounts', async () => {
    const member = await fundedMember(200);
    const tooMuch = await withdraw(member.token, member.phone, 200.01);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount).toEqual(['ยอดถอนเกินเครดิตที่ถอนได้ (200 บาท)']);
    expect((await withdraw(member.token, '0812345678', 100)).body.errors.phone).toEqual([
      'เบอร์โทรศัพท์ไม่ตรงกับที่ยืนยัน OTP',
    ]);
    expect((await withdraw(member.token, member.phone, 99.99)).body.errors.amount).toEqual([
      'ถอนขั้นต่ำ 100 บาท',
    ]);
    expect((await withdraw(member.token, member.phone, '')).body.errors.amount).toEqual(['กรุณากรอกจำนวนเงิน']);
    expect((await withdraw(member.token, member.phone, 150)).status).toBe(200);
    const second = await withdraw(member.token, member.phone, 20);
    expect(second.status).toBe(422);
    expect(await creditOf(t.app, member.token)).toBe(50);
  });

  it('refuse a member without a bank account', async () => {
    const member = await memberWithToken(t, nextPhone());
    await t.connection.db.execute(
      sql`update members set bank = null, account_number = null where phone = ${member.phone}`,
    );
    const response = await withdraw(member.token, member.phone, 100);
    expect(response.status).toBe(422);
    expect(response.body.errors.bank).toEqual(['กรุณาเพิ่มบัญชีธนาคารก่อนทำรายการ']);
  });
});

describe('the staff API', () => {
  it('needs a staff token: a member token is not one', async () => {
    const member = await memberWithToken(t, nextPhone());
    expect((await call(t.app, 'GET', '/api/backoffice/withdrawals')).status).toBe(401);
    // The token is checked before the input: no staff login is a 401, never a 422 describing it.
    expect((await call(t.app, 'GET', '/api/backoffice/withdrawals?limit=lots')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/backoffice/withdrawals/x/approve', { body: {} })).status).toBe(
      401,
    );
    expect((await call(t.app, 'GET', '/api/backoffice/withdrawals', { token: member.token })).status).toBe(
      401,
    );
    const wrong = await call(t.app, 'POST', '/api/backoffice/login', {
      body: { username: 'admin', password: 'nope' },
    });
    expect(wrong.status).toBe(422);
  });

  it('credits an unmatched line once, to a member by phone, and audits who did it', async () => {
    const member = await memberWithToken(t, nextPhone());
    const { body } = await postStatementLines(t, [
      {
        id: 'stray-for-phone',
        account_number: '9876543210',
        amount: 321.5,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    expect(body.data[0].status).toBe('unmatched');
    const unmatched = await call(t.app, 'GET', '/api/backoffice/bank-statements?status=unmatched', {
      token: staffToken,
    });
    const line = unmatched.body.data.find((row: any) => row.external_id === 'stray-for-phone');
    expect(line).toMatchObject({ amount: 321.5, unmatched_reason: 'no_pending_deposit' });

    const matched = await call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
      token: staffToken,
      body: { member_phone: member.phone },
    });
    expect(matched.status).toBe(200);
    const twice = await call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
      token: staffToken,
      body: { member_phone: member.phone },
    });
    expect(twice.status).toBe(409);
    expect(await creditOf(t.app, member.token)).toBe(321.5);

    const audit = await t.connection.db.select().from(auditLog);
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['staff.login', 'statement_line.match']),
    );
    expect(audit.find((entry) => entry.action === 'statement_line.match')).toMatchObject({
      targetType: 'bank_statement_line',
      targetId: String(line.id),
      staffId: expect.any(Number),
      clientAddress: '127.0.0.1',
    });
    await expect(t.connection.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('credits a late transfer to the expired deposit it was meant for', async () => {
    const member = await memberWithToken(t, nextPhone());
    const { body } = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 77 },
    });
    t.clock.advanceSeconds(16 * 60);
    await t.jobs.runOnce();
    const late = await postStatementLines(t, [
      {
        id: 'late-77',
        account_number: body.data.to_account_number,
        amount: 77,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    expect(late.body.data[0].status).toBe('unmatched');
    const lines = await call(t.app, 'GET', '/api/backoffice/bank-statements?status=unmatched', {
      token: staffToken,
    });
    const line = lines.body.data.find((row: any) => row.external_id === 'late-77');
    const matched = await call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
      token: staffToken,
      body: { request_id: body.data.id },
    });
    expect(matched.body).toEqual({
      success: true,
      data: { request_id: body.data.id, amount: 77, requested_amount: 77 },
    });
    const profile = (await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).body.data;
    expect(profile.completed_requests[0]).toMatchObject({
      id: body.data.id,
      status: 'completed',
      deleted_cause: null,
    });
    expect(profile.games[0].credit).toBe(77);
  });
});
