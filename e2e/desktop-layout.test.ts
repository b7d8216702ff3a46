import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { webMoneyEn } from '@chaba/i18n/catalogs/web-money.en';
import { webMoneyTh } from '@chaba/i18n/catalogs/web-money.th';
import { registerMemberThroughApi, type ApiMember } from './support/api';
import {
  eventually,
  saveScreenshot,
  setUpE2e,
  viewports,
  waitForHydration,
  type Viewport,
} from './support/browser';
import { openAsMember } from './support/money';
import { control, dismissToasts, popup } from './support/site';
import { en, th } from './support/texts';

/**
 * Issue 15, "the desktop is the phone layout stretched": from 768 px every page shows the desktop top
 * menu and, for a member, the member bar with logout (spec §2.2); neither the hamburger nor the phone's
 * bottom bar; the lobby's grid fills the width; nothing is wider than the screen. Below 768 px the phone
 * layout stays. With E2E_SCREENSHOTS=1 every page and popup is photographed at 390 and 1280 px in Thai
 * and English (e2e/screenshots/desktop-*.png) for a person to look at.
 */
const e2e = setUpE2e();

const languages = [
  { code: 'th', prefix: '', texts: th, money: webMoneyTh },
  { code: 'en', prefix: '/en', texts: en, money: webMoneyEn },
] as const;
type Language = (typeof languages)[number];

interface SitePage {
  name: string;
  path: string;
  /** Members only: a guest is sent to /login instead. */
  membersOnly?: boolean;
}

const sitePages: SitePage[] = [
  { name: 'home', path: '/' },
  { name: 'lobby', path: '/lobby', membersOnly: true },
  { name: 'promotion', path: '/promotion' },
  { name: 'article', path: '/article' },
  { name: 'history', path: '/history', membersOnly: true },
  { name: 'referral', path: '/referral' },
  { name: 'deposit', path: '/deposit', membersOnly: true },
  { name: 'withdraw', path: '/withdraw', membersOnly: true },
  { name: 'responsible-gaming', path: '/responsible-gaming' },
  { name: 'not-found', path: '/no-such-page' },
];

/** Saved with E2E_SCREENSHOTS=1 (support/browser.ts), for a person to look at. */
async function screenshot(page: Page, name: string, viewport: Viewport, language: Language) {
  await saveScreenshot(page, `desktop-${name}-${language.code}-${viewport.width}`);
}

/** The localized address of a page: '/en' + '/lobby'; the home page is '/en' itself. */
function localized(language: Language, path: string): string {
  if (!language.prefix) return path;
  return path === '/' ? language.prefix : `${language.prefix}${path}`;
}

/** Only the elements a person can see (menus and drawers repeat some controls, hidden by CSS). */
const visible = (locator: Locator) => locator.filter({ visible: true });

function topMenu(page: Page, language: Language): Locator {
  return page.getByRole('navigation', { name: language.texts.nav.mainMenu, exact: true });
}

function hamburger(page: Page, language: Language): Locator {
  return page.getByRole('button', { name: language.texts.nav.openMenu, exact: true });
}

function bottomBar(page: Page, language: Language): Locator {
  return page.getByRole('navigation', { name: language.texts.nav.bottomBar, exact: true });
}

/**
 * Closes the announcement popup the first time it greets this browser tab (the site remembers the
 * dismissal for the tab), so that the screenshots show the pages under it.
 */
async function closeAnnouncementOnce(page: Page): Promise<void> {
  const announcement = page.getByTestId('announcement');
  const shown = await announcement
    .waitFor({ timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) {
    await announcement.getByRole('button').last().click();
    await announcement.waitFor({ state: 'detached' });
  }
}

async function visit(page: Page, language: Language, path: string): Promise<void> {
  await page.goto(`${e2e.url}${localized(language, path)}`);
  await waitForHydration(page);
}

/** How far the page reaches beyond the screen's width (0 when nothing overflows sideways). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function expectDesktopChrome(page: Page, language: Language, member: boolean, where: string) {
  await visible(topMenu(page, language)).first().waitFor();
  expect(await visible(hamburger(page, language)).count(), `${where}: hamburger`).toBe(0);
  expect(await visible(bottomBar(page, language)).count(), `${where}: bottom bar`).toBe(0);
  if (member) {
    const bar = page.getByTestId('member-bar');
    await bar.waitFor();
    await control(bar, language.texts.nav.logout).waitFor();
    await control(bar, language.texts.nav.deposit).waitFor();
    await control(bar, language.texts.nav.withdraw).waitFor();
    await control(bar, language.texts.member.accountInfo).waitFor();
    await visible(bar.getByTestId('credit')).waitFor();
    await visible(bar.getByTestId('credit-refresh')).waitFor();
  }
  expect(await horizontalOverflow(page), `${where}: sideways overflow`).toBeLessThanOrEqual(0);
  expect(await overlappingHeaderParts(page), `${where}: the header's parts`).toEqual([]);
}

async function expectPhoneChrome(page: Page, language: Language, where: string) {
  await visible(hamburger(page, language)).first().waitFor();
  await visible(bottomBar(page, language)).first().waitFor();
  expect(await visible(topMenu(page, language)).count(), `${where}: desktop top menu`).toBe(0);
  expect(await horizontalOverflow(page), `${where}: sideways overflow`).toBeLessThanOrEqual(0);
}

/**
 * The header's and the member bar's visible controls that overlap one another, stick out of the
 * screen or break their label over two lines (a menu too long for the width), by their text.
 */
async function overlappingHeaderParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parts = Array.from(
      document.querySelectorAll('header a, header button, [data-testid="member-bar"] button'),
    )
      .map((element) => {
        // A text broken over two lines has a box per line.
        const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let lines = 0;
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          lines = Math.max(lines, range.getClientRects().length);
        }
        return { name: element.textContent?.trim() ?? '', box: element.getBoundingClientRect(), lines };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const problems: string[] = [];
    for (const [index, part] of parts.entries()) {
      if (part.box.left < 0 || part.box.right > window.innerWidth) problems.push(`${part.name} off screen`);
      if (part.lines > 1) problems.push(`${part.name} wraps`);
      for (const other of parts.slice(index + 1)) {
        const apart =
          part.box.right <= other.box.left + 0.5 ||
          other.box.right <= part.box.left + 0.5 ||
          part.box.bottom <= other.box.top + 0.5 ||
          other.box.bottom <= part.box.top + 0.5;
        if (!apart) problems.push(`${part.name} overlaps ${other.name}`);
      }
    }
    return problems;
  });
}

/** The columns of the lobby's first row of tiles, counted by their left edges. */
async function lobbyColumns(page: Page): Promise<{ columns: number; squareArt: boolean }> {
  return page.getByTestId('lobby').evaluate((lobby) => {
    const tiles = Array.from(lobby.querySelectorAll('[data-testid="game-tile"]'));
    const boxes = tiles.map((tile) => tile.getBoundingClientRect());
    const firstRowTop = Math.min(...boxes.map((box) => box.top));
    const firstRow = boxes.filter((box) => Math.abs(box.top - firstRowTop) < 2);
    const art = tiles.map((tile) => tile.querySelector('img')!.getBoundingClientRect());
    return {
      columns: new Set(firstRow.map((box) => Math.round(box.left))).size,
      squareArt: art.every((box) => box.width > 0 && Math.abs(box.width - box.height) <= 1),
    };
  });
}

describe.each(languages)('desktop layout ($code)', (language) => {
  const desktop = viewports.find((viewport) => viewport.name === 'desktop')!;
  const mobile = viewports.find((viewport) => viewport.name === 'mobile')!;

  test('a guest at 1280 px: the top menu on every page, no hamburger, no bottom bar, nothing overflows', async () => {
    const page = await e2e.newPage(desktop);
    await visit(page, language, '/');
    await closeAnnouncementOnce(page);
    for (const sitePage of sitePages.filter((candidate) => !candidate.membersOnly)) {
      await visit(page, language, sitePage.path);
      await expectDesktopChrome(page, language, false, sitePage.name);
      // The guest's way in is in the header: login and register.
      await control(page.locator('header'), language.texts.nav.login).waitFor();
      await control(page.locator('header'), language.texts.nav.register).waitFor();
      await screenshot(page, `guest-${sitePage.name}`, desktop, language);
    }

    // The login and registration popups, over the desktop page.
    for (const [path, title] of [
      ['/login', language.texts.login.title],
      ['/register', language.texts.register.title],
    ] as const) {
      await visit(page, language, path);
      await popup(page, title).waitFor();
      await expectDesktopChrome(page, language, false, path);
      await screenshot(page, `guest-popup${path.replace('/', '-')}`, desktop, language);
    }
  });

  test('a member at 1280 px: the top menu and the member bar with logout on every page; the lobby fills the width', async () => {
    const member: ApiMember = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, desktop, member);
    await closeAnnouncementOnce(page);
    await dismissToasts(page);
    for (const sitePage of sitePages) {
      await visit(page, language, sitePage.path);
      await expectDesktopChrome(page, language, true, sitePage.name);
      if (sitePage.name === 'deposit') {
        // The page taps deposit for the member: the account-number alert comes first.
        await popup(page, language.money.checkAccount.title).waitFor();
      }
      if (sitePage.name === 'withdraw') await page.getByTestId('withdraw-popup').waitFor();
      await screenshot(page, `member-${sitePage.name}`, desktop, language);
    }

    // The lobby: at least four tiles across on the casino tab (five games), each art square.
    await visit(page, language, '/lobby?category=casino');
    await page.getByTestId('game-tile').first().waitFor();
    const grid = await lobbyColumns(page);
    expect(grid.columns).toBeGreaterThanOrEqual(4);
    expect(grid.squareArt).toBe(true);
    await screenshot(page, 'member-lobby-casino', desktop, language);

    // Scrolled past 330 px, the header with the member bar stays at the top (spec §2.2). A low window
    // makes the lobby tall enough to scroll whatever stands above the games.
    await page.setViewportSize({ width: desktop.width, height: 480 });
    await page.evaluate(() => window.scrollTo(0, 400));
    const stuckHeader = visible(page.locator('[data-sticky]'));
    await stuckHeader.waitFor();
    // It slides down into place.
    await eventually(async () => (await stuckHeader.boundingBox())?.y).toBe(0);
    await visible(stuckHeader.getByTestId('member-bar')).waitFor();
    await screenshot(page, 'member-lobby-scrolled', desktop, language);
    await page.setViewportSize({ width: desktop.width, height: desktop.height });

    // The member bar's popups: account info, deposit (after the alert), withdraw.
    await visit(page, language, '/');
    const bar = page.getByTestId('member-bar');
    await control(bar, language.texts.member.accountInfo).click();
    const information = page.getByTestId('information-popup');
    await information.waitFor();
    await screenshot(page, 'member-popup-information', desktop, language);
    await page.keyboard.press('Escape');
    await information.waitFor({ state: 'detached' });

    await control(bar, language.texts.nav.deposit).click();
    const alert = popup(page, language.money.checkAccount.title);
    await control(alert, language.money.checkAccount.confirm).click();
    await page.getByTestId('deposit-popup').waitFor();
    await screenshot(page, 'member-popup-deposit', desktop, language);
    await page.keyboard.press('Escape');
    await page.getByTestId('deposit-popup').waitFor({ state: 'detached' });

    await control(bar, language.texts.nav.withdraw).click();
    await page.getByTestId('withdraw-popup').waitFor();
    await screenshot(page, 'member-popup-withdraw', desktop, language);
  });

  test('at 390 px the phone layout stays: hamburger and bottom bar, no desktop top menu', async () => {
    const guest = await e2e.newPage(mobile);
    await visit(guest, language, '/');
    await closeAnnouncementOnce(guest);
    for (const sitePage of sitePages.filter((candidate) => !candidate.membersOnly)) {
      await visit(guest, language, sitePage.path);
      await expectPhoneChrome(guest, language, `guest ${sitePage.name}`);
      await screenshot(guest, `guest-${sitePage.name}`, mobile, language);
    }

    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, mobile, member);
    await closeAnnouncementOnce(page);
    await dismissToasts(page);
    for (const sitePage of sitePages) {
      await visit(page, language, sitePage.path);
      await expectPhoneChrome(page, language, `member ${sitePage.name}`);
      await screenshot(page, `member-${sitePage.name}`, mobile, language);
    }
  });
});

describe.each(languages)('narrow desktops ($code)', (language) => {
  test.each([768, 1024])(
    'at %i px the top menu, the member bar and the lobby fit without overflowing',
    async (width) => {
      const narrow: Viewport = { name: 'desktop', width, height: 900 };
      const guest = await e2e.newPage(narrow);
      await visit(guest, language, '/');
      await closeAnnouncementOnce(guest);
      await expectDesktopChrome(guest, language, false, 'guest home');
      await screenshot(guest, 'guest-home', narrow, language);

      const member = await registerMemberThroughApi(e2e.url);
      const page = await openAsMember(e2e, narrow, member);
      await closeAnnouncementOnce(page);
      await dismissToasts(page);
      for (const path of ['/', '/lobby']) {
        await visit(page, language, path);
        await expectDesktopChrome(page, language, true, `member ${path}`);
        await screenshot(page, `member${path === '/' ? '-home' : path.replace('/', '-')}`, narrow, language);
      }
    },
  );
});
