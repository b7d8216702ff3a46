import { backofficeMoneyEn } from '@chaba/i18n/catalogs/backoffice-money.en';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, registerMemberThroughApi } from './support/api';
import { bo, consoleRow, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { saveScreenshot, setUpE2e, viewports } from './support/browser';
import { creditThroughDeposit, pendingWithdrawalOf, staffToken } from './support/money';
import { textOf } from './support/site';

/**
 * The withdrawal queue for a working day (issue 30) in Chromium: how long each has waited, who is
 * working one, and several ticked and approved at once with the refused ones said why. Screenshots
 * at 390 and 1280 px, Thai and English, with E2E_SCREENSHOTS=1.
 */
const e2e = setUpE2e();
const withdrawals = bo.withdrawals;

async function memberWithPendingWithdrawal(amount: number) {
  const member = await registerMemberThroughApi(e2e.url);
  await creditThroughDeposit(e2e.url, member, amount + 100);
  const { access_token: token } = await callApi<{ access_token: string }>(e2e.url, '/api/login', {
    body: { phone: member.phone, password: member.password },
  });
  await callApi(e2e.url, '/api/requests/withdraw', { token, body: { phone: member.phone, amount } });
  return member;
}

async function inEnglish(desk: Page) {
  await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'en'));
  await desk.reload();
}

describe.each(viewports)('the withdrawal queue at $width px', (viewport) => {
  test('shows the wait and who holds each, and approves the ticked ones at once', async () => {
    const free = await memberWithPendingWithdrawal(150);
    const held = await memberWithPendingWithdrawal(160);
    const owner = await staffToken(e2e);
    const heldId = (await pendingWithdrawalOf(e2e.url, owner, held.phone)).id;
    await callApi(e2e.url, `/api/backoffice/withdrawals/${heldId}/claim`, { token: owner, body: {} });

    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, viewport, finance);
    await openDesk(desk, viewport, bo.nav.withdrawals);
    const freeRow = consoleRow(desk, 'withdrawals-table', free.phone);
    const heldRow = consoleRow(desk, 'withdrawals-table', held.phone);
    await freeRow.waitFor();
    expect(await textOf(freeRow.getByTestId('waited'))).toMatch(/^รอ \d+ นาที$/);
    expect(await textOf(heldRow.getByTestId('claim-other'))).toContain('กำลังดูแล');
    expect(await heldRow.getByRole('button', { name: withdrawals.approve, exact: true }).count()).toBe(0);
    await saveScreenshot(desk, `withdrawal-queue-th-${viewport.width}`, { fullPage: true });

    // The free one ticked and approved with the others' checks: no payout agent here, so it is
    // refused and the reason is shown (the server approves each as one approval).
    await freeRow.getByRole('checkbox').check();
    const bar = desk.getByTestId('approve-many');
    expect(await textOf(bar)).toContain(withdrawals.selected.replace('{{count}}', '1'));
    await bar.getByRole('button', { name: withdrawals.approveSelected }).click();
    await bar.getByRole('status').waitFor();
    expect(await textOf(bar.getByRole('status'))).toContain('อนุมัติ 0 รายการ ไม่ผ่าน 1 รายการ');
    await saveScreenshot(desk, `withdrawal-queue-outcome-th-${viewport.width}`, { fullPage: true });

    // Claim the free one, then the English console says the same.
    await freeRow.getByRole('button', { name: withdrawals.claim, exact: true }).click();
    await freeRow.getByTestId('claim-mine').waitFor();
    await inEnglish(desk);
    await consoleRow(desk, 'withdrawals-table', free.phone).getByTestId('claim-mine').waitFor();
    const en = backofficeMoneyEn.withdrawals;
    expect(
      await textOf(consoleRow(desk, 'withdrawals-table', held.phone).getByTestId('claim-other')),
    ).toContain('is working on it');
    expect(await textOf(consoleRow(desk, 'withdrawals-table', free.phone).getByTestId('waited'))).toMatch(
      /^Waiting \d+ min$/,
    );
    expect(en.takeOver).toBe('Take over');
    await saveScreenshot(desk, `withdrawal-queue-en-${viewport.width}`, { fullPage: true });
  });
});
