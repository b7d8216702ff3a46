import { authLimits } from '@chaba/core/auth/auth-settings';
import { loginAttempts } from '@chaba/db/schema';
import { expect, test } from 'vitest';
import { countSms, readOtp, registerMemberThroughApi } from './support/api';
import { eventually, setUpE2e, viewports } from './support/browser';
import { field, popup, submitLogin, textOf } from './support/site';
import { th } from './support/texts';

const e2e = setUpE2e();

test('the login popup asks for the SMS code of an account under attack, and the code logs the member in', async () => {
  const member = await registerMemberThroughApi(e2e.url);
  // The failures of a distributed attack, as many addresses would have left them (every request of
  // this test comes from 127.0.0.1, so they are written here).
  await e2e.server.running.connection.db.insert(loginAttempts).values(
    Array.from({ length: authLimits.distributedAttackFailures }, (_, index) => ({
      phone: member.phone,
      succeeded: false,
      clientAddress: `203.0.113.${index}`,
      createdAt: e2e.server.clock.now(),
    })),
  );
  const smsBefore = await countSms(e2e.url, member.phone);
  const page = await e2e.openPage(viewports[0]!, '/login');
  const login = popup(page, th.login.title);
  await submitLogin(login, member.phone, member.password);

  const otp = field(login, th.fields.otp);
  await otp.waitFor();
  await eventually(() => textOf(login.getByTestId('server-errors'))).toContain('OTP');
  expect(await textOf(login)).toContain(th.login.otpHint);
  const code = await readOtp(e2e.url, member.phone, { after: smsBefore });
  await otp.fill(code);
  await login.getByTestId('login-submit').click();

  await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);
});
