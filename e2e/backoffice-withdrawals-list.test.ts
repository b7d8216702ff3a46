import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { callApi, registerMemberThroughApi } from './support/api';
import { bo, consoleRow, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, saveScreenshot, setUpE2e, viewports } from './support/browser';
import { creditThroughDeposit } from './support/money';
import { textOf } from './support/site';

/**
 * The withdrawals desk's "All · search" tab on the withdrawals list (issue 30, decision 69), and
 * approving ticked withdrawals with a bank reference for one: found by a part of the account number,
 * exported; the "select all on this page" button; the one with a reference completed at once.
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

describe.each(viewports)('the withdrawals list at $width px', (viewport) => {
  test('finance finds a withdrawal by part of its account number, exports it, pays one by hand', async () => {
    const member = await memberWithPendingWithdrawal(170);
    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, viewport, finance);
    await openDesk(desk, viewport, bo.nav.withdrawals);

    // The queue: every row this staff member may approve ticked at once, then only ours.
    const row = consoleRow(desk, 'withdrawals-table', member.phone);
    await row.waitFor();
    const bar = desk.getByTestId('approve-many');
    await bar.getByTestId('select-page').click();
    await eventually(async () => (await textOf(bar)).includes(withdrawals.approveSelected)).toBe(true);
    await bar.getByRole('button', { name: withdrawals.clearSelection, exact: true }).click();
    await row.getByRole('checkbox').check();
    await bar.getByTestId('bank-refs').locator('summary').click();
    await bar.getByRole('textbox').fill('E2E-HAND-001');
    await saveScreenshot(desk, `withdrawals-bank-refs-th-${viewport.width}`, {
      fullPage: viewport.name === 'mobile',
    });
    await bar.getByRole('button', { name: withdrawals.approveSelected }).click();
    await bar.getByRole('status').waitFor();
    expect(await textOf(bar.getByRole('status'))).toContain('อนุมัติ 1 รายการ ไม่ผ่าน 0 รายการ');

    // The all / search tab: the same withdrawal by a part of the account number, completed, its reference.
    await desk.getByRole('tab', { name: withdrawals.allTab }).click();
    const digits = member.accountNumber.slice(2, 8);
    await desk.getByRole('searchbox', { name: withdrawals.listSearch }).fill(digits);
    await desk.getByRole('button', { name: bo.common.search, exact: true }).click();
    const found = consoleRow(desk, 'withdrawals-list', member.phone);
    await found.waitFor();
    expect(await textOf(found)).toContain('E2E-HAND-001');
    await desk.getByTestId(viewport.name === 'desktop' ? 'table-totals' : 'mobile-totals').waitFor();
    await saveScreenshot(desk, `withdrawals-list-th-${viewport.width}`, {
      fullPage: viewport.name === 'mobile',
    });

    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByTestId('list-export').click(),
    ]);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFFid,ref,')).toBe(true);
    expect(file).toContain(member.phone);

    await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'en'));
    await desk.reload();
    await consoleRow(desk, 'withdrawals-list', member.phone).waitFor();
    await saveScreenshot(desk, `withdrawals-list-en-${viewport.width}`, {
      fullPage: viewport.name === 'mobile',
    });
  });
});
