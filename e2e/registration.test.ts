import { describe, expect, test } from 'vitest';
import { accountNumberFor, freshPhone, readOtp, registerMemberThroughApi } from './support/api';
import { eventually, setUpE2e, viewports } from './support/browser';
import {
  control,
  dismissToasts,
  field,
  logOutFromMenu,
  openInformationPopup,
  openLoginPopup,
  popup,
  submitLogin,
  textOf,
} from './support/site';
import { chooseDateOfBirth, dateOfBirthError } from './support/register';
import { th, withValues } from './support/texts';
import { serverTh } from '@chaba/i18n/catalogs/server.th';

const e2e = setUpE2e();

describe.each(viewports)('member account at $width px', (viewport) => {
  test('a visitor registers through the three popups in Thai, sees phone and bank, logs out and logs in again', async () => {
    const phone = freshPhone();
    const password = 'Chaba2026x';
    const accountNumber = accountNumberFor(phone);
    const page = await e2e.openPage(viewport, '/');

    // Step 1 of 3: the phone, then the OTP the SMS brought.
    await control(page, th.nav.register).click();
    const register = popup(page, th.register.title);
    await eventually(() => textOf(register.locator('[aria-current="step"]'))).toBe(th.register.steps.phone);
    await field(register, th.fields.phone).fill(phone);
    await control(register, th.register.requestOtp).click();
    await register.getByText(withValues(th.register.otpSent, { phone })).waitFor();
    await field(register, th.fields.otp).fill(await readOtp(e2e.url, phone));
    await control(register, th.register.verifyOtp).click();

    // Step 2 of 3: the password, with its hints.
    const setPassword = popup(page, th.register.passwordTitle);
    await setPassword.waitFor();
    expect(await textOf(setPassword.locator('[aria-current="step"]'))).toBe(th.register.steps.password);
    expect(await textOf(setPassword)).toContain(th.register.hintLength);
    await field(setPassword, th.fields.password).fill(password);
    await field(setPassword, th.fields.passwordConfirmation).fill(password);
    await control(setPassword, th.common.next).click();

    // Step 3 of 3: the bank first (no account form yet), then the account form with the LINE hint.
    const bankStep = popup(page, th.register.bankTitle);
    await bankStep.waitFor();
    expect(await textOf(bankStep.locator('[aria-current="step"]'))).toBe(th.register.steps.bank);
    await control(bankStep, 'ธนาคารกสิกรไทย').waitFor();
    expect(await field(bankStep, th.fields.accountNumber).count()).toBe(0);
    await control(bankStep, 'ธนาคารกสิกรไทย').click();
    expect(await textOf(bankStep)).toContain(th.register.lineHint);
    await field(bankStep, th.fields.accountNumber).fill(accountNumber);
    await field(bankStep, th.fields.accountName).fill('สมหญิง ทดสอบ');
    await field(bankStep, th.fields.line).fill(phone);

    // The date of birth: asked as day, month and year, the year in the Buddhist era; under 20 is refused
    // under the field, and the step stays open for a corrected date.
    expect(await textOf(bankStep)).toContain(th.fields.dateOfBirth);
    await control(bankStep, th.register.submitBank).click();
    await eventually(() => textOf(dateOfBirthError(bankStep))).toBe(
      serverTh.validation.required.replace('{{field}}', th.fields.dateOfBirth),
    );
    const tooYoung = `${new Date().getFullYear() - 15}-03-10`;
    await chooseDateOfBirth(bankStep, tooYoung);
    await control(bankStep, th.register.submitBank).click();
    await eventually(() => textOf(dateOfBirthError(bankStep))).toBe(serverTh.errors.under_minimum_age);
    expect(await page.getByTestId('member-bar').count()).toBe(0);
    await chooseDateOfBirth(bankStep, '1990-06-15');
    expect(await textOf(bankStep.locator('select[name="date_of_birth_year"] option:checked'))).toBe('2533');
    expect(await textOf(dateOfBirthError(bankStep))).toBe('');
    await control(bankStep, th.register.submitBank).click();

    // Final: the member is logged in automatically.
    const final = popup(page, th.register.finalTitle);
    await final.getByText(th.register.loggedIn).waitFor();
    expect(await textOf(final.locator('[aria-current="step"]'))).toBe(th.register.steps.done);
    await control(final, th.register.startPlaying).click();
    await final.waitFor({ state: 'detached' });

    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(phone);
    expect(await textOf(page.getByTestId('credit'))).toContain('0.00');

    // The information popup shows the phone, the bank in Thai with the account, and no password.
    const information = await openInformationPopup(page, viewport);
    const bank = information.getByTestId('member-bank');
    await eventually(() => textOf(bank)).toContain('ธนาคารกสิกรไทย');
    expect(await textOf(bank)).toContain(accountNumber);
    expect(await textOf(bank)).toContain('สมหญิง ทดสอบ');
    const informationText = await textOf(information);
    expect(informationText).toContain(phone);
    expect(informationText).toContain(th.info.waitDeposit);
    expect(informationText).not.toContain(password);
    await control(information, th.common.close).click();
    await information.waitFor({ state: 'detached' });

    // Log out: the member bar goes, and a reload finds the visitor still a guest.
    await logOutFromMenu(page, viewport);
    await page.getByTestId('member-bar').waitFor({ state: 'detached' });
    await dismissToasts(page);
    await control(page, th.nav.login).waitFor();
    await page.reload();
    await control(page, th.nav.login).waitFor();
    expect(await page.getByTestId('member-bar').count()).toBe(0);

    // Log in again with the new password: the member bar is back, and stays after a reload.
    const login = await openLoginPopup(page);
    await submitLogin(login, phone, password);
    await login.waitFor({ state: 'detached' });
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(phone);
    await page.reload();
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(phone);
  });

  test('a wrong password shows the Thai message and keeps the visitor a guest', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await e2e.openPage(viewport, '/login');

    const login = popup(page, th.login.title);
    await submitLogin(login, member.phone, 'Wrong1234');

    const errors = login.getByTestId('server-errors');
    await eventually(() => textOf(errors)).toContain('เบอร์โทร, รหัสผ่านไม่ถูกต้อง');
    await eventually(() => textOf(page.getByTestId('toast'))).toContain('เบอร์โทร, รหัสผ่านไม่ถูกต้อง');
    expect(await login.isVisible()).toBe(true);
    expect(await page.getByTestId('member-bar').count()).toBe(0);
  });

  test('the demo member logs in and sees the KBANK account in the information popup', async () => {
    const page = await e2e.openPage(viewport, '/login');
    const login = popup(page, th.login.title);
    await submitLogin(login, '0812345678', 'Demo1234');
    await login.waitFor({ state: 'detached' });
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe('0812345678');
    await eventually(() => new URL(page.url()).pathname).toBe('/');

    const information = await openInformationPopup(page, viewport);
    await eventually(() => textOf(information.getByTestId('member-bank'))).toContain('ธนาคารกสิกรไทย');
  });
});
