import { DomainError } from '@chaba/core/errors';
import { approveAutomatically } from '@chaba/core/withdrawals/approve-automatically';
import { decideWithdrawal } from '@chaba/core/withdrawals/decide-withdrawal';
import { requestWithdrawal } from '@chaba/core/withdrawals/request-withdrawal';
import { companyBankAccounts, moneyRequests, payoutOrders } from '@chaba/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withdrawalRulesOf } from '../src/payouts';
import { call, memberIdOf, memberWithToken, useTestApp } from './helpers';
import { fundedMember, ordersOf } from './payout-helpers';
import {
  auditCountOf,
  createStaffMember,
  lastAuditOf,
  staffRequest,
  staffSessionToken,
} from './staff-helpers';

/*
 * The bank operations desk (issue 27, decision 52): which company account pays, the freeze in one
 * step, and the desk's routes. The two seeded accounts: kbank first in the order, scb second.
 */
const kbank = '1234567890';
const scb = '9876543210';

const t = useTestApp();
const tokens = {} as Record<'admin' | 'finance', string>;
const staffIds = {} as Record<'admin' | 'finance', number>;
let adminId: number;

beforeAll(async () => {
  for (const role of ['admin', 'finance'] as const) {
    staffIds[role] = (await createStaffMember(t, { username: `bankops-${role}`, role })).staffId;
  }
  adminId = staffIds.admin;
});

// Every test starts on a new Bangkok day (today's money starts at zero) with both accounts active,
// for deposits and payouts, without caps or a known balance.
beforeEach(async () => {
  t.clock.advanceSeconds(24 * 60 * 60);
  // Sessions of the new day: a day-old staff session has ended.
  for (const role of ['admin', 'finance'] as const) tokens[role] = await staffSessionToken(t, staffIds[role]);
  await t.connection.db.update(companyBankAccounts).set({
    role: 'both',
    status: 'active',
    dailyInCapSatang: null,
    dailyOutCapSatang: null,
    balanceSatang: null,
    balanceAt: null,
    balanceSource: null,
  });
});

type AccountChange = Partial<typeof companyBankAccounts.$inferInsert>;
const setAccount = (accountNumber: string, change: AccountChange) =>
  t.connection.db
    .update(companyBankAccounts)
    .set(change)
    .where(eq(companyBankAccounts.accountNumber, accountNumber));

async function accountRow(accountNumber: string) {
  const [row] = await t.connection.db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.accountNumber, accountNumber));
  return row!;
}

/** A pending withdrawal of a funded member, asked without the route (the automatic rules not run). */
async function pendingWithdrawal(baht: number) {
  const member = await fundedMember(t, baht + 10);
  return requestWithdrawal(t.connection.db, {
    memberId: await memberIdOf(t, member.phone),
    phone: member.phone,
    amountSatang: BigInt(baht * 100),
    now: t.clock.now(),
  });
}

/** An admin approves it for the payout agent: its order, not sent (nothing here sends). */
const approveForAgent = (requestId: number) =>
  decideWithdrawal(t.connection.db, {
    staffId: adminId,
    requestId,
    now: t.clock.now(),
    decision: { kind: 'approve', bankRef: null },
    payoutAgent: true,
  });

/** The payout orders from an account in the statuses named. */
const openOrdersFrom = (accountNumber: string, statuses: Array<'sending' | 'accepted'>) =>
  t.connection.db
    .select()
    .from(payoutOrders)
    .where(and(eq(payoutOrders.fromAccountNumber, accountNumber), inArray(payoutOrders.status, statuses)));

const paidFrom = async (requestId: number) => (await ordersOf(t, requestId))[0]?.fromAccountNumber;

const as = (who: keyof typeof tokens, method: InjectOptions['method'], url: string, body?: unknown) =>
  staffRequest(t, tokens[who], method, url, { body });
const lastAudit = (action: string) => lastAuditOf(t, action);
const auditCount = () => auditCountOf(t);

describe('a payout is paid from an account that can pay', () => {
  it('skips an account whose role only receives deposits', async () => {
    await setAccount(kbank, { role: 'deposits' });
    const request = await pendingWithdrawal(200);
    await approveForAgent(request.id);
    expect(await paidFrom(request.id)).toBe(scb);
  });

  it('skips an account whose daily cap out or known balance cannot take the amount', async () => {
    await setAccount(kbank, { dailyOutCapSatang: 300_00n });
    const first = await pendingWithdrawal(200);
    await approveForAgent(first.id);
    expect(await paidFrom(first.id)).toBe(kbank);
    const second = await pendingWithdrawal(200);
    await approveForAgent(second.id);
    expect(await paidFrom(second.id)).toBe(scb);
    // scb's balance, less the 200 it is paying now, cannot pay another 200.
    await setAccount(scb, { balanceSatang: 350_00n, balanceAt: t.clock.now(), balanceSource: 'staff' });
    const third = await pendingWithdrawal(200);
    await expect(approveForAgent(third.id)).rejects.toMatchObject({ code: 'no_paying_account' });
    const [row] = await t.connection.db.select().from(moneyRequests).where(eq(moneyRequests.id, third.id));
    expect(row!.status).toBe('pending');
    expect(await ordersOf(t, third.id)).toEqual([]);
  });

  it('sends the withdrawal to a person, with the reason on the desk, when no account can pay', async () => {
    await setAccount(kbank, { status: 'paused' });
    await setAccount(scb, { role: 'deposits' });
    const request = await pendingWithdrawal(200);
    const rules = await withdrawalRulesOf(t.context);
    const open = {
      ...rules.auto,
      enabled: true,
      up_to_satang: 1_000_000,
      not_first: false,
      turnover_met: false,
      no_risk_flag: false,
      name_match: false,
      player_protection: false,
    };
    const order = await approveAutomatically(t.connection.db, {
      requestId: request.id,
      now: t.clock.now(),
      rules: { ...rules, auto: open },
      payoutAgent: true,
    });
    expect(order).toBeNull();
    expect(await ordersOf(t, request.id)).toEqual([]);
    const desk = await call(t.app, 'GET', '/api/backoffice/withdrawals?status=pending', {
      token: tokens.admin,
    });
    const row = (desk.body.data as Array<{ id: number; manual_reason: string | null }>).find(
      (item) => item.id === request.id,
    );
    expect(row).toMatchObject({ manual_reason: 'no_paying_account', decided_by_rule: null });
  });

  it('lets two payouts decided at the same moment pass a cap one after the other, never both', async () => {
    await setAccount(scb, { role: 'deposits' });
    for (let round = 0; round < 3; round++) {
      t.clock.advanceSeconds(24 * 60 * 60);
      tokens.admin = await staffSessionToken(t, adminId);
      await setAccount(kbank, { dailyOutCapSatang: 300_00n });
      const requests = [await pendingWithdrawal(200), await pendingWithdrawal(200)];
      const outcomes = await Promise.allSettled(requests.map((request) => approveForAgent(request.id)));
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(DomainError);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'no_paying_account' });
      const desk = await as('admin', 'GET', '/api/backoffice/bank-operations');
      const kbankToday = desk.body.data.find(
        (row: { account_number: string }) => row.account_number === kbank,
      );
      expect(kbankToday).toMatchObject({ today_out: 200, daily_out_cap: 300 });
    }
  });
});

describe('freezing an account', () => {
  it('moves pending deposits and unsent payouts off it in one audited step', async () => {
    // A member told to pay into kbank (scb paused while they prepare).
    await setAccount(scb, { status: 'paused' });
    const payer = await memberWithToken(t, '0653000001');
    const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: payer.token,
      body: { amount: 700 },
    });
    expect(prepared.body.data.to_account_number).toBe(kbank);
    await setAccount(scb, { status: 'active', dailyOutCapSatang: 1_000_00n });
    // Three payouts from kbank: one unsent, one the agent accepted, one no other account can pay.
    const [unsent, accepted, large] = [
      await pendingWithdrawal(200),
      await pendingWithdrawal(300),
      await pendingWithdrawal(5_000),
    ];
    for (const request of [unsent, accepted, large]) await approveForAgent(request.id);
    await t.connection.db
      .update(payoutOrders)
      .set({ status: 'accepted' })
      .where(eq(payoutOrders.requestId, accepted.id));
    const kbankId = (await accountRow(kbank)).id;
    // Earlier tests left unsent orders on kbank too: they move with these.
    const unsentOnKbank = await openOrdersFrom(kbank, ['sending']);

    const frozen = await as('admin', 'POST', `/api/backoffice/bank-operations/${kbankId}/freeze`);
    expect(frozen.status).toBe(200);
    expect(frozen.body).toMatchObject({
      data: { account_number: kbank, status: 'frozen' },
      moved_deposits: 1,
      deposits_left: 0,
      moved_payouts: unsentOnKbank.length - 1,
      held_payouts: 1,
    });

    // The member's page is told the new account, for the same amount.
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: payer.token });
    expect(profile.body.data.pending_request).toMatchObject({
      amount: prepared.body.data.amount,
      to_account_number: scb,
    });
    expect(await paidFrom(unsent.id)).toBe(scb);
    expect(await paidFrom(accepted.id)).toBe(kbank);
    const [held] = await ordersOf(t, large.id);
    expect(held).toMatchObject({ status: 'held', fromAccountNumber: null });
    const [largeRow] = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.id, large.id));
    expect(largeRow).toMatchObject({ status: 'pending', manualReason: 'no_paying_account' });
    // New deposits go elsewhere; a payout now is not paid from it.
    const next = await memberWithToken(t, '0653000002');
    const elsewhere = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: next.token,
      body: { amount: 300 },
    });
    expect(elsewhere.body.data.to_account_number).toBe(scb);
    expect(await lastAudit('bank_account.freeze')).toMatchObject({
      staffId: adminId,
      targetType: 'company_bank_account',
      targetId: String(kbankId),
      details: { movedDeposits: 1, depositsLeft: 0, movedPayouts: unsentOnKbank.length - 1, heldPayouts: 1 },
      before: { status: 'active' },
      after: { status: 'frozen' },
    });
    // A held payout is settled by hand: here it never left, so the hold returns.
    const settled = await call(t.app, 'POST', `/api/backoffice/withdrawals/${large.id}/settle-payout`, {
      token: tokens.admin,
      body: { status: 'failed', reason: 'frozen account' },
    });
    expect(settled.status).toBe(200);
  });

  it('gives a moved deposit the next free amount when the new account has a pending one of its amount', async () => {
    const prepare = async (phone: string) => {
      const member = await memberWithToken(t, phone);
      const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
        token: member.token,
        body: { amount: 800 },
      });
      return { member, data: prepared.body.data as { amount: number; to_account_number: string } };
    };
    await setAccount(scb, { status: 'paused' });
    const moving = await prepare('0653000011');
    await setAccount(scb, { status: 'active' });
    await setAccount(kbank, { status: 'paused' });
    const staying = await prepare('0653000012');
    await setAccount(kbank, { status: 'active' });
    expect([moving.data.to_account_number, staying.data.to_account_number]).toEqual([kbank, scb]);
    expect(staying.data.amount).toBe(moving.data.amount);

    const frozen = await as(
      'admin',
      'POST',
      `/api/backoffice/bank-operations/${(await accountRow(kbank)).id}/freeze`,
    );
    expect(frozen.body.moved_deposits).toBeGreaterThanOrEqual(1);
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: moving.member.token });
    expect(profile.body.data.pending_request).toMatchObject({
      to_account_number: scb,
      amount: moving.data.amount + 0.01,
    });
  });

  it('is refused to a role without the settings permission, and nothing changes', async () => {
    const account = await accountRow(scb);
    const audits = await auditCount();
    const refused = await as('finance', 'POST', `/api/backoffice/bank-operations/${account.id}/freeze`);
    expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await accountRow(scb)).toEqual(account);
    expect(await auditCount()).toBe(audits);
  });
});

describe('the desk', () => {
  it('sets the role, status and caps, audited; bad input is refused per field and changes nothing', async () => {
    const account = await accountRow(scb);
    const audits = await auditCount();
    const url = `/api/backoffice/bank-operations/${account.id}`;
    const bad = await as('admin', 'PUT', url, {
      role: 'savings',
      status: 'frozen',
      daily_in_cap: -1,
      daily_out_cap: 'lots',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['daily_in_cap', 'daily_out_cap', 'role', 'status']);
    expect(await accountRow(scb)).toEqual(account);
    expect(await auditCount()).toBe(audits);

    const saved = await as('admin', 'PUT', url, {
      role: 'payouts',
      status: 'paused',
      daily_in_cap: null,
      daily_out_cap: 20_000,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ role: 'payouts', status: 'paused', daily_out_cap: 20_000 });
    expect(await lastAudit('bank_account.operations')).toMatchObject({
      staffId: adminId,
      targetId: String(account.id),
      before: { role: 'both', status: 'active', dailyOutCapSatang: null },
      after: { role: 'payouts', status: 'paused', dailyOutCapSatang: '2000000' },
    });
    const unknown = await as('admin', 'PUT', '/api/backoffice/bank-operations/999999', {
      role: 'both',
      status: 'active',
    });
    expect(unknown.status).toBe(404);
  });

  it('takes a balance staff enter, audited, and refuses one that is not an amount', async () => {
    const account = await accountRow(kbank);
    const url = `/api/backoffice/bank-operations/${account.id}/balance`;
    const bad = await as('admin', 'POST', url, { balance: '12,000' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['balance']);
    expect(await accountRow(kbank)).toEqual(account);
    const saved = await as('admin', 'POST', url, { balance: 12_345.67 });
    // What it can still pay: less the payouts ordered from it and not yet paid (earlier tests').
    const open = await openOrdersFrom(kbank, ['sending', 'accepted']);
    const openSatang = open.reduce((sum, order) => sum + order.amountSatang, 0n);
    expect(saved.body.data).toMatchObject({
      balance: 12_345.67,
      available: Number(1_234_567n - openSatang) / 100,
      balance_source: 'staff',
      balance_at: t.clock.now().toISOString(),
    });
    expect(await lastAudit('bank_account.balance')).toMatchObject({
      after: { balanceSatang: '1234567' },
    });
    expect(
      (await as('admin', 'POST', '/api/backoffice/bank-operations/999999/balance', { balance: 1 })).status,
    ).toBe(404);
  });

  it('shows today’s money in: the deposits credited into each account since Bangkok midnight', async () => {
    await setAccount(scb, { status: 'paused' });
    await fundedMember(t, 250);
    const desk = await as('admin', 'GET', '/api/backoffice/bank-operations');
    expect(desk.body.data.map((row: { account_number: string }) => row.account_number)).toEqual([kbank, scb]);
    expect(desk.body.data[0]).toMatchObject({ today_in: 250, today_out: 0, status: 'active' });
    expect(desk.body.data[1]).toMatchObject({ today_in: 0, status: 'paused' });
  });
});
