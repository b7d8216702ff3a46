import { ledgerAccount, readBalance } from '@chaba/core/ledger/accounts';
import { bankStatementLines, members, moneyRequests } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  useTestApp,
  creditOf,
  logInStaff,
  memberWithToken,
  postStatementLines,
  warmUpConnections,
} from './helpers';

/**
 * Races on money. They mean most on PostgreSQL (CI runs this file there too), where requests run
 * in parallel on separate connections; on PGlite they run one after another and must still agree.
 */
let staffToken: string;
const t = useTestApp();
beforeAll(async () => {
  staffToken = await logInStaff(t.app);
});

let counter = 0;
const nextPhone = () => `0631${String((counter += 1)).padStart(6, '0')}`;

async function memberIdOf(phone: string) {
  const [row] = await t.connection.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, phone));
  return row!.id;
}

async function fund(member: { token: string }, amount: number) {
  const { body } = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount },
  });
  await postStatementLines(t, [
    {
      id: `fund-${body.data.ref}`,
      account_number: body.data.to_account_number,
      amount: body.data.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
}

describe('money under concurrent requests', () => {
  it('credits once when the same statement line arrives 50 times at once', async () => {
    const member = await memberWithToken(t, nextPhone());
    const { body } = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 640 },
    });
    const line = {
      id: 'race-line',
      account_number: body.data.to_account_number,
      amount: 640,
      occurred_at: t.clock.now().toISOString(),
    };
    await warmUpConnections(t.connection);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postStatementLines(t, [line])));
    for (const answer of answers)
      expect(answer.body.data).toEqual([
        { index: 0, id: 'race-line', status: 'matched', request_id: body.data.id },
      ]);
    expect(await creditOf(t.app, member.token)).toBe(640);
    expect(
      await t.connection.db
        .select()
        .from(bankStatementLines)
        .where(eq(bankStatementLines.externalId, 'race-line')),
    ).toHaveLength(1);
  });

  it('gives exactly one outcome to 50 concurrent approve and reject calls on one withdrawal', async () => {
    const member = await memberWithToken(t, nextPhone());
    await fund(member, 1000);
    const { body } = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: member.token,
      body: { phone: member.phone, amount: 1000 },
    });
    await warmUpConnections(t.connection);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0
          ? call(t.app, 'POST', `/api/backoffice/withdrawals/${body.data.id}/approve`, {
              token: staffToken,
              body: { bank_ref: `REF${index}` },
            })
          : call(t.app, 'POST', `/api/backoffice/withdrawals/${body.data.id}/reject`, {
              token: staffToken,
              body: { cause: `cause ${index}` },
            }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    const [request] = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.id, body.data.id));
    const memberId = await memberIdOf(member.phone);
    const wallet = await readBalance(t.connection.db, ledgerAccount.memberWallet(memberId));
    const hold = await readBalance(t.connection.db, ledgerAccount.memberWithdrawalHold(memberId));
    expect(hold).toBe(0n);
    expect(wallet).toBe(request!.status === 'completed' ? 0n : 100_000n);
  });

  it('keeps the money either way when a payment arrives while the member cancels', async () => {
    for (let round = 0; round < 6; round += 1) {
      const member = await memberWithToken(t, nextPhone());
      const { body } = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
        token: member.token,
        body: { amount: 210 },
      });
      await warmUpConnections(t.connection);
      const [cancel, payment] = await Promise.all([
        call(t.app, 'POST', `/api/requests/deposit/${body.data.id}/cancel`, { token: member.token }),
        postStatementLines(t, [
          {
            id: `race-cancel-${round}`,
            account_number: body.data.to_account_number,
            amount: body.data.amount,
            occurred_at: t.clock.now().toISOString(),
          },
        ]),
      ]);
      const [request] = await t.connection.db
        .select()
        .from(moneyRequests)
        .where(eq(moneyRequests.id, body.data.id));
      const credit = await creditOf(t.app, member.token);
      if (payment.body.data[0].status === 'matched') {
        expect(cancel.status).toBe(409);
        expect(request!.status).toBe('completed');
        expect(credit).toBe(body.data.amount);
      } else {
        expect(cancel.status).toBe(200);
        expect(request!.status).toBe('cancelled');
        expect(payment.body.data[0].status).toBe('unmatched');
        expect(credit).toBe(0);
        // Not lost: it waits on the unmatched-deposits account for an operator.
        expect(await readBalance(t.connection.db, ledgerAccount.unmatchedDeposits())).toBeGreaterThan(0n);
      }
    }
  });

  it('creates at most one hold from 100 concurrent withdraw requests of one member', async () => {
    const member = await memberWithToken(t, nextPhone());
    await fund(member, 500);
    await warmUpConnections(t.connection);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(t.app, 'POST', '/api/requests/withdraw', {
          token: member.token,
          body: { phone: member.phone, amount: 400 },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers) expect([200, 422]).toContain(answer.status);
    const memberId = await memberIdOf(member.phone);
    expect(await readBalance(t.connection.db, ledgerAccount.memberWallet(memberId))).toBe(10_000n);
    expect(await readBalance(t.connection.db, ledgerAccount.memberWithdrawalHold(memberId))).toBe(40_000n);
    const pending = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.memberId, memberId));
    expect(pending.filter((request) => request.type === 'withdraw')).toHaveLength(1);
  });
});
