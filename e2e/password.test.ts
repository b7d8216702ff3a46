import { describe, expect, test } from 'vitest';
import type { TokenResponse } from '@chaba/contracts/auth';
import { callApi, countSms, loginStatus, readOtp, registerMemberThroughApi } from './support/api';
import { eventually, setUpE2e, viewports } from './support/browser';
import {
  control,
  field,
  openInformationPopup,
  openLoginPopup,
  popup,
  submitLogin,
  textOf,
} from './support/site';
import { th } from './support/texts';

const e2e = setUpE2e();

describe.each(viewports)('passwords at $width px', (viewport) => {
  test('a member who forgot the password resets it with an OTP and logs in with the new one', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const newPassword = 'Reset2026ok';
    const smsBefore = await countSms(e2e.url, member.phone);
    const page = await e2e.openPage(viewport, '/');

    // From the Login popup: forgot password → phone → OTP → new password → done.
    const login = await openLoginPopup(page);
    await control(login, th.login.forgot).click();
    const forgot = popup(page, th.forgot.title);
    await field(forgot, th.fields.phone).fill(member.phone);
    await control(forgot, th.forgot.requestOtp).click();

    const otpStep = popup(page, th.forgot.otpTitle);
    await otpStep.waitFor();
    expect(await textOf(otpStep)).toContain(member.phone);
    await field(otpStep, th.fields.otp).fill(await readOtp(e2e.url, member.phone, { after: smsBefore }));
    await control(otpStep, th.forgot.verifyOtp).click();

    const newPasswordStep = popup(page, th.forgot.newPasswordTitle);
    await newPasswordStep.waitFor();
    await field(newPasswordStep, th.fields.newPassword).fill(newPassword);
    await field(newPasswordStep, th.fields.newPasswordConfirmation).fill(newPassword);
    await control(newPasswordStep, th.forgot.savePassword).click();

    const complete = popup(page, th.forgot.completeTitle);
    await complete.getByText(th.forgot.completeText).waitFor();
    await control(complete, th.forgot.goLogin).click();

    // The button leads to /login with the Login popup; the new password works there, the old one no more.
    await eventually(() => new URL(page.url()).pathname).toBe('/login');
    const loginAgain = popup(page, th.login.title);
    await submitLogin(loginAgain, member.phone, newPassword);
    await loginAgain.waitFor({ state: 'detached' });
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);
    expect(await loginStatus(e2e.url, member.phone, member.password)).toBe(422);
  });

  test('a member changes the password in the information popup, is logged out, and only the new one works', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const newPassword = 'Changed2026ok';
    const page = await e2e.openPage(viewport, '/login');
    const login = popup(page, th.login.title);
    await submitLogin(login, member.phone, member.password);
    await login.waitFor({ state: 'detached' });
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);

    // The password is shown masked, with the link that opens the change form.
    const information = await openInformationPopup(page, viewport);
    await eventually(() => textOf(information)).toContain(member.phone);
    expect(await textOf(information)).not.toContain(member.password);
    await control(information, th.info.changePassword).click();
    const form = information.getByRole('form', { name: th.changePassword.title });
    await field(form, th.fields.oldPassword).fill(member.password);
    await field(form, th.fields.newPassword).fill(newPassword);
    await field(form, th.fields.newPasswordConfirmation).fill(newPassword);
    const logoutAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/logout') logoutAnswers.push(response.status());
    });
    await control(form, th.changePassword.submit).click();

    // Every token is revoked: the popup closes and the member is a guest again, told why by a toast.
    await eventually(() => textOf(page.getByTestId('toast'))).toContain(th.changePassword.success);
    expect(await information.count()).toBe(0);
    expect(await page.getByTestId('member-bar').count()).toBe(0);
    // The server ended the login and dropped its cookie: the page calls no logout that could only answer 401.
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name.endsWith('chaba_session'))).toEqual([]);
    expect(logoutAnswers).toEqual([]);

    // The old password fails with the Thai message; the new one logs in.
    const loginAgain = await openLoginPopup(page);
    await submitLogin(loginAgain, member.phone, member.password);
    await eventually(() => textOf(loginAgain.getByTestId('server-errors'))).toContain(
      'เบอร์โทร, รหัสผ่านไม่ถูกต้อง',
    );
    await field(loginAgain, th.fields.password).fill(newPassword);
    await loginAgain.getByTestId('login-submit').click();
    await loginAgain.waitFor({ state: 'detached' });
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);
  });
});

describe('a login ended on another device', () => {
  test('logs this page out within seconds over the live updates, which then stop asking for tickets', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await e2e.openPage(viewports[0]!, '/login');
    const tickets: number[] = [];
    let streamsOpened = 0;
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/api/customers/stream-ticket') tickets.push(response.status());
      if (pathname === '/api/customers/stream' && response.status() === 200) streamsOpened += 1;
    });
    const login = popup(page, th.login.title);
    await submitLogin(login, member.phone, member.password);
    await login.waitFor({ state: 'detached' });
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);
    await eventually(() => streamsOpened).toBe(1);
    tickets.length = 0;

    // The member changes the password on another device: every login of theirs ends, this one too.
    const other = await callApi<TokenResponse>(e2e.url, '/api/login', {
      body: { phone: member.phone, password: member.password },
    });
    await callApi(e2e.url, '/api/customers/update-password', {
      token: other.access_token,
      body: {
        old_password: member.password,
        password: 'Changed2026ok',
        password_confirmation: 'Changed2026ok',
      },
    });

    // The server ends the page's stream; its next ticket request gets 401 and the page logs out, long
    // before the member would have clicked anything.
    await expect.poll(() => page.getByTestId('member-bar').count(), { timeout: 4_000 }).toBe(0);
    await eventually(() => textOf(page.getByTestId('toast'))).toContain(th.member.sessionExpired);
    // No reconnect loop: one refused ticket request, then nothing.
    await page.waitForTimeout(3_000);
    expect(tickets).toEqual([401]);
    expect(streamsOpened).toBe(1);
  });
});
