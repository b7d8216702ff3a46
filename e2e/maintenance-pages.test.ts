import { maintenanceOff } from '@chaba/core/maintenance/read-maintenance';
import { writeSiteSetting } from '@chaba/core/site/site-settings';
import { formatDateTime } from '@chaba/i18n/format';
import { webMaintenanceEn } from '@chaba/i18n/catalogs/web-maintenance.en';
import { webMaintenanceTh } from '@chaba/i18n/catalogs/web-maintenance.th';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerMemberThroughApi, type ApiMember } from './support/api';
import { eventually, saveScreenshot, setUpE2e, viewports, type Viewport } from './support/browser';
import { creditThroughDeposit, money, openAsMember, openDepositPopup, tapMoneyButton } from './support/money';
import { control, field, textOf } from './support/site';

/**
 * Issue 15 (spec §1 "A maintenance notice exists"): while the server reports maintenance, every page —
 * each layout: home, promotions, articles, the 404 page, trial play, the lobby — shows the notice
 * with the operator's message and the expected end in the visitor's language, in the server's HTML
 * already; the deposit and withdrawal forms say so and cannot be sent; a game launch is refused with it.
 */

const e2e = setUpE2e();
const endsAt = new Date(Date.now() + 2 * 3600_000).toISOString();
const message = {
  th: 'ปิดปรับปรุงระบบเพื่อเพิ่มความเร็ว กลับมาเร็ว ๆ นี้',
  en: 'Upgrading our servers, back soon',
  cn: '',
};
const languages = [
  { code: 'th', prefix: '', notice: webMaintenanceTh, message: message.th },
  { code: 'en', prefix: '/en', notice: webMaintenanceEn, message: message.en },
] as const;
/** One page of each layout a guest reaches (the main one, its 404, the header-only one). */
const guestPages = [
  '/',
  '/promotion',
  '/article',
  '/article/how-to-deposit',
  '/no-such-page',
  '/casino-test',
];

const localized = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);
const until = (notice: typeof webMaintenanceTh) => notice.until.replace('{{time}}', formatDateTime(endsAt));

let member: ApiMember;

beforeAll(async () => {
  member = await registerMemberThroughApi(e2e.url);
  await creditThroughDeposit(e2e.url, member, 200);
  await writeSiteSetting(
    e2e.server.running.connection.db,
    'maintenance',
    { enabled: true, message, ends_at: endsAt, credit_transfers: 'at_once' },
    new Date(),
  );
});
afterAll(async () => {
  await writeSiteSetting(e2e.server.running.connection.db, 'maintenance', maintenanceOff, new Date());
});

/** Saved with E2E_SCREENSHOTS=1 (support/browser.ts), for a person to look at. */
async function screenshot(page: Page, name: string, viewport: Viewport) {
  await saveScreenshot(page, `maintenance-${name}-${viewport.width}`);
}

describe.each(viewports)('the maintenance notice at $width px', (viewport) => {
  test.each(languages)('every page shows it in $code, with the expected end', async (language) => {
    for (const path of guestPages) {
      const address = localized(language.prefix, path);
      // In the server's HTML: the first paint needs no script.
      const html = await (await fetch(`${e2e.url}${address}`)).text();
      expect(html, address).toContain(language.message);

      const page = await e2e.openPage(viewport, address);
      const banner = page.getByTestId('maintenance-banner');
      await banner.waitFor();
      const text = await textOf(banner);
      expect(text, address).toContain(language.notice.title);
      expect(text, address).toContain(language.message);
      expect(text, address).toContain(until(language.notice));
      expect(await banner.isVisible(), address).toBe(true);
      if (path === '/article/how-to-deposit') await screenshot(page, `article-${language.code}`, viewport);
      if (path === '/no-such-page') await screenshot(page, `404-${language.code}`, viewport);
      await page.close();
    }
  });

  test('a member’s deposit and withdrawal forms say why they cannot be sent, in Thai', async () => {
    const page = await openAsMember(e2e, viewport, member);
    await page.getByTestId('maintenance-banner').waitFor();
    const deposit = await openDepositPopup(page, viewport);
    await eventually(() => textOf(deposit)).toContain(message.th);
    expect(await textOf(deposit)).toContain(until(webMaintenanceTh));
    expect(await textOf(deposit)).toContain(webMaintenanceTh.paused);
    await field(deposit, money.deposit.amount).fill('300');
    expect(await deposit.getByTestId('deposit-submit').isDisabled()).toBe(true);
    await screenshot(page, 'deposit-th', viewport);
    await control(deposit, money.cancel).click();
    await deposit.waitFor({ state: 'detached' });

    await tapMoneyButton(page, viewport, 'withdraw');
    const withdraw = page.getByTestId('withdraw-popup');
    await withdraw.waitFor();
    expect(await textOf(withdraw)).toContain(message.th);
    expect(await withdraw.getByTestId('withdraw-submit').isDisabled()).toBe(true);
    // Enter in the amount sends nothing either: a request sent would be refused, with the notice dialog.
    await field(withdraw, money.withdraw.amount).press('Enter');
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('maintenance-notice').count()).toBe(0);
  });

  test('a member’s game launch in the English lobby is refused with the English notice', async () => {
    const page = await openAsMember(e2e, viewport, member);
    await page.goto(`${e2e.url}/en/lobby`);
    const lobby = page.getByTestId('lobby');
    await lobby.waitFor();
    const banner = page.getByTestId('maintenance-banner');
    await banner.waitFor();
    expect(await textOf(banner)).toContain(message.en);
    await lobby.locator('[data-game-code="hibiscus-slot"]').first().click();
    const notice = page.getByRole('dialog', { name: webMaintenanceEn.title });
    await notice.waitFor();
    expect(await textOf(notice)).toContain(message.en);
    expect(await textOf(notice)).toContain(webMaintenanceEn.paused);
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await screenshot(page, 'lobby-en', viewport);
  });
});
