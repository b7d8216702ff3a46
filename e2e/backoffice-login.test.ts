import { totpCode } from '@chaba/core/backoffice/totp';
import { describe, expect, test } from 'vitest';
import { callApi } from './support/api';
import { bo, consoleField, freshUsername, nextCode, staffWithSecondFactor } from './support/backoffice';
import { setUpE2e, viewports } from './support/browser';

const e2e = setUpE2e();

/** An owner's invitation through the staff API: the new account and its one-time password. */
async function invite(role: 'support' | 'finance') {
  const owner = await staffWithSecondFactor(e2e.server, 'owner');
  const login = await callApi<{ access_token: string }>(e2e.url, '/api/backoffice/login', {
    body: { username: owner.username, password: owner.password, otp: await nextCode(owner.secret) },
  });
  const invited = await callApi<{ data: { username: string; one_time_password: string } }>(
    e2e.url,
    '/api/backoffice/staff',
    { token: login.access_token, body: { username: freshUsername(role), role } },
  );
  return invited.data;
}

describe.each(viewports)('signing in to the console at $width px', (viewport) => {
  test('an invited staff member sets a password, sets up the authenticator from the QR code, keeps the recovery codes and sees only the desks of the role', async () => {
    const invited = await invite('support');
    const page = await e2e.newPage(viewport);
    await page.goto(`${e2e.url}/backoffice/withdrawals`);
    await page.waitForURL(/\/backoffice\/login/);

    // The one-time password, no code yet.
    await consoleField(page, bo.auth.username).fill(invited.username);
    await consoleField(page, bo.auth.password).fill(invited.one_time_password);
    await page.getByRole('button', { name: bo.auth.submit, exact: true }).click();

    await page.getByRole('heading', { name: bo.firstLogin.passwordTitle }).waitFor();
    await consoleField(page, bo.firstLogin.newPassword).fill('Support99');
    await consoleField(page, bo.firstLogin.confirmPassword).fill('Support98');
    await page.getByRole('button', { name: bo.firstLogin.passwordSubmit }).click();
    await page.getByText(bo.validation.password_mismatch).waitFor();
    await consoleField(page, bo.firstLogin.confirmPassword).fill('Support99');
    await page.getByRole('button', { name: bo.firstLogin.passwordSubmit }).click();

    // The QR code and its secret as text; a wrong code is refused, the app's code confirms it.
    await page.getByRole('heading', { name: bo.firstLogin.totpTitle }).waitFor();
    expect(await page.getByTestId('totp-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const wrong = String((Number(await totpCode(secret, new Date())) + 500_000) % 1_000_000).padStart(6, '0');
    await consoleField(page, bo.auth.otp).fill(wrong);
    await page.getByRole('button', { name: bo.firstLogin.totpSubmit }).click();
    await page.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
    await consoleField(page, bo.auth.otp).fill(await nextCode(secret));
    await page.getByRole('button', { name: bo.firstLogin.totpSubmit }).click();

    // Ten recovery codes, shown once; the start waits for the staff member to say they kept them.
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const start = page.getByRole('button', { name: bo.firstLogin.recoveryDone });
    expect(await start.isDisabled()).toBe(true);
    await page.getByLabel(bo.firstLogin.recoveryConfirm).check();
    await start.click();

    // Support works members and deposits: the withdrawal desk it was sent away from is not there.
    await page.getByText(bo.common.forbidden).waitFor();
    const menu = page.getByRole('navigation', { name: bo.common.menu }).filter({ visible: true });
    expect(await menu.getByRole('link', { name: bo.nav.deposits }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: bo.nav.withdrawals }).count()).toBe(0);
  });

  test('a wrong code is refused like a wrong password, and signing out ends the session', async () => {
    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const page = await e2e.newPage(viewport);
    await page.goto(`${e2e.url}/backoffice/login`);
    await consoleField(page, bo.auth.username).fill(finance.username);
    await consoleField(page, bo.auth.password).fill(finance.password);
    await consoleField(page, bo.auth.otp).fill('000000');
    await page.getByRole('button', { name: bo.auth.submit, exact: true }).click();
    await page.getByTestId('form-error').waitFor();
    expect(page.url()).toContain('/backoffice/login');

    // A recovery code instead of the app's code.
    await page.getByRole('button', { name: bo.auth.useRecovery }).click();
    await consoleField(page, bo.auth.recoveryCode).fill(finance.recoveryCodes[0]!);
    await page.getByRole('button', { name: bo.auth.submit, exact: true }).click();
    // Finance may read the reports: the dashboard is its home.
    await page.waitForURL(/\/backoffice\/dashboard/);

    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('chaba.backoffice.session')!).token,
    );
    if (viewport.name === 'mobile') {
      await page.getByRole('button', { name: bo.nav.more }).click();
      await page.getByRole('dialog').getByRole('button', { name: bo.auth.logout }).click();
    } else {
      await page.getByRole('button', { name: bo.auth.logout }).click();
    }
    await page.getByText(bo.auth.loggedOut).waitFor();
    const after = await fetch(`${e2e.url}/api/backoffice/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });
});
