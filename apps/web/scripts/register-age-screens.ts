/**
 * The date of birth at registration (issue 13): the register popup's bank step with its day, month
 * and year selects, refused under 20, at 390 px and 1280 px in Thai and English; then the console's
 * member page of the member who registered, with the date of birth and the age.
 *
 * Usage: STAFF_OTPAUTH_URI=otpauth://... [LANGUAGES=th,en] node --import tsx apps/web/scripts/register-age-screens.ts [baseUrl] [outDir]
 * Needs a running server with the development seed (admin / Admin1234) and Debian's chromium.
 */
import { generate } from 'otplib';
import { chromium, type Page } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3100';
const outDir = process.argv[3] ?? '/tmp/shots-register-age';
const password = 'Chaba2026x';
const totpUri = process.env.STAFF_OTPAUTH_URI;

/** The OTP the development SMS outbox holds for `phone`, waiting a little for it to arrive. */
async function readOtp(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${phone}`);
    const outbox = (await response.json()) as { data: { body: string }[] };
    const otp = outbox.data[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (otp) return otp;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no OTP for ${phone}`);
}

/** Walks the register popup to its bank step, fills it with an under-20 date, then a good one. */
async function register(page: Page, language: 'th' | 'en', width: number): Promise<string> {
  const phone = `09${String(Date.now()).slice(-8)}`;
  const prefix = language === 'th' ? '' : '/en';
  await page.goto(`${baseUrl}${prefix}/`);
  const announcement = page.getByTestId('announcement');
  await page.addLocatorHandler(announcement, async () => {
    await announcement.getByRole('button').last().click();
  });
  await page.waitForTimeout(1500);
  await page
    .getByRole('button', { name: language === 'th' ? 'สมัครสมาชิก' : 'Register', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('form button[type="submit"]').first().click();
  await page.locator('input[name="otp"]').fill(await readOtp(phone));
  await page.locator('form button[type="submit"]').first().click();
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password_confirmation"]').fill(password);
  await page.locator('form button[type="submit"]').first().click();
  await page.locator('[role="dialog"] fieldset button').first().click();
  await page.locator('input[name="account_number"]').fill(`1${phone.slice(1)}`);
  await page.locator('input[name="name"]').fill('มานี อายุครบ');
  await page.locator('input[name="line"]').fill(phone);
  await page.screenshot({ path: `${outDir}/bank-step-${language}-${width}.png` });
  await page.locator('select[name="date_of_birth_day"]').selectOption('10');
  await page.locator('select[name="date_of_birth_month"]').selectOption('03');
  await page.locator('select[name="date_of_birth_year"]').selectOption(String(new Date().getFullYear() - 15));
  await page.locator('form button[type="submit"]').first().click();
  await page.locator('fieldset[data-field="date_of_birth"] [role="alert"]').waitFor();
  await page.locator('form button[type="submit"]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${outDir}/under-20-${language}-${width}.png` });
  await page.locator('select[name="date_of_birth_year"]').selectOption('1990');
  await page.locator('form button[type="submit"]').first().click();
  await page
    .getByTestId('member-phone')
    .first()
    .waitFor({ state: 'attached', timeout: 15000 })
    .catch(() => {});
  return phone;
}

/** Logs the development seed's owner in once (a TOTP code is good for one login). */
async function logInStaff(page: Page) {
  await page.goto(`${baseUrl}/backoffice/login`);
  await page.locator('input[autocomplete="username"]').fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill('Admin1234');
  const secret = new URL(totpUri!).searchParams.get('secret')!;
  await page.locator('input[autocomplete="one-time-code"]').fill(await generate({ secret }));
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

async function memberPage(page: Page, phone: string, language: 'th' | 'en', width: number) {
  await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
  await page.evaluate((value) => localStorage.setItem('chaba.backoffice.language', value), language);
  await page.goto(`${baseUrl}/backoffice/members?q=${phone}`);
  const href = await page
    .locator(`a[href^="/backoffice/members/"]:has-text("${phone}")`)
    .first()
    .getAttribute('href');
  await page.goto(`${baseUrl}${href}`);
  await page.getByTestId('member-date-of-birth').waitFor();
  await page.screenshot({ path: `${outDir}/member-page-${language}-${width}.png`, fullPage: width < 800 });
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const staff = await browser.newPage();
  if (totpUri) await logInStaff(staff);
  for (const language of (process.env.LANGUAGES ?? 'th,en').split(',') as ('th' | 'en')[]) {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
      const phone = await register(page, language, width);
      if (totpUri) await memberPage(staff, phone, language, width);
      await page.close();
      console.log(`saved ${language} ${width}`);
    }
  }
} finally {
  await browser.close();
}
