import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp, creditOf, logInAs, memberWithToken, postStatementLines } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * Issue 13: a transfer that arrives for a timed-out or self-excluded member (for a deposit asked
 * before) is held in suspense with the reason, not credited; staff credit it only once the
 * restriction is over. The restrictions are taken through the member's own routes.
 */
let financeId: number;
const t = useTestApp();
beforeAll(async () => {
  financeId = (await createStaffMember(t, { username: 'restricted-finance', role: 'finance' })).staffId;
});

let counter = 0;
const nextPhone = () => `0876${String((counter += 1)).padStart(6, '0')}`;
const hour = 60 * 60;

async function memberWithPendingDeposit(amount: number) {
  const member = await memberWithToken(t, nextPhone());
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount },
  });
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  return {
    ...member,
    prepared: prepared.body.data as { id: number; ref: string; amount: number; to_account_number: string },
  };
}

async function restrict(token: string, path: 'time-out' | 'self-exclusion', period: string) {
  const answer = await call(t.app, 'POST', `/api/customers/responsible-gambling/${path}`, {
    token,
    body: { period },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function transfer(prepared: { ref: string; amount: number; to_account_number: string }) {
  const answer = await postStatementLines(t, [
    {
      id: `restricted-${prepared.ref}`,
      account_number: prepared.to_account_number,
      amount: prepared.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
  return answer.body.data[0].status as string;
}

async function heldLine(prepared: { ref: string }) {
  const lines = await call(t.app, 'GET', '/api/backoffice/bank-statements?status=unmatched&limit=500', {
    token: await staffSessionToken(t, financeId),
  });
  return lines.body.data.find(
    (line: { external_id: string }) => line.external_id === `restricted-${prepared.ref}`,
  ) as { id: number; unmatched_reason: string; request_id: number | null } | undefined;
}

async function creditOfMember(member: { phone: string; password: string }) {
  return creditOf(t.app, await logInAs(t.app, member.phone, member.password));
}

describe('a transfer for a restricted member', () => {
  it('is held while the member is timed out, and staff credit it only after the time-out', async () => {
    const member = await memberWithPendingDeposit(500);
    await restrict(member.token, 'time-out', '24h');
    expect(await transfer(member.prepared)).toBe('unmatched');
    const line = (await heldLine(member.prepared))!;
    expect(line).toMatchObject({ unmatched_reason: 'protection_timed_out', request_id: member.prepared.id });

    const match = async () =>
      call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
        token: await staffSessionToken(t, financeId),
        body: { request_id: member.prepared.id },
      });
    const early = await match();
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('player_protection_holds');

    t.clock.advanceSeconds(24 * hour + 1);
    expect((await match()).status).toBe(200);
    expect(await creditOfMember(member)).toBe(500);
  });

  it('is held while the member is self-excluded, and can be refunded to the sender', async () => {
    const member = await memberWithPendingDeposit(700);
    await restrict(member.token, 'self-exclusion', '6m');
    expect(await transfer(member.prepared)).toBe('unmatched');
    const line = (await heldLine(member.prepared))!;
    expect(line.unmatched_reason).toBe('protection_self_excluded');
    const credit = await call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/match`, {
      token: await staffSessionToken(t, financeId),
      body: { request_id: member.prepared.id },
    });
    expect(credit.body.code).toBe('player_protection_holds');
    const refund = await call(t.app, 'POST', `/api/backoffice/bank-statements/${line.id}/refund`, {
      token: await staffSessionToken(t, financeId),
      body: { refund_ref: `RF-SE-${line.id}` },
    });
    expect(refund.body.data).toMatchObject({ status: 'refunded' });
  });
});
