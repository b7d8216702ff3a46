import { issueToken } from '@chaba/core/auth/tokens';
import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { companyAccountFor } from '@chaba/core/members/company-account-for';
import { members } from '@chaba/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, warmUpConnections, type TestApp } from './helpers';

/**
 * Deposits under load (issue 9): many members asking for one amount at once all get a unique amount
 * to transfer, and one client address cannot hold many amounts at once. Members are made straight in
 * the database (a token each) so that these tests do not depend on the registration's SMS limits.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect((await checkLedger(t.connection.db)).problems).toEqual([]);
  await t.close();
});

let counter = 0;

/** Members with a bank account and an access token, all paying into the same company account. */
async function membersOnOneAccount(count: number) {
  const made: Array<{ id: number; token: string; account: string }> = [];
  while (made.length < count) {
    counter += 1;
    const phone = `0655${String(counter).padStart(6, '0')}`;
    const [member] = await t.connection.db
      .insert(members)
      .values({
        phone,
        passwordHash: 'not-a-hash',
        name: 'ทดสอบ ระบบ',
        bank: 'scb',
        accountNumber: `9${phone.slice(1)}`,
        referralKey: `dep${counter}`,
      })
      .returning();
    const account = await companyAccountFor(t.connection.db, member!.id);
    const { token } = await issueToken(t.connection.db, {
      kind: 'access',
      memberId: member!.id,
      now: t.clock.now(),
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
    const refused = await prepare(crowd[100]!.token, 810);
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
