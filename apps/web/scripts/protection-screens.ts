/**
 * Player protection on the member site (issue 13) at 390 px and 1280 px, in Thai and English: the
 * responsible-gaming page (guest and member), the play-control tab of the information popup, the
 * time-out confirmation, the deposit-limit offer at the first deposit, the reality check over a game,
 * the login refusal of a self-excluded member and the restricted-account page.
 *
 * Usage: npm run build -w @chaba/web && node --import tsx apps/web/scripts/protection-screens.ts [outDir]
 * It starts its own server and demo aggregator on a fresh PGlite (as the browser tests do), with a
 * clock it moves forward for the reality check. Needs Debian's chromium. Screens whose API is not
 * there yet are skipped with a note.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { registerMemberThroughApi, type ApiMember } from '../../../e2e/support/api';
import { memberWithCredit, startGameLoopServer, type GameLoopServer } from '../../../e2e/support/game-loop';

const outDir = process.argv[2] ?? '/tmp/shots-protection';
const languages = (process.env.LANGUAGES ?? 'th,en').split(',') as ('th' | 'en')[];
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(400);
  // The announcement greets a page with no popup open; a person closes it first.
  const announcement = page.getByTestId('announcement');
  if (await announcement.isVisible())
    await announcement
      .getByRole('button')
      .last()
      .click({ timeout: 1500 })
      .catch(() => {});
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage });
  console.log(`saved ${name}.png`);
}

async function tryStep(name: string, step: () => Promise<void>) {
  try {
    await step();
  } catch (error) {
    console.log(`skipped ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

async function newPage(browser: Browser, server: GameLoopServer, width: number): Promise<Page> {
  const mobile = width < 768;
  const context = await browser.newContext({
    viewport: { width, height: mobile ? 844 : 800 },
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  if (server.clock.travelled()) await context.clock.install({ time: server.clock.now() });
  const page = await context.newPage();
  const announcement = page.getByTestId('announcement');
  await page.addLocatorHandler(announcement, async () => {
    await announcement.getByRole('button').last().click();
  });
  return page;
}

async function logIn(page: Page, server: GameLoopServer, prefix: string, member: ApiMember) {
  await page.goto(`${server.url}${prefix}/login`);
  await page.waitForTimeout(1200);
  const login = page.getByRole('dialog').filter({ has: page.locator('input[name="phone"]') });
  await login.locator('input[name="phone"]').fill(member.phone);
  await login.locator('input[name="password"]').fill(member.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('member-phone').first().waitFor({ state: 'attached' });
  await page.waitForTimeout(600);
}

async function dismissToasts(page: Page) {
  const toasts = page.getByTestId('toast').locator('[role="status"], [role="alert"]');
  for (let count = await toasts.count(); count > 0; count -= 1)
    await toasts
      .first()
      .getByRole('button')
      .click({ timeout: 1000 })
      .catch(() => {});
}

async function memberScreens(browser: Browser, server: GameLoopServer, language: 'th' | 'en', width: number) {
  const prefix = language === 'th' ? '' : '/en';
  const tag = `${language}-${width}`;
  const guest = await newPage(browser, server, width);
  await guest.goto(`${server.url}${prefix}/responsible-gaming`);
  await guest.waitForTimeout(1200);
  await shot(guest, `page-guest-${tag}`, true);
  await guest.goto(`${server.url}${prefix}/responsible-gaming/account`);
  await guest.waitForTimeout(800);
  await shot(guest, `restricted-empty-${tag}`);
  await guest.context().close();

  const member = await registerMemberThroughApi(server.url);
  const page = await newPage(browser, server, width);
  await logIn(page, server, prefix, member);
  await page.goto(`${server.url}${prefix}/responsible-gaming`);
  await page.getByTestId('protection-tools').waitFor();
  await dismissToasts(page);
  await shot(page, `page-member-${tag}`, true);
  await page.getByTestId('time-out').getByRole('button').first().click();
  await shot(page, `confirm-time-out-${tag}`);
  await page.getByTestId('confirm-restriction').getByRole('button').last().click();

  // The information popup's play-control tab.
  await page.goto(`${server.url}${prefix}/`);
  await page.waitForTimeout(1000);
  await dismissToasts(page);
  if (width < 768) {
    await page
      .getByRole('button', { name: language === 'th' ? 'เปิดเมนู' : 'Open menu' })
      .first()
      .click();
    await page
      .getByRole('navigation')
      .getByRole('button')
      .filter({ hasText: language === 'th' ? 'ควบคุมการเล่น' : 'Play control' })
      .click();
  } else {
    await page
      .getByTestId('member-bar')
      .getByRole('button', { name: language === 'th' ? 'ข้อมูลบัญชี' : 'Account info' })
      .click();
    await page.getByTestId('information-popup').getByRole('tab').last().click();
  }
  await page.getByTestId('information-popup').getByTestId('protection-tools').waitFor();
  await shot(page, `tab-${tag}`);
  await page.keyboard.press('Escape');

  await page.context().close();

  // The first deposit of a new member: the offer under the deposit popup’s amount form.
  const newcomer = await newPage(browser, server, width);
  await logIn(newcomer, server, prefix, await registerMemberThroughApi(server.url));
  await newcomer.goto(`${server.url}${prefix}/deposit`);
  await tryStep(`offer-${tag}`, async () => {
    await newcomer.getByTestId('deposit-check-account').locator('button.flex-1').click({ timeout: 5000 });
    await newcomer.getByTestId('deposit-limit-offer').waitFor({ timeout: 5000 });
    await shot(newcomer, `offer-${tag}`);
  });
  await newcomer.context().close();
  return member;
}

async function realityCheck(
  browser: Browser,
  server: GameLoopServer,
  language: 'th' | 'en',
  width: number,
  member: Awaited<ReturnType<typeof memberWithCredit>>,
) {
  const prefix = language === 'th' ? '' : '/en';
  await fetch(`${server.url}/api/customers/responsible-gambling/reality-check`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ interval_minutes: 15 }),
  });
  server.clock.travelTo(new Date(server.clock.now().getTime() + 1000));
  const page = await newPage(browser, server, width);
  await logIn(page, server, prefix, member);
  await page.goto(`${server.url}${prefix}/lobby`);
  await page.waitForTimeout(1200);
  await page.locator('[data-game-code="hibiscus-slot"]').click();
  await page.getByTestId('game-frame').waitFor();
  await page.waitForTimeout(1500);
  // 16.5 minutes of play: the server counts at most 90 s between heartbeats, and a session without
  // one for 5 minutes is over (decision 22), so both clocks move on 90 s at a time.
  for (let step = 0; step < 11; step += 1) {
    const beat = page.waitForResponse((response) => response.url().endsWith('/play-session/heartbeat'));
    server.clock.travelTo(new Date(server.clock.now().getTime() + 90_000));
    await page.clock.fastForward(90_000);
    await beat;
  }
  await page.getByTestId('reality-check').waitFor({ timeout: 8000 });
  // Straight to the picture: the dialog is there (waitFor above), nothing is to be closed first.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${outDir}/reality-check-${language}-${width}.png` });
  console.log(`saved reality-check-${language}-${width}.png`);
  await page.context().close();
}

/** A daily limit of 15 minutes used up: the heartbeat's refusal closes the game and says until when. */
async function playTimeReached(
  browser: Browser,
  server: GameLoopServer,
  language: 'th' | 'en',
  width: number,
  member: Awaited<ReturnType<typeof memberWithCredit>>,
) {
  const prefix = language === 'th' ? '' : '/en';
  await fetch(`${server.url}/api/customers/responsible-gambling/play-time`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ daily_minutes: 15 }),
  });
  server.clock.travelTo(new Date(server.clock.now().getTime() + 1000));
  const page = await newPage(browser, server, width);
  await logIn(page, server, prefix, member);
  await page.goto(`${server.url}${prefix}/lobby`);
  await page.waitForTimeout(1200);
  await page.locator('[data-game-code="hibiscus-slot"]').click();
  await page.getByTestId('game-frame').waitFor();
  for (let step = 0; step < 12 && (await page.getByTestId('game-frame').count()) > 0; step += 1) {
    const beat = page.waitForResponse((response) => response.url().endsWith('/play-session/heartbeat'));
    server.clock.travelTo(new Date(server.clock.now().getTime() + 90_000));
    await page.clock.fastForward(90_000);
    await beat;
    await page.waitForTimeout(300);
  }
  await page.getByTestId('game-frame').waitFor({ state: 'detached', timeout: 5000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${outDir}/play-time-reached-${language}-${width}.png` });
  console.log(`saved play-time-reached-${language}-${width}.png`);
  await page.context().close();
}

async function restrictedScreens(
  browser: Browser,
  server: GameLoopServer,
  language: 'th' | 'en',
  width: number,
) {
  const prefix = language === 'th' ? '' : '/en';
  const tag = `${language}-${width}`;
  // A member with a balance, so that the page offers the withdrawal.
  const member = await memberWithCredit(server, 300);
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: member.phone, password: member.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const excluded = await fetch(`${server.url}/api/customers/responsible-gambling/self-exclusion`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ period: '6m' }),
  });
  if (excluded.status !== 200) throw new Error(`self-exclusion answered ${excluded.status}`);
  const page = await newPage(browser, server, width);
  await page.goto(`${server.url}${prefix}/login`);
  await page.waitForTimeout(1200);
  await page.locator('input[name="phone"]').fill(member.phone);
  await page.locator('input[name="password"]').fill(member.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('server-errors').first().waitFor();
  await shot(page, `login-refused-${tag}`);
  await page.getByTestId('restricted-account-link').click();
  await page.getByTestId('restricted-account').waitFor();
  await page.waitForTimeout(800);
  await page.locator('input[name="phone"]').fill(member.phone);
  await page.locator('input[name="password"]').fill(member.password);
  await page.locator('form button[type="submit"]').click();
  await page.getByTestId('restricted-status').waitFor();
  await shot(page, `restricted-status-${tag}`, true);
  // The balance withdrawn to the registered account: the page then shows the pending withdrawal.
  await page.getByTestId('restricted-status').getByRole('button').last().click();
  await page
    .getByTestId('restricted-status')
    .getByText(/300\.00/)
    .last()
    .waitFor();
  await page.waitForTimeout(800);
  await shot(page, `restricted-withdrawn-${tag}`, true);
  await page.context().close();
}

const server = await startGameLoopServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(outDir, { recursive: true });
  for (const language of languages) {
    for (const width of widths) {
      await memberScreens(browser, server, language, width);
      await tryStep(`restricted-${language}-${width}`, () =>
        restrictedScreens(browser, server, language, width),
      );
    }
  }
  // Members with credit first: the bank's signed statement lines carry the real time, which the
  // server refuses once its clock has moved on.
  const players = [];
  for (let index = 0; index < 2 * languages.length * widths.length; index += 1)
    players.push(await memberWithCredit(server, 500));
  for (const language of languages) {
    for (const width of widths) {
      const player = players.pop()!;
      await tryStep(`reality-check-${language}-${width}`, () =>
        realityCheck(browser, server, language, width, player),
      );
      const limited = players.pop()!;
      await tryStep(`play-time-reached-${language}-${width}`, () =>
        playTimeReached(browser, server, language, width, limited),
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
