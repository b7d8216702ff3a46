import { addDays, bangkokDate } from '@chaba/core/bangkok-time';
import { runVipLevels } from '@chaba/core/vip/run-vip-levels';
import { webLoyaltyEn } from '@chaba/i18n/catalogs/web-loyalty.en';
import { webLoyaltyTh } from '@chaba/i18n/catalogs/web-loyalty.th';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { slotBet } from './support/bets';
import { callApi, registerMemberThroughApi, type ApiMember } from './support/api';
import {
  eventually,
  saveScreenshot,
  screenshotsWanted,
  setUpE2e,
  viewports,
  waitForHydration,
  type Viewport,
} from './support/browser';
import { openAsMember, staffToken } from './support/money';
import {
  clippedTexts,
  closeAnnouncementWhenItAppears,
  control,
  dismissToasts,
  openInformationPopup,
  textOf,
} from './support/site';
import { en, th, withValues } from './support/texts';

/**
 * The VIP page and the daily check-in on the member site (issue 31, decisions 72 and 73), in Thai
 * at 390 px and English at 1280 px: a member the vip-levels job raised to Bronze reaches /vip from
 * the menu and sees their level, the next one and the progress toward it; on /checkin they claim
 * day 1 once (a second tab's try is told it is already claimed) and the credit goes up by the
 * prize; the next Bangkok day shows the streak and pays day 2.
 */
const e2e = setUpE2e();
const week = [10, 20, 30, 40, 50, 60, 100];

/** Each viewport's language, site texts and path prefix. */
const languageOf = (viewport: Viewport) =>
  viewport.name === 'mobile'
    ? { site: th, loyalty: webLoyaltyTh, prefix: '', baht: 'บาท' }
    : { site: en, loyalty: webLoyaltyEn, prefix: '/en', baht: 'baht' };

let setUp: Promise<void> | undefined;

/** Once per file: two levels on turnover (staff through the console's API) and the check-in's week. */
function setUpLoyalty(): Promise<void> {
  setUp ??= (async () => {
    const token = await staffToken(e2e);
    const level = (rank: number, names: [string, string], badge: string, threshold: number) =>
      callApi(e2e.url, '/api/backoffice/vip/levels', {
        token,
        body: {
          rank,
          name_th: names[0],
          name_en: names[1],
          badge,
          basis: 'turnover',
          window_days: 7,
          threshold,
          keep_days: 30,
          cashback_percent: rank * 2,
          withdraw_daily_max: rank * 50_000,
          level_up_bonus: rank * 100,
          level_up_turnover: 1,
        },
      });
    await level(1, ['บรอนซ์', 'Bronze'], 'bronze', 1000);
    await level(2, ['ซิลเวอร์', 'Silver'], 'silver', 5000);
    const wheel = await callApi<{ data: { version: number } }>(e2e.url, '/api/backoffice/wheel', {
      token,
      method: 'GET',
    });
    await callApi(e2e.url, '/api/backoffice/wheel', {
      token,
      method: 'PUT',
      body: {
        version: wheel.data.version,
        active: false,
        daily_budget: 1000,
        deposit_minimum: null,
        login_rule: false,
        prizes: [{ key: 'again', kind: 'try_again', name_th: 'ลองใหม่', weight: 1 }],
        checkin_active: true,
        checkin_days: week.map((amount) => ({ amount, turnover_multiplier: 0 })),
      },
    });
  })();
  return setUp;
}

/** The member logged in, on the home page of the viewport's language. */
async function memberHome(viewport: Viewport, member: ApiMember): Promise<Page> {
  const page = await openAsMember(e2e, viewport, member);
  await page.goto(`${e2e.url}${languageOf(viewport).prefix || '/'}`);
  await waitForHydration(page);
  await page.getByTestId('member-phone').filter({ hasText: member.phone }).waitFor();
  return page;
}

/** Follows a member-feature link from the drawer (phone) or the member bar's menu (desktop). */
async function openFromMenu(page: Page, viewport: Viewport, label: string) {
  const { site } = languageOf(viewport);
  await dismissToasts(page);
  if (viewport.name === 'mobile') {
    await control(page, site.nav.openMenu).click();
    const drawer = page.getByRole('navigation', { name: site.nav.memberMenu, exact: true });
    await control(drawer, label).waitFor();
    await saveScreenshot(page, `loyalty-menu-${viewport.name}`);
    await control(drawer, label).click();
  } else {
    await control(page.getByTestId('member-bar'), site.member.moreMenu).click();
    await page.getByRole('menuitem', { name: label, exact: true }).waitFor();
    await saveScreenshot(page, `loyalty-menu-${viewport.name}`);
    await page.getByRole('menuitem', { name: label, exact: true }).click();
  }
}

/** The number in a credit text ('1,234.50 บาท' → 1234.5). */
const amountIn = (text: string) => Number(/[\d,]+\.\d\d/.exec(text)![0].replaceAll(',', ''));

describe.each(viewports)('VIP and check-in at $width px', (viewport) => {
  const { loyalty, prefix, baht } = languageOf(viewport);

  test('a member with a level sees it, the next level and the progress toward it', async () => {
    await setUpLoyalty();
    const member = await registerMemberThroughApi(e2e.url);
    const page = await memberHome(viewport, member);
    await openFromMenu(page, viewport, loyalty.nav.vip);
    await page.waitForURL(`${e2e.url}${prefix}/vip`);
    // No level yet: the first level is the next one, nothing counted toward it.
    await eventually(() => textOf(page.getByTestId('vip-current-name'))).toBe(loyalty.vip.noLevel);
    expect(await textOf(page.getByTestId('vip-progress'))).toBe(
      withValues(loyalty.vip.progress, { amount: '0.00', threshold: '1,000.00' }),
    );
    await saveScreenshot(page, `vip-no-level-${viewport.name}`, { fullPage: true });

    // 1,500 baht of bets today and the job's run: Bronze, with Silver next.
    const at = new Date(e2e.server.clock.now().getTime() - 1_000);
    await slotBet(e2e.server, member, { amountSatang: 150_000n, at, label: 'vip' });
    await runVipLevels(e2e.server.running.connection.db, { now: e2e.server.clock.now(), limit: 500 });
    await page.reload();
    await waitForHydration(page);
    const bronze = viewport.name === 'mobile' ? 'บรอนซ์' : 'Bronze';
    await eventually(() => textOf(page.getByTestId('vip-current-name'))).toBe(bronze);
    expect(await textOf(page.getByTestId('vip-next-name'))).toBe(
      viewport.name === 'mobile' ? 'ซิลเวอร์' : 'Silver',
    );
    expect(await textOf(page.getByTestId('vip-progress'))).toBe(
      withValues(loyalty.vip.progress, { amount: '1,500.00', threshold: '5,000.00' }),
    );
    expect(
      await page.getByRole('progressbar', { name: loyalty.vip.nextLevel }).getAttribute('aria-valuenow'),
    ).toBe('1500');
    expect(await textOf(page.getByTestId('vip-window'))).toBe(
      withValues(loyalty.vip.window.turnover, { days: 7 }),
    );
    const levels = page.getByTestId('vip-level');
    expect(await levels.count()).toBe(2);
    expect(await levels.first().getAttribute('data-current')).toBe('true');
    expect(await textOf(levels.last())).toContain(`100,000.00 ${baht}`);
    // Nothing cut: the perks' labels and values, the names and the progress lines.
    expect(await clippedTexts(page.getByTestId('vip-page').locator('h1, h2, p, dt, dd'))).toEqual([]);
    await saveScreenshot(page, `vip-${viewport.name}`, { fullPage: true });

    // The information popup's activity tab leads to the three features too (in Thai at both sizes).
    await page.goto(`${e2e.url}/`);
    await waitForHydration(page);
    const information = await openInformationPopup(page, viewport);
    await information.getByRole('tab', { name: th.info.tabs.activity, exact: true }).click();
    const tiles = information.getByRole('navigation', { name: webLoyaltyTh.nav.section, exact: true });
    expect(await tiles.getByRole('link').allTextContents()).toEqual([
      webLoyaltyTh.nav.vip,
      webLoyaltyTh.nav.checkin,
      webLoyaltyTh.nav.wheel,
    ]);
    await saveScreenshot(page, `loyalty-tiles-${viewport.name}`);
    await tiles.getByRole('link', { name: webLoyaltyTh.nav.vip }).click();
    await page.waitForURL(`${e2e.url}/vip`);
    await information.waitFor({ state: 'detached' });
    if (screenshotsWanted && viewport.name === 'desktop') {
      await page.goto(`${e2e.url}/cn/vip`);
      await waitForHydration(page);
      await page.getByTestId('vip-level').first().waitFor();
      await saveScreenshot(page, 'vip-cn-desktop', { fullPage: true });
    }
  });

  test("check-in pays today's prize once, raises the credit, and shows day 2 the next Bangkok day", async () => {
    await setUpLoyalty();
    const member = await registerMemberThroughApi(e2e.url);
    const page = await memberHome(viewport, member);
    await openFromMenu(page, viewport, loyalty.nav.checkin);
    await page.waitForURL(`${e2e.url}${prefix}/checkin`);
    const claim = page.getByTestId('checkin-claim');
    await eventually(() => claim.textContent()).toBe(
      withValues(loyalty.checkin.claimPrize, { amount: '10.00' }),
    );
    // A second tab of the same login, opened before the claim.
    const other = await page.context().newPage();
    await closeAnnouncementWhenItAppears(other);
    await other.goto(page.url());
    await waitForHydration(other);
    await other.getByTestId('checkin-claim').filter({ hasText: '10.00' }).waitFor();

    // The credit the member sees: the page's own line on a phone, the member bar's on a desktop.
    const credit =
      viewport.name === 'mobile'
        ? page.getByTestId('checkin-credit')
        : page.getByTestId('member-bar').getByTestId('credit');
    await credit.filter({ hasText: /\d/ }).waitFor();
    const before = amountIn(await textOf(credit));
    await saveScreenshot(page, `checkin-before-${viewport.name}`, { fullPage: true });
    await claim.click();
    const result = page.getByTestId('checkin-result');
    await result.waitFor();
    expect(await textOf(page.getByTestId('checkin-prize'))).toBe(
      withValues(loyalty.checkin.prize, { amount: '10.00' }),
    );
    expect(await textOf(page.getByTestId('checkin-balance'))).toBe(
      withValues(loyalty.checkin.newBalance, { amount: (before + 10).toFixed(2) }),
    );
    await eventually(async () => amountIn(await textOf(credit))).toBe(before + 10);
    await eventually(() =>
      page.locator('[data-testid="checkin-day"][data-day="1"]').getAttribute('data-claimed'),
    ).toBe('true');
    await eventually(() => claim.isDisabled()).toBe(true);
    expect(await clippedTexts(page.getByTestId('checkin-day').locator('span:not(.sr-only)'))).toEqual([]);
    expect(await clippedTexts(page.getByTestId('checkin-page').locator('h1, p, button'))).toEqual([]);
    await saveScreenshot(page, `checkin-claimed-${viewport.name}`, { fullPage: true });

    await other.getByTestId('checkin-claim').click();
    await eventually(() => textOf(other.getByTestId('checkin-refusal'))).toBe(loyalty.checkin.claimedToday);
    await other.close();
    await page.reload();
    await waitForHydration(page);
    await eventually(async () => amountIn(await textOf(credit))).toBe(before + 10);

    // The next Bangkok day, a few minutes after midnight: day 2 of the streak.
    const tomorrow = addDays(bangkokDate(e2e.server.clock.now()), 1);
    e2e.server.clock.travelTo(new Date(`${tomorrow}T00:05:00+07:00`));
    const next = await memberHome(viewport, member);
    await next.goto(`${e2e.url}${prefix}/checkin`);
    await waitForHydration(next);
    await eventually(() => textOf(next.getByTestId('checkin-streak'))).toBe(
      withValues(loyalty.checkin.streak, { count: 1 }),
    );
    expect(
      await next.locator('[data-testid="checkin-day"][data-today="true"]').getAttribute('data-day'),
    ).toBe('2');
    await next.getByTestId('checkin-claim').click();
    await eventually(() => textOf(next.getByTestId('checkin-prize'))).toBe(
      withValues(loyalty.checkin.prize, { amount: '20.00' }),
    );
    await eventually(() => textOf(next.getByTestId('checkin-streak'))).toBe(
      withValues(loyalty.checkin.streak, { count: 2 }),
    );
    await saveScreenshot(next, `checkin-day2-${viewport.name}`, { fullPage: true });
  });
});
