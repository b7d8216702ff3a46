import { authLimits } from '@chaba/core/auth/auth-settings';
import { loginAttempts } from '@chaba/db/schema';
import { expect, test } from 'vitest';
import { countSms, readOtp, registerMemberThroughApi } from './support/api';
import { eventually, saveScreenshot, setUpE2e, viewports } from './support/browser';
import { field, popup, textOf } from './support/site';
import { en, th } from './support/texts';

const e2e = setUpE2e();

const cases = viewports.flatMap((viewport) =>
  [
    { language: 'th', texts: th, path: '/login' },
    { language: 'en', texts: en, path: '/en/login' },
  ].map((page) => ({ viewport, ...page })),
);

test.each(cases)(
  'the login popup asks for the SMS code of an account under attack, and the code logs the member in ($viewport.name, $language)',
  async ({ viewport, texts, path, language }) => {
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
    const page = await e2e.openPage(viewport, path);
    const login = popup(page, texts.login.title);
    await field(login, texts.fields.phone).fill(member.phone);
    await field(login, texts.fields.password).fill(member.password);
    await login.getByTestId('login-submit').click();

    const otp = field(login, texts.fields.otp);
    await otp.waitFor();
    await eventually(() => textOf(login.getByTestId('server-errors'))).toMatch(/OTP|code/);
    expect(await textOf(login)).toContain(texts.login.otpHint);
    // For the people who look at the screens with E2E_SCREENSHOTS=1 (e2e/screenshots is git-ignored).
    await saveScreenshot(page, `login-otp-${viewport.name}-${language}`);
    const code = await readOtp(e2e.url, member.phone, { after: smsBefore });
    await otp.fill(code);
    await login.getByTestId('login-submit').click();

    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);
  },
);
