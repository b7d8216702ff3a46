import { backofficeBankOperationsTh } from '@chaba/i18n/catalogs/backoffice-bank-operations.th';
import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { consoleField, consoleRow, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, saveScreenshot, screenshotsWanted, setUpE2e, viewports } from './support/browser';
import { money, openAsMember, openDepositPopup } from './support/money';
import { field, popup, textOf } from './support/site';

/*
 * Issue 27's bank operations desk (decision 52): a bank froze a company account; staff freeze it on
 * the desk in one step, and a member who is in the middle of paying into it is told the new account
 * at once, in the deposit-in-progress popup they have open.
 */
const e2e = setUpE2e();
const texts = backofficeBankOperationsTh.bankOperations;
const [mobile, desktop] = viewports as [(typeof viewports)[0], (typeof viewports)[0]];

const accountShown = async (process: ReturnType<typeof popup>) =>
  /\b(\d{10})\b/.exec(await textOf(process.getByTestId('deposit-to-account')))?.[1];

describe('the bank operations desk', () => {
  test('freezing an account moves a member’s pending deposit to the new account, live', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, mobile, member);
    const deposit = await openDepositPopup(page, mobile);
    await field(deposit, money.deposit.amount).fill('600');
    await deposit.getByTestId('deposit-submit').click();
    const process = popup(page, money.process.bankTitle);
    await process.waitFor();
    const frozenAccount = await accountShown(process);
    expect(frozenAccount).toMatch(/^\d{10}$/);

    const staff = await staffWithSecondFactor(e2e.server, 'admin');
    const desk = await signInToConsole(e2e, desktop, staff, '/backoffice/bank-operations');
    const row = consoleRow(desk, 'bank-operations-table', frozenAccount!);
    await saveScreenshot(desk, 'bank-operations-1280');
    await row.getByRole('button', { name: texts.freeze, exact: true }).click();
    const confirm = desk.getByRole('dialog');
    await confirm.getByText(texts.freezeText).waitFor();
    await confirm.getByRole('button', { name: texts.freezeConfirm, exact: true }).click();
    await row.getByText(texts.statuses.frozen, { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: texts.freeze, exact: true }).isDisabled()).toBe(true);

    // The member's open popup shows the other account, for the same payment, without a reload.
    await eventually(() => accountShown(process)).not.toBe(frozenAccount);
    expect(await accountShown(process)).toMatch(/^\d{10}$/);
    expect(await textOf(process.getByTestId('deposit-account-changed'))).toBe(money.process.accountChanged);
    if (screenshotsWanted) {
      await saveScreenshot(desk, 'bank-operations-frozen-1280');
      // The other dialogs, for a person to look at: a balance entered, a cap out set.
      const other = desk
        .getByTestId('bank-operations-table')
        .locator('[data-row-id]')
        .filter({ visible: true })
        .last();
      await other.getByRole('button', { name: texts.enterBalance, exact: true }).click();
      await consoleField(desk.getByRole('dialog'), texts.fields.balance).fill('52340.5');
      await saveScreenshot(desk, 'bank-operations-balance-dialog-1280');
      await desk.getByRole('dialog').getByRole('button', { name: 'บันทึก', exact: true }).click();
      await other.getByText('52,340.50').waitFor();
      await other.getByRole('button', { name: texts.edit, exact: true }).click();
      await consoleField(desk.getByRole('dialog'), texts.fields.daily_out_cap).fill('20000');
      await saveScreenshot(desk, 'bank-operations-edit-dialog-1280');
      await desk.getByRole('dialog').getByRole('button', { name: 'บันทึก', exact: true }).click();
      await other.getByText('20,000.00', { exact: false }).first().waitFor();
      await saveScreenshot(desk, 'bank-operations-edited-1280');
      const phoneDesk = await signInToConsole(e2e, mobile, staff, '/backoffice/bank-operations');
      await consoleRow(phoneDesk, 'bank-operations-table', frozenAccount!).waitFor();
      await saveScreenshot(phoneDesk, 'bank-operations-390', { fullPage: true });
      await saveScreenshot(page, 'bank-operations-member-popup-390');
    }
  });
});
