import { issueToken } from '@chaba/core/auth/tokens';
import { promptPayGateway } from '@chaba/core/deposits/promptpay-gateway';
import { companyAccountFor } from '@chaba/core/members/company-account-for';
import { affiliates, members, moneyRequests } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  call,
  createTestApp,
  useTestApp,
  creditOf,
  logInStaff,
  postStatementLines,
  warmUpConnections,
  type TestApp,
} from './helpers';

/**
 * Deposits under load (issue 9): many members asking for one amount at once all get a unique amount
 * to transfer, and one client address cannot hold many amounts at once. Members are made straight in
 * the database (a token each) so that these tests do not depend on the registration's SMS limits.
 */
const t = useTestApp({ ledgerCheck: 'after-all' });

let counter = 0;

/** Members with a bank account and an access token, all paying into the same company account. */
async function membersOnOneAccount(count: number, on: TestApp = t) {
  const made: Array<{ id: number; token: string; account: string }> = [];
  while (made.length < count) {
    counter += 1;
    const phone = `0655${String(counter).padStart(6, '0')}`;
    const [member] = await on.connection.db
      .insert(members)
      .values({
        phone,
        passwordHash: 'not-a-hash',
        name: 'ทดสอบ ระบบ',
        bank: 'scb',
        accountNumber: `9${phone.slice(1)}`,
        referralKey: `dep${counter}`,
        paymentGatewayStatus: true,
      })
      .returning();
    const account = await companyAccountFor(on.connection.db, member!.id, on.clock.now());
    const { token } = await issueToken(on.connection.db, {
      kind: 'access',
      memberId: member!.id,
      now: on.clock.now(),
      lifetimeSeconds: 3600,
    });
    made.push({ id: member!.id, token, account: account!.accountNumber });
  }
  const account = made[0]!.account;
  return made.filter((member) => member.account === account);
}

let addressCounter = 0;
const nextAddress = () => `10.9.${Math.floor((addressCounter += 1) / 250)}.${(addressCounter % 250) + 1}`;

async function prepare(token: string, amount: unknown, remoteAddress = nextAddress()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/requests/deposit/prepare',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload: { amount },
    remoteAddress,
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

describe('deposits of the same amount at once', () => {
  it('gives each of 50 concurrent members its own amount to transfer, refusing none', async () => {
    const crowd = (await membersOnOneAccount(100)).slice(0, 50);
    expect(crowd).toHaveLength(50);
    await warmUpConnections(t.connection);
    const answers = await Promise.all(crowd.map((member) => prepare(member.token, 700)));
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body)).toEqual([]);
    const amounts = answers.map((answer) => answer.body.data.amount as number);
    expect(new Set(amounts).size).toBe(50);
    for (const amount of amounts) {
      expect(amount).toBeGreaterThanOrEqual(700);
      expect(amount).toBeLessThanOrEqual(700.99);
    }
  });
});

describe('deposits when the amounts are exhausted', () => {
  it('tells the member to pick another amount once the 100 amounts from the asked one are pending', async () => {
    const crowd = await membersOnOneAccount(230);
    expect(crowd.length).toBeGreaterThan(101);
    for (const member of crowd.slice(0, 100)) expect((await prepare(member.token, 810)).status).toBe(200);
    // The refusal goes through the same app with a logger, as the server runs it: the operator sees it.
    const logLines: string[] = [];
    const logged = await buildApp(t.context, {
      logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
    });
    const refusedResponse = await logged.inject({
      method: 'POST',
      url: '/api/requests/deposit/prepare',
      headers: { authorization: `Bearer ${crowd[100]!.token}`, 'accept-language': 'en' },
      payload: { amount: 810 },
      remoteAddress: '198.51.100.7',
    });
    await logged.close();
    const refused = { status: refusedResponse.statusCode, body: refusedResponse.json() };
    const warnings = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        level: 40,
        memberId: crowd[100]!.id,
        msg: 'deposit refused: every unique amount near the asked one is pending',
      }),
    );
    // The member id only: no token, phone or address in the warning.
    const warning = logLines.find((line) => line.includes('every unique amount'))!;
    expect(warning).not.toContain(crowd[100]!.token);
    expect(warning).not.toContain('198.51.100.7');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'deposit_amount_busy',
      message:
        'Many members are depositing this amount right now. Please try another amount (for example 1 baht more) or try again in a few minutes.',
    });
    expect(refused.body.errors.amount).toHaveLength(1);
    // Another amount still works for the same member.
    const other = await prepare(crowd[100]!.token, 811);
    expect(other.status).toBe(200);
    expect(other.body.data.amount).toBe(811);
  });
});

describe('pending deposits per client address', () => {
  it('refuses a 4th pending deposit from one address, not from another, and again once one is cancelled', async () => {
    const [a, b, c, d] = await membersOnOneAccount(8);
    const address = '192.0.2.10';
    for (const member of [a!, b!, c!]) expect((await prepare(member.token, 120, address)).status).toBe(200);

    const refused = await prepare(d!.token, 130, address);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(refused.body).toMatchObject({
      code: 'too_many_pending_deposits',
      message:
        'Too many deposits are waiting for payment from your network. Please pay or cancel one, or try again in 15 minutes.',
    });
    const thai = await t.app.inject({
      method: 'POST',
      url: '/api/requests/deposit/prepare',
      headers: { authorization: `Bearer ${d!.token}` },
      payload: { amount: 130 },
      remoteAddress: address,
    });
    expect(thai.json().message).toBe(
      'มีรายการฝากที่รอชำระจากเครือข่ายของคุณมากเกินไป กรุณาชำระหรือยกเลิกรายการก่อน หรือลองใหม่ในอีก 15 นาที',
    );

    const elsewhere = await prepare(d!.token, 130, '192.0.2.11');
    expect(elsewhere.status).toBe(200);
    const cancelled = await call(t.app, 'POST', `/api/requests/deposit/${elsewhere.body.data.id}/cancel`, {
      token: d!.token,
    });
    expect(cancelled.status).toBe(200);

    const first = await call(t.app, 'GET', '/api/customers/profile', { token: a!.token });
    await call(t.app, 'POST', `/api/requests/deposit/${first.body.data.pending_request.id}/cancel`, {
      token: a!.token,
    });
    expect((await prepare(d!.token, 130, address)).status).toBe(200);
  });

  it('lets exactly 3 of 12 concurrent members behind one address hold a pending deposit', async () => {
    const crowd = (await membersOnOneAccount(30)).slice(0, 12);
    expect(crowd).toHaveLength(12);
    await warmUpConnections(t.connection);
    const answers = await Promise.all(crowd.map((member) => prepare(member.token, 140, '192.0.2.20')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(9);
  });
});

describe('a staff match of a transfer of another amount', () => {
  /** A member with a pending deposit of `amount`, and an unmatched line of `received` on its account. */
  async function depositAndOddLine(amount: number, received: number, lineId: string, expireFirst = false) {
    const [member] = await membersOnOneAccount(1);
    const deposit = await prepare(member!.token, amount);
    expect(deposit.status).toBe(200);
    if (expireFirst) {
      t.clock.advanceSeconds(16 * 60);
      await t.jobs.runOnce();
    }
    await postStatementLines(t, [
      {
        id: lineId,
        account_number: deposit.body.data.to_account_number,
        amount: received,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    const staff = await logInStaff(t.app);
    const unmatched = await call(t.app, 'GET', '/api/backoffice/bank-statements?status=unmatched', {
      token: staff,
    });
    const line = unmatched.body.data.find((row: { external_id: string }) => row.external_id === lineId);
    expect(line).toMatchObject({ amount: received, status: 'unmatched', requested_amount: null });
    return { member: member!, deposit: deposit.body.data, staff, line };
  }

  it('is refused without an explicit confirmation, changing nothing', async () => {
    const { member, deposit, staff, line } = await depositAndOddLine(1000, 20.01, 'odd-line-1');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/bank-statements/${line.id}/match`,
      headers: { authorization: `Bearer ${staff}`, 'accept-language': 'en' },
      payload: { request_id: deposit.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'statement_amount_differs',
      message:
        'The transfer (20.01 baht) differs from the deposit (1000 baht). Confirm to credit what was received.',
      errors: { accept_amount: [expect.any(String)] },
    });
    const [request] = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.id, deposit.id));
    expect(request).toMatchObject({ status: 'pending', amountSatang: 100_000n, expectedAmountSatang: null });
    expect(await creditOf(t.app, member.token)).toBe(0);
    const still = await call(t.app, 'GET', '/api/backoffice/bank-statements?status=unmatched', {
      token: staff,
    });
    expect(still.body.data.map((row: { id: number }) => row.id)).toContain(line.id);
  });

  it('credits what was received when confirmed, and every listing shows it beside the amount asked', async () => {
    const { member, deposit, staff, line } = await depositAndOddLine(1000, 20.01, 'odd-line-2');
    const matched = await call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
      token: staff,
      body: { request_id: deposit.id, accept_amount: true },
    });
    expect(matched.status).toBe(200);
    expect(matched.body.data).toEqual({ request_id: deposit.id, amount: 20.01, requested_amount: 1000 });

    // The ledger credits what was received, and the request reads it.
    expect(await creditOf(t.app, member.token)).toBe(20.01);
    const [request] = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.id, deposit.id));
    expect(request).toMatchObject({
      status: 'completed',
      amountSatang: 2001n,
      expectedAmountSatang: 100_000n,
    });

    // The member's history.
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: member.token });
    expect(profile.body.data.completed_requests[0]).toMatchObject({
      id: deposit.id,
      status: 'completed',
      amount: 20.01,
      requested_amount: 1000,
    });
    // The staff report of affiliates counts what was received.
    await t.connection.db.insert(affiliates).values({ key: 'H4RECEIVED', name: 'Received', username: 'h4' });
    await t.connection.db
      .update(members)
      .set({ affiliateKey: 'H4RECEIVED' })
      .where(eq(members.id, member.id));
    const report = await call(t.app, 'GET', '/api/backoffice/affiliates/report', { token: staff });
    expect(
      report.body.data.find((row: { affiliate_key: string }) => row.affiliate_key === 'H4RECEIVED'),
    ).toMatchObject({ first_deposits: 1, deposit_total: 20.01 });
    // The staff listing of statement lines.
    const credited = await call(t.app, 'GET', '/api/backoffice/bank-statements?status=credited', {
      token: staff,
    });
    expect(credited.body.data.find((row: { id: number }) => row.id === line.id)).toMatchObject({
      amount: 20.01,
      requested_amount: 1000,
      request_id: deposit.id,
    });
  });

  it('needs no confirmation when the amounts agree, and then shows one amount', async () => {
    // A late transfer of the right amount: the request expired, the line waits for an operator.
    const { member, deposit, staff, line } = await depositAndOddLine(333, 333, 'odd-line-3', true);
    const matched = await call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
      token: staff,
      body: { request_id: deposit.id },
    });
    expect(matched.status).toBe(200);
    expect(matched.body.data).toEqual({ request_id: deposit.id, amount: 333, requested_amount: 333 });
    expect(await creditOf(t.app, member.token)).toBe(333);
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: member.token });
    expect(profile.body.data.completed_requests[0]).toMatchObject({ amount: 333, requested_amount: 333 });
  });
});

describe('a QR deposit whose gateway fails', () => {
  it('keeps no pending request holding the amount, so the member can try again', async () => {
    let failing = true;
    const flaky = await createTestApp({
      gateway: {
        name: 'flaky',
        createQrPayment: async (input) => {
          if (failing) throw new Error('gateway down');
          return promptPayGateway.createQrPayment(input);
        },
      },
    });
    try {
      const [member] = await membersOnOneAccount(1, flaky);
      const attempt = () =>
        flaky.app.inject({
          method: 'POST',
          url: '/api/requests/deposit/payment-gateway',
          headers: { authorization: `Bearer ${member!.token}` },
          payload: { amount: 450 },
          remoteAddress: '203.0.113.5',
        });
      const failed = await attempt();
      // An outside failure, not the member's: a clear 503 in the member's language, no generic 500.
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({
        code: 'payment_gateway_unavailable',
        errors: { amount: [expect.stringContaining('QR')] },
      });
      expect(await flaky.connection.db.select().from(moneyRequests)).toEqual([]);
      failing = false;
      const retried = await attempt();
      expect(retried.statusCode).toBe(200);
      expect(retried.json().data).toMatchObject({ amount: 450, method: 'qr' });
    } finally {
      await flaky.close();
    }
  });
});
