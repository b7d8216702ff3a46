import type { TokenResponse } from '@chaba/contracts/auth';
import { defaultRiskRules } from '@chaba/contracts/backoffice-risk';
import { writeSiteSetting } from '@chaba/core/site/site-settings';
import type { WithdrawResponse } from '@chaba/contracts/money';
import { backofficeMoneyEn } from '@chaba/i18n/catalogs/backoffice-money.en';
import { backofficeEn } from '@chaba/i18n/catalogs/backoffice.en';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { startLocalPayoutAgent, type LocalPayoutAgent } from '../scripts/local-payout-agent';
import { callApi, registerMemberThroughApi, type ApiMember } from './support/api';
import {
  bo,
  consoleField,
  consoleRow,
  openDesk,
  signInToConsole,
  staffWithSecondFactor,
} from './support/backoffice';
import { eventually, saveScreenshot, setUpE2e, viewports, type Viewport } from './support/browser';
import {
  approveWithdrawal,
  baht,
  creditShown,
  creditThroughDeposit,
  markDocument,
  money,
  openAsMember,
  pendingWithdrawalOf,
  sameDocument,
  staffToken,
  tapMoneyButton,
} from './support/money';
import { startE2eServer } from './support/server';
import { field, popup, textOf } from './support/site';

/**
 * Issue 27, decision 51: withdrawals paid automatically by a payout agent. The local agent
 * (scripts/local-payout-agent.ts) runs beside the e2e server over real HTTP and reports back to it, signed; the demo
 * seed turns the automatic rules on up to 5,000 baht, never for a member's first withdrawal.
 */
const payoutSecret = 'e2e-payout-agent-secret-0123456789';
/** The agent pays this long after it accepts an order: long enough to see the popup say "automatic". */
const agentDelayMs = 1_500;
/** Paid "within seconds" (the promise), through the member site's live updates. */
const paidWithinMs = 10_000;

let agent: LocalPayoutAgent;

const e2e = setUpE2e(async () => {
  // The agent is started first (the server's settings name its address); it reports once both run.
  const reachable = { url: '' };
  agent = await startLocalPayoutAgent({
    secret: payoutSecret,
    delayMs: agentDelayMs,
    report: async (id, body, headers) => {
      const response = await fetch(
        `${reachable.url}/api/integrations/payouts/${encodeURIComponent(id)}/result`,
        { method: 'POST', body, headers },
      );
      return response.status;
    },
  });
  const server = await startE2eServer({
    env: {
      PAYOUT_AGENT_URL: agent.url,
      PAYOUT_AGENT_SECRET: payoutSecret,
      // The agent listens on 127.0.0.1, which the guarded outbound dispatcher refuses otherwise.
      OUTBOUND_ALLOW_LOOPBACK: 'true',
    },
  });
  reachable.url = server.url;
  // Every member of the file registers from 127.0.0.1: the rule that flags many members from one
  // address would open a flag on the fifth, and an open flag sends a withdrawal to a person.
  await writeSiteSetting(
    server.running.connection.db,
    'risk_rules',
    { ...defaultRiskRules, shared_address_enabled: false },
    server.clock.now(),
  );
  return {
    ...server,
    async close() {
      await server.close();
      await agent.close();
    },
  };
});

let nameCounter = 0;
const thaiLetters = 'กขคงจฉชซญดตถทนบปผพฟมยรลวศสหอฮ';

/**
 * A member registered under a name no other member has (the risk rules flag shared names, and an
 * open flag sends a withdrawal to a person), with credit deposited from an account in that name (the
 * rules compare the bank's sender name with the registered one).
 */
async function fundedMember(amount: number): Promise<ApiMember> {
  nameCounter += 1;
  const letters = String(nameCounter * 1000 + (process.pid % 1000))
    .split('')
    .map((digit) => thaiLetters[Number(digit) * 3]!)
    .join('');
  const name = `สมหญิง ${letters}`;
  const member = await registerMemberThroughApi(e2e.url, { name });
  await creditThroughDeposit(e2e.url, member, amount, { fromName: name });
  return member;
}

async function withdrawThroughApi(member: ApiMember, amount: number): Promise<WithdrawResponse['data']> {
  const { access_token: token } = await callApi<TokenResponse>(e2e.url, '/api/login', {
    body: { phone: member.phone, password: member.password },
  });
  const answer = await callApi<WithdrawResponse>(e2e.url, '/api/requests/withdraw', {
    body: { phone: member.phone, amount },
    token,
  });
  return answer.data;
}

/** A member whose first withdrawal a person paid: the next one may be paid automatically. */
async function returningMember(amount: number): Promise<ApiMember> {
  const member = await fundedMember(amount + 100);
  const first = await withdrawThroughApi(member, 100);
  expect(first.automatic).toBe(false);
  await approveWithdrawal(e2e.url, await staffToken(e2e), first.id);
  return member;
}

/** The console in English (its language switch keeps the choice in the browser's storage). */
async function consoleInEnglish(desk: Page, english: boolean): Promise<void> {
  await desk.evaluate(
    (language) => localStorage.setItem('chaba.backoffice.language', language),
    english ? 'en' : 'th',
  );
  await desk.reload();
}

const sentToPerson = (catalog: typeof bo.withdrawals) =>
  catalog.sentToPerson.replace('{{reason}}', catalog.reasons.first_withdrawal);

describe.each(viewports)('automatic payouts at $width px', (viewport: Viewport) => {
  test('a returning member’s 500 baht is paid by the agent and shows completed without a reload', async () => {
    agent.mode = 'pay';
    const member = await returningMember(1_000);
    const site = await openAsMember(e2e, viewport, member);
    await eventually(() => creditShown(site)).toBe(baht(1_000));
    await markDocument(site);

    await tapMoneyButton(site, viewport, 'withdraw');
    const withdraw = popup(site, money.withdraw.title);
    await field(withdraw, money.withdraw.amount).fill('500');
    await field(withdraw, money.withdraw.amount).press('Enter');
    const process = popup(site, money.withdraw.processTitle);
    await process.waitFor();
    const requestedAt = Date.now();
    expect(await textOf(process.getByTestId('withdraw-process-text'))).toBe(money.withdraw.processAuto);

    // The agent pays, reports to the server, and the member's site follows its live updates.
    const done = popup(site, money.result.withdrawDoneTitle);
    await done.waitFor({ timeout: paidWithinMs });
    expect(Date.now() - requestedAt).toBeLessThan(paidWithinMs);
    expect(await textOf(done)).toContain(`คุณทำการถอนเงินจำนวน ${baht(500)} บาท เรียบร้อยแล้ว`);
    expect(await sameDocument(site)).toBe(true);
    expect([...agent.payments.values()].every((count) => count === 1)).toBe(true);
  });

  test('a member’s first withdrawal goes to a person, and the desk says why', async () => {
    const member = await fundedMember(800);
    const first = await withdrawThroughApi(member, 500);
    expect(first.automatic).toBe(false);

    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, viewport, finance);
    await openDesk(desk, viewport, bo.nav.withdrawals);
    const row = consoleRow(desk, 'withdrawals-table', member.phone);
    await row.waitFor();
    expect(await textOf(row.getByTestId('manual-reason'))).toBe(sentToPerson(bo.withdrawals));

    await consoleInEnglish(desk, true);
    await row.waitFor();
    expect(await textOf(row.getByTestId('manual-reason'))).toBe(sentToPerson(backofficeMoneyEn.withdrawals));
    expect(sentToPerson(backofficeMoneyEn.withdrawals)).toBe('Sent to a person because: first withdrawal');
    await consoleInEnglish(desk, false);
  });

  test('a payout the agent never reports is settled by hand with the bank’s reference', async () => {
    agent.mode = 'silent';
    try {
      const member = await returningMember(1_000);
      const asked = await withdrawThroughApi(member, 500);
      expect(asked.automatic).toBe(true);
      await eventually(() => agent.transfers.has(`wd-${asked.id}`)).toBe(true);

      const finance = await staffWithSecondFactor(e2e.server, 'finance');
      const desk = await signInToConsole(e2e, viewport, finance);
      await openDesk(desk, viewport, bo.nav.withdrawals);
      const row = consoleRow(desk, 'withdrawals-table', member.phone);
      await row.waitFor();
      // Being paid: no approve or reject, only a settlement by hand.
      expect(await row.getByRole('button', { name: bo.withdrawals.approve, exact: true }).count()).toBe(0);

      // Looked at in English first (the screenshots), then settled in Thai.
      await consoleInEnglish(desk, true);
      await row.getByRole('button', { name: backofficeMoneyEn.withdrawals.settle, exact: true }).click();
      const english = desk.getByRole('dialog', { name: backofficeMoneyEn.withdrawals.settleTitle });
      await english.waitFor();
      await saveScreenshot(desk, `console-settle-payout-en-${viewport.width}`);
      await english.getByRole('button', { name: backofficeEn.common.cancel, exact: true }).click();
      await consoleInEnglish(desk, false);

      await row.getByRole('button', { name: bo.withdrawals.settle, exact: true }).click();
      const dialog = desk.getByRole('dialog', { name: bo.withdrawals.settleTitle });
      await dialog.waitFor();
      await saveScreenshot(desk, `console-settle-payout-th-${viewport.width}`);
      await consoleField(dialog, bo.withdrawals.bankRef).fill(`SCB-HAND-${asked.id}`);
      await dialog.getByRole('button', { name: bo.withdrawals.settlePaidSubmit, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.waitFor({ state: 'detached' });
      await expect(pendingWithdrawalOf(e2e.url, await staffToken(e2e), member.phone)).rejects.toThrow(
        /has 0/,
      );
    } finally {
      agent.mode = 'pay';
    }
  });

  test('above the two-person amount a settlement by hand waits for a second, different person', async () => {
    const { db } = e2e.server.running.connection;
    // Two people from 400 baht (the settings desk's amount, written as it saves it), for this test.
    const limits = { min_satang: 10_000, max_satang: 5_000_000 };
    await writeSiteSetting(
      db,
      'withdraw_limits',
      { ...limits, second_approval_above_satang: 40_000 },
      new Date(),
    );
    agent.mode = 'silent';
    try {
      const member = await returningMember(1_000);
      const asked = await withdrawThroughApi(member, 500);
      expect(asked.automatic).toBe(false);
      const owner = await staffToken(e2e);
      await callApi(e2e.url, `/api/backoffice/withdrawals/${asked.id}/approve`, { body: {}, token: owner });

      // A finance user gives the second approval to the payout agent, which never reports.
      const finance = await staffWithSecondFactor(e2e.server, 'finance');
      const desk = await signInToConsole(e2e, viewport, finance);
      await openDesk(desk, viewport, bo.nav.withdrawals);
      const row = consoleRow(desk, 'withdrawals-table', member.phone);
      await eventually(() => textOf(row)).toContain(bo.status.awaiting_second_approval);
      expect(await textOf(row)).toContain(bo.withdrawals.secondApprovalNeeded);
      await row.getByRole('button', { name: bo.withdrawals.approve, exact: true }).click();
      const approve = desk.getByRole('dialog', { name: bo.withdrawals.approveTitle });
      await approve.getByRole('button', { name: bo.withdrawals.payAgent, exact: true }).click();
      await approve.waitFor({ state: 'hidden' });
      // Both approvals given: it waits for the agent now, not for a second person.
      await eventually(() => textOf(row)).not.toContain(bo.status.awaiting_second_approval);
      expect(await textOf(row)).not.toContain(bo.withdrawals.secondApprovalNeeded);

      // The first "paid" by hand is recorded and waits for someone else.
      await row.getByRole('button', { name: bo.withdrawals.settle, exact: true }).click();
      const dialog = desk.getByRole('dialog', { name: bo.withdrawals.settleTitle });
      expect(await textOf(dialog.getByTestId('settle-two-person'))).toBe(bo.withdrawals.settleTwoPerson);
      await consoleField(dialog, bo.withdrawals.bankRef).fill(`SCB-FIRST-${asked.id}`);
      await dialog.getByRole('button', { name: bo.withdrawals.settlePaidSubmit, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await eventually(() => textOf(row.getByTestId('settle-awaiting-second'))).toBe(
        bo.withdrawals.settleAwaitingSecond,
      );
      await row.getByRole('button', { name: bo.withdrawals.settle, exact: true }).click();
      expect(await textOf(dialog.getByTestId('settle-two-person'))).toBe(
        bo.withdrawals.settleWaitingForOther,
      );
      await saveScreenshot(desk, `console-settle-payout-second-th-${viewport.width}`);
      await dialog.getByRole('button', { name: bo.common.cancel, exact: true }).click();

      // A second, different staff member confirms it: paid, and off the queue.
      const settled = await callApi<{ data: { status: string } }>(
        e2e.url,
        `/api/backoffice/withdrawals/${asked.id}/settle-payout`,
        { body: { status: 'paid', bank_ref: `SCB-FIRST-${asked.id}` }, token: owner },
      );
      expect(settled.data.status).toBe('paid');
      await row.waitFor({ state: 'detached' });
    } finally {
      agent.mode = 'pay';
      await writeSiteSetting(db, 'withdraw_limits', limits, new Date());
    }
  });

  test('an owner sets a finance user’s approval limit, shown in the staff list', async () => {
    const owner = await staffWithSecondFactor(e2e.server, 'owner');
    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, viewport, owner);
    await openDesk(desk, viewport, bo.nav.staff);
    const row = consoleRow(desk, 'staff-table', finance.username);
    await row.waitFor();
    expect(await textOf(row)).toContain(bo.staff.noApprovalLimit);

    await consoleInEnglish(desk, true);
    await row.getByRole('button', { name: backofficeEn.staff.manage, exact: true }).click();
    await desk.getByRole('dialog', { name: finance.username }).waitFor();
    await saveScreenshot(desk, `console-staff-limit-en-${viewport.width}`);
    await desk.keyboard.press('Escape');
    await consoleInEnglish(desk, false);

    await row.getByRole('button', { name: bo.staff.manage, exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: finance.username });
    await consoleField(dialog, bo.staff.approvalLimit).fill('1000');
    await saveScreenshot(desk, `console-staff-limit-th-${viewport.width}`);
    const approvalLimit = dialog.getByTestId('approval-limit');
    await approvalLimit.getByRole('button', { name: bo.staff.saveApprovalLimit, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => textOf(row)).toContain(baht(1_000));

    // Cleared again: no limit of their own.
    await row.getByRole('button', { name: bo.staff.manage, exact: true }).click();
    await dialog
      .getByTestId('approval-limit')
      .getByRole('button', { name: bo.staff.clearApprovalLimit, exact: true })
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => textOf(row)).toContain(bo.staff.noApprovalLimit);
  });
});
