/**
 * Screenshots of the console's player-protection screens (issue 13) at 390 px and 1280 px, in Thai
 * and English: a member's page on its player-protection tab (a time-out, limits, a waiting raise,
 * history), and
 * the deposit desk's unmatched transfers with one held by player protection. Not a test
 * (e2e/backoffice-member-protection.test.ts is): a way to look at the screens after a change.
 *
 * Usage: npm run build && node --import tsx e2e/scripts/protection-screens.ts [outDir]
 * Starts its own server on a fresh embedded database, like the browser tests.
 */
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { callApi, registerMemberThroughApi } from '../support/api';
import { nextCode, staffWithSecondFactor } from '../support/backoffice';
import { postStatementLine } from '../support/money';
import { startE2eServer } from '../support/server';

const outDir = process.argv[2] ?? '/tmp/shots-protection';
const server = await startE2eServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const member = await registerMemberThroughApi(server.url);
  const { access_token: token } = await callApi<{ access_token: string }>(server.url, '/api/login', {
    body: { phone: member.phone, password: member.password },
  });
  const putLimits = (limits: object) =>
    fetch(`${server.url}/api/customers/responsible-gambling/limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(limits),
    });
  await putLimits({ deposit_day: 2000, deposit_month: 20000, loss_week: 800 });
  const prepared = await callApi<{ data: { amount: number; to_account_number: string } }>(
    server.url,
    '/api/requests/deposit/prepare',
    { token, body: { amount: '1500' } },
  );
  // The member lowers the limit after asking for the deposit: the transfer is held.
  await putLimits({ deposit_day: 1000 });
  await putLimits({ deposit_week: 5000 });
  await putLimits({ deposit_week: 9000 });
  const outcome = await postStatementLine(server.url, {
    accountNumber: prepared.data.to_account_number,
    amount: prepared.data.amount,
    fromAccount: member.accountNumber,
  });
  console.log(`the transfer was ${outcome}`);
  await callApi(server.url, '/api/customers/responsible-gambling/time-out', {
    token,
    body: { period: '7d' },
  });
  const [row] = await server.running.connection.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, member.phone));

  const staff = await staffWithSecondFactor(server, 'finance');
  for (const width of [390, 1280]) {
    const mobile = width < 800;
    const context = await browser.newContext({
      viewport: { width, height: mobile ? 844 : 800 },
      isMobile: mobile,
      hasTouch: mobile,
      timezoneId: 'Asia/Bangkok',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/backoffice/login`);
    await page.locator('input[autocomplete="username"]').fill(staff.username);
    await page.locator('input[autocomplete="current-password"]').fill(staff.password);
    await page.locator('input[autocomplete="one-time-code"]').fill(await nextCode(staff.secret));
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    for (const language of ['th', 'en']) {
      await page.evaluate((value) => localStorage.setItem('chaba.backoffice.language', value), language);
      await page.goto(`${server.url}/backoffice/members/${row!.id}?tab=protection`);
      await page.getByTestId('protection-history').waitFor();
      await page.screenshot({ path: `${outDir}/member-protection-${language}-${width}.png`, fullPage: true });
      await page.goto(`${server.url}/backoffice/deposits`);
      await page.getByTestId('held-by-protection').filter({ visible: true }).first().waitFor();
      await page.screenshot({ path: `${outDir}/held-transfer-${language}-${width}.png`, fullPage: mobile });
      console.log(`saved ${language} ${width}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
