import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { claimWithdrawal } from '@chaba/core/withdrawals/claim-withdrawal';
import { auditLog, moneyRequests, staffAccounts } from '@chaba/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalPayoutAgent } from '../../../scripts/local-payout-agent';
import { call, type TestApp } from './helpers';
import { appWithPayoutAgent, deskRow, fundedMember, withdraw, withdrawalSettings } from './payout-helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/** The withdrawal queue for a working day (issue 30): many approved at once, claims, waiting time. */
let t: TestApp;
let agent: LocalPayoutAgent;
const tokens = {} as Record<'first' | 'second' | 'limited' | 'support', string>;
const staffIds = {} as Record<keyof typeof tokens, number>;

beforeAll(async () => {
  ({ t, agent } = await appWithPayoutAgent());
  const roles = { first: 'finance', second: 'finance', limited: 'finance', support: 'support' } as const;
  for (const [name, role] of Object.entries(roles) as Array<[keyof typeof tokens, 'finance' | 'support']>) {
    const staff = await createStaffMember(t, { username: `queue-${name}`, role });
    staffIds[name] = staff.staffId;
    tokens[name] = await staffSessionToken(t, staff.staffId);
  }
  await t.connection.db
    .update(staffAccounts)
    .set({ approvalLimitSatang: 30_000n })
    .where(eq(staffAccounts.id, staffIds.limited));
  // Nothing is paid by the automatic rules here; two people above 500 baht.
  const saved = await call(t.app, 'PUT', '/api/backoffice/settings/withdrawals', {
    token: await staffSessionToken(
      t,
      (await createStaffMember(t, { username: 'queue-admin', role: 'admin' })).staffId,
    ),
    body: withdrawalSettings({ auto_enabled: false, second_approval_above: 500 }),
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  if (t) expect((await checkLedger(t.connection.db)).problems).toEqual([]);
  await t?.close();
  await agent?.close();
});

const as = (who: keyof typeof tokens, url: string, body?: unknown) =>
  call(t.app, 'POST', url, { token: tokens[who], body });

async function pendingWithdrawal(amount: number) {
  const member = await fundedMember(t, amount + 100);
  const asked = await withdraw(t, member, amount);
  expect(asked.status).toBe(200);
  return asked.body.data.id as number;
}

describe('approving many withdrawals at once', () => {
  it('approves each through the one approval and says which were refused and why', async () => {
    const small = [await pendingWithdrawal(200), await pendingWithdrawal(300)];
    const large = await pendingWithdrawal(800); // above 500: parked for a second approver
    const aboveLimit = await pendingWithdrawal(400); // above the limited staff member's 300 baht
    const heldByOther = await pendingWithdrawal(250);
    expect((await as('second', `/api/backoffice/withdrawals/${heldByOther}/claim`, {})).status).toBe(200);

    const answer = await as('limited', '/api/backoffice/withdrawals/approve-many', {
      ids: [...small, large, aboveLimit, heldByOther, 999_999],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.approved).toEqual([
      { id: small[0], status: 'paying' },
      { id: small[1], status: 'paying' },
    ]);
    const refused = answer.body.data.refused as Array<{ id: number; code: string; message: string }>;
    expect(refused.map(({ id, code }) => [id, code])).toEqual([
      [large, 'approval_above_staff_limit'],
      [aboveLimit, 'approval_above_staff_limit'],
      [heldByOther, 'withdrawal_claimed'],
      [999_999, 'not_found'],
    ]);
    expect(refused[2]!.message).toContain('queue-second');

    // Four eyes hold across the batch: the first approver's batch parks, only another pays.
    const parked = await as('first', '/api/backoffice/withdrawals/approve-many', { ids: [large] });
    expect(parked.body.data.approved).toEqual([{ id: large, status: 'awaiting_second_approval' }]);
    const again = await as('first', '/api/backoffice/withdrawals/approve-many', { ids: [large] });
    expect(again.body.data.refused).toEqual([
      expect.objectContaining({ id: large, code: 'second_approver_same_staff' }),
    ]);

    // Each approval audited as one approval is, from where it was made.
    const audits = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, staffIds.limited), inArray(auditLog.targetId, small.map(String))));
    expect(audits.map((row) => [row.action, row.clientAddress])).toEqual([
      ['withdrawal.approve_payout', '127.0.0.1'],
      ['withdrawal.approve_payout', '127.0.0.1'],
    ]);
  });

  it('takes a bank reference per item: that one was paid by staff, the others go to the payout agent', async () => {
    const [paidByHand, byAgent] = [await pendingWithdrawal(210), await pendingWithdrawal(220)];
    const answer = await as('first', '/api/backoffice/withdrawals/approve-many', {
      ids: [paidByHand, byAgent],
      bank_refs: { [paidByHand]: 'KBANK-REF-0001' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.approved).toEqual([
      { id: paidByHand, status: 'completed' },
      { id: byAgent, status: 'paying' },
    ]);
    const rows = await t.connection.db
      .select({ id: moneyRequests.id, bankRef: moneyRequests.bankRef })
      .from(moneyRequests)
      .where(inArray(moneyRequests.id, [paidByHand, byAgent]));
    expect(rows.find((row) => row.id === paidByHand)?.bankRef).toBe('KBANK-REF-0001');
    const audits = await t.connection.db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(and(eq(auditLog.staffId, staffIds.first), inArray(auditLog.targetId, [String(paidByHand)])));
    expect(audits.map((row) => row.action)).toEqual(['withdrawal.approve']);

    const other = await pendingWithdrawal(130);
    for (const bankRefs of [{ 999: 'X' }, { [other]: '' }, { [other]: 'x'.repeat(65) }, { abc: 'X' }]) {
      const refused = await as('first', '/api/backoffice/withdrawals/approve-many', {
        ids: [other],
        bank_refs: bankRefs,
      });
      expect(refused.status, JSON.stringify(bankRefs)).toBe(422);
    }
    const [row] = await t.connection.db.select().from(moneyRequests).where(eq(moneyRequests.id, other));
    expect(row?.status).toBe('pending');
  });

  it('refuses more than 50 ids, repeated ids and a role without withdrawals.decide, changing nothing', async () => {
    const id = await pendingWithdrawal(150);
    const many = Array.from({ length: 51 }, (_, index) => index + 1);
    expect((await as('first', '/api/backoffice/withdrawals/approve-many', { ids: many })).status).toBe(422);
    expect((await as('first', '/api/backoffice/withdrawals/approve-many', { ids: [id, id] })).status).toBe(
      422,
    );
    expect((await as('first', '/api/backoffice/withdrawals/approve-many', { ids: [] })).status).toBe(422);
    expect((await as('support', '/api/backoffice/withdrawals/approve-many', { ids: [id] })).status).toBe(403);
    const [row] = await t.connection.db.select().from(moneyRequests).where(eq(moneyRequests.id, id));
    expect(row).toMatchObject({ status: 'pending', firstApprovedByStaffId: null });
  });
});

describe('claiming a withdrawal', () => {
  it('shows who holds it; another decides it only after taking it over (audited); a claim lapses', async () => {
    const id = await pendingWithdrawal(120);
    const claimed = await as('first', `/api/backoffice/withdrawals/${id}/claim`, {});
    expect(claimed.status).toBe(200);
    expect(await deskRow(t, tokens.second, id)).toMatchObject({
      claim: { staff: { staff_id: staffIds.first, username: 'queue-first' } },
      created_at: expect.any(String),
    });

    const refused = await as('second', `/api/backoffice/withdrawals/${id}/reject`, { cause: 'x' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'withdrawal_claimed' } });
    expect(refused.body.message).toContain('queue-first');
    const notTaken = await as('second', `/api/backoffice/withdrawals/${id}/claim`, {});
    expect(notTaken).toMatchObject({ status: 409, body: { code: 'withdrawal_claimed' } });
    // The holder may renew; releasing another's claim releases nothing.
    expect((await as('first', `/api/backoffice/withdrawals/${id}/claim`, {})).status).toBe(200);
    expect((await as('second', `/api/backoffice/withdrawals/${id}/release`)).status).toBe(200);
    expect((await deskRow(t, tokens.second, id))!.claim).not.toBeNull();

    const taken = await as('second', `/api/backoffice/withdrawals/${id}/claim`, { take_over: true });
    expect(taken.status).toBe(200);
    const [takeOver] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.claim_take_over'), eq(auditLog.targetId, String(id))));
    expect(takeOver).toMatchObject({
      staffId: staffIds.second,
      clientAddress: '127.0.0.1',
      before: { claimed_by_staff_id: staffIds.first },
      after: { claimed_by_staff_id: staffIds.second },
    });
    expect((await as('first', `/api/backoffice/withdrawals/${id}/reject`, { cause: 'x' })).status).toBe(409);

    // Abandoned: after 15 minutes the claim holds nothing.
    t.clock.advanceSeconds(15 * 60 + 1);
    expect((await deskRow(t, tokens.first, id))!.claim).toBeNull();
    const decided = await as('first', `/api/backoffice/withdrawals/${id}/reject`, { cause: 'x' });
    expect(decided.status).toBe(200);
    expect((await as('first', `/api/backoffice/withdrawals/${id}/claim`, {})).status).toBe(409);
  });

  it('gives one of two staff claiming at once the claim, on PostgreSQL', async () => {
    const id = await pendingWithdrawal(110);
    for (let round = 0; round < 5; round += 1) {
      await t.connection.db
        .update(moneyRequests)
        .set({ claimedByStaffId: null, claimedAt: null })
        .where(eq(moneyRequests.id, id));
      const both = await Promise.allSettled(
        (['first', 'second'] as const).map((who) =>
          claimWithdrawal(t.connection.db, {
            staffId: staffIds[who],
            requestId: id,
            takeOver: false,
            clientAddress: '127.0.0.1',
            now: t.clock.now(),
          }),
        ),
      );
      expect(both.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const loser = both.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(loser.reason).toMatchObject({ code: 'withdrawal_claimed' });
    }
  });
});
