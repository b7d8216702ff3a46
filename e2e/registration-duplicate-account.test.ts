import { describe, expect, test } from 'vitest';
import { freshPhone, registerMemberThroughApi } from './support/api';
import { eventually, setUpE2e, viewports } from './support/browser';
import { control, field, textOf } from './support/site';
import { chooseDateOfBirth, registerUpToBank } from './support/register';
import { th } from './support/texts';

const e2e = setUpE2e();

/*
 * Registration refuses a bank account number another member already has, whatever the bank
 * (issue 12): the member site's bank step shows the server's per-field message and stays open.
 */
describe.each(viewports)('registration with a taken account number at $width px', (viewport) => {
  test('the bank step shows the account number message and keeps the visitor on the step', async () => {
    const owner = await registerMemberThroughApi(e2e.url, { bank: 'SCB' });
    const phone = freshPhone();
    const password = 'Chaba2026x';
    const page = await e2e.openPage(viewport, '/');

    // Another bank, the same number as the member registered above.
    const bankStep = await registerUpToBank(page, { baseUrl: e2e.url, phone, password });
    await control(bankStep, 'ธนาคารกสิกรไทย').click();
    await field(bankStep, th.fields.accountNumber).fill(owner.accountNumber);
    await field(bankStep, th.fields.accountName).fill('สมศรี ซ้ำบัญชี');
    await field(bankStep, th.fields.line).fill(phone);
    await chooseDateOfBirth(bankStep, '1992-11-03');
    await control(bankStep, th.register.submitBank).click();

    const message = 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว';
    await eventually(() => textOf(bankStep.getByTestId('server-errors'))).toContain(message);
    expect(await page.getByTestId('member-bar').count()).toBe(0);
  });
});
