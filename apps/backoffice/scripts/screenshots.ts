/**
 * Walks through the console's screens at 390 px and 1280 px, in Thai and English, and saves a
 * screenshot of each: the login, then every desk the staff member's role shows in the sidebar.
 * Not a test (e2e/backoffice-*.test.ts are): a way to look at the screens after a change.
 *
 * Usage: node --import tsx apps/backoffice/scripts/screenshots.ts [baseUrl] [outDir]
 * Needs a running server (`npm run build && PORT=3411 npm run serve`), Debian's chromium, and the
 * staff login in STAFF_USERNAME / STAFF_PASSWORD (the development seed's admin by default) with its
 * TOTP secret in STAFF_TOTP_SECRET, or the otpauth:// URI the server printed in STAFF_OTPAUTH_URI.
 */
import { generate } from 'otplib';
import { chromium, type Page } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3411';
const outDir = process.argv[3] ?? '/tmp/shots-backoffice';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const languages = (process.env.LANGUAGES ?? 'th,en').split(',');
const desks = (
  process.env.DESKS ?? 'withdrawals,deposits,members,adjustments,staff,sessions,audit,jobs'
).split(',');
const username = process.env.STAFF_USERNAME ?? 'admin';
const password = process.env.STAFF_PASSWORD ?? 'Admin1234';
let totpSecret =
  process.env.STAFF_TOTP_SECRET ??
  (process.env.STAFF_OTPAUTH_URI
    ? new URL(process.env.STAFF_OTPAUTH_URI).searchParams.get('secret')
    : null) ??
  undefined;

/** The current code of an authenticator secret (RFC 6238, as authenticator apps compute it). */
function totpCode(secret: string): Promise<string> {
  return generate({ secret });
}

/**
 * Logs in with the code of the known secret; a staff member without a second factor goes through its
 * setup (screenshots of each step), and the secret it showed is used from then on.
 */
async function logIn(page: Page, name: string) {
  await page.goto(`${baseUrl}/backoffice/login`);
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  if (totpSecret) await page.locator('input[autocomplete="one-time-code"]').fill(await totpCode(totpSecret));
  await page.locator('button[type="submit"]').click();
  const secret = page.getByTestId('totp-secret');
  await Promise.race([secret.waitFor(), page.waitForURL((url) => !url.pathname.endsWith('/login'))]);
  if (!(await secret.isVisible())) return;
  await page.screenshot({ path: `${outDir}/setup-totp-${name}.png` });
  totpSecret = (await secret.textContent())!.replace(/\s/g, '');
  console.log(`second factor set up, secret ${totpSecret}`);
  await page.locator('input[autocomplete="one-time-code"]').fill(await totpCode(totpSecret));
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('recovery-codes').waitFor();
  await page.screenshot({ path: `${outDir}/setup-recovery-${name}.png` });
  await page.locator('input[type="checkbox"]').check();
  await page.locator('button.w-full').last().click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** The decision dialogs of the queues, opened on their first row (when there is one). */
async function dialogs(page: Page, name: string) {
  for (const [desk, testId, button] of [
    ['withdrawals', 'withdrawals-table', /^(อนุมัติ|Approve)$/],
    ['deposits', 'statement-lines-table', /^(จับคู่|Match)$/],
  ] as const) {
    await page.goto(`${baseUrl}/backoffice/${desk}`);
    const row = page.getByTestId(testId).locator('[data-row-id]').filter({ visible: true }).first();
    if (
      !(await row.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    await row.getByRole('button', { name: button }).click();
    await page.waitForTimeout(900);
    await page.screenshot({ path: `${outDir}/dialog-${desk}-${name}.png` });
    console.log(`saved dialog-${desk}-${name}.png`);
  }
}

/** The server accepts each code once: a second login in the same 30 s waits for the next one. */
let lastLoginStep = 0;
async function waitForNextCode() {
  const step = Math.floor(Date.now() / 30_000);
  if (step <= lastLoginStep)
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  for (const language of languages) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 800 },
        isMobile: width < 768,
        hasTouch: width < 768,
        locale: 'th-TH',
        timezoneId: 'Asia/Bangkok',
      });
      await context.addInitScript(
        (value) => localStorage.setItem('chaba.backoffice.language', value),
        language,
      );
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') console.log(`  console.error: ${message.text()}`);
      });
      await page.goto(`${baseUrl}/backoffice/login`);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}/login-${language}-${width}.png` });
      if (totpSecret) await waitForNextCode();
      await logIn(page, `${language}-${width}`);
      lastLoginStep = Math.floor(Date.now() / 30_000);
      for (const desk of desks) {
        // A desk may be any console path, e.g. `members/1?tab=ledger`.
        const name = desk.replace(/[^a-z0-9]+/gi, '-');
        await page.goto(`${baseUrl}/backoffice/${desk}`);
        await page.waitForTimeout(900);
        await page.screenshot({ path: `${outDir}/${name}-${language}-${width}.png`, fullPage: width >= 768 });
        console.log(`saved ${name}-${language}-${width}.png`);
      }
      if (process.env.DIALOGS) await dialogs(page, `${language}-${width}`);
      await context.close();
    }
  }
  await browser.close();
}

await main();
