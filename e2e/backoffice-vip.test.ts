import { backofficeBonusesEn } from '@chaba/i18n/catalogs/backoffice-bonuses.en';
import { backofficeBonusesTh } from '@chaba/i18n/catalogs/backoffice-bonuses.th';
import { backofficeMembersEn } from '@chaba/i18n/catalogs/backoffice-members.en';
import { backofficeMembersTh } from '@chaba/i18n/catalogs/backoffice-members.th';
import { backofficeVipEn } from '@chaba/i18n/catalogs/backoffice-vip.en';
import { backofficeVipTh } from '@chaba/i18n/catalogs/backoffice-vip.th';
import { backofficeEn } from '@chaba/i18n/catalogs/backoffice.en';
import { backofficeTh } from '@chaba/i18n/catalogs/backoffice.th';
import { serverEn } from '@chaba/i18n/catalogs/server.en';
import { serverTh } from '@chaba/i18n/catalogs/server.th';
import { runVipLevels } from '@chaba/core/vip/run-vip-levels';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, registerMemberThroughApi } from './support/api';
import { slotBet } from './support/bets';
import {
  consoleField,
  consoleRow,
  openDesk,
  signInToConsole,
  staffWithSecondFactor,
} from './support/backoffice';
import {
  eventually,
  saveScreenshot,
  screenshotsWanted,
  setUpE2e,
  viewports,
  type Viewport,
} from './support/browser';
import { staffToken } from './support/money';
import { textOf } from './support/site';

/**
 * The console's VIP levels (issue 31, decision 72) in Chromium, at 390 px in Thai and at 1280 px in
 * English: marketing staff create a level, see the server's refusal of a rank already taken under the
 * rank field, edit the level; a coupon names it; the members list filtered by it shows only members
 * at it (a member placed there by a bet and the `vip-levels` job), and the member page says until
 * when. Support, without `vip.manage`, has no VIP desk and no level filter.
 */
const e2e = setUpE2e();

const catalogs = {
  th: {
    ...backofficeTh,
    ...backofficeMembersTh,
    ...backofficeBonusesTh,
    ...backofficeVipTh,
    errors: serverTh.errors,
  },
  en: {
    ...backofficeEn,
    ...backofficeMembersEn,
    ...backofficeBonusesEn,
    ...backofficeVipEn,
    errors: serverEn.errors,
  },
};
type Texts = (typeof catalogs)['th'];
const languageOf = (viewport: Viewport) => (viewport.name === 'desktop' ? 'en' : 'th');

/** A desk from the menu: on a phone through openDesk (Thai), on a laptop the sidebar's link. */
async function goToDesk(page: Page, viewport: Viewport, texts: Texts, label: string) {
  if (viewport.name === 'mobile') return openDesk(page, viewport, label);
  const navigation = page.getByRole('navigation', { name: texts.common.menu }).filter({ visible: true });
  await navigation.getByRole('link', { name: label }).click();
}

/** Fills the level dialog's fields that the test sets. */
async function fillLevel(page: Page, texts: Texts, values: Record<string, string>) {
  const form = page.getByTestId('vip-level-form');
  for (const [label, value] of Object.entries(values)) {
    const field = consoleField(form, label);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  return form;
}

describe.each(viewports)('VIP levels in the console at $width px', (viewport) => {
  test('marketing creates and edits a level, a coupon names it, the members list filters by it; support does not see it', async () => {
    const language = languageOf(viewport);
    const texts = catalogs[language];
    const rank = viewport.width === 390 ? 10 : 20;
    const nameTh = `โกลด์ ${viewport.width}`;
    const nameEn = `Gold ${viewport.width}`;
    const shownName = language === 'en' ? nameEn : nameTh;

    const marketing = await staffWithSecondFactor(e2e.server, 'marketing');
    const desk = await signInToConsole(e2e, viewport, marketing);
    await desk.evaluate((value) => localStorage.setItem('chaba.backoffice.language', value), language);
    await desk.reload();
    await goToDesk(desk, viewport, texts, texts.nav.vip);
    await desk.getByRole('heading', { name: texts.vip.title }).waitFor();

    // Create: a level of bets ≥ 100 baht over 7 days, kept 30 days.
    await desk.getByTestId('vip-new').click();
    let form = await fillLevel(desk, texts, {
      [texts.vip.rank]: String(rank),
      [texts.vip.nameTh]: nameTh,
      [texts.vip.nameEn]: nameEn,
      [texts.vip.badge]: 'gold',
      [texts.vip.basis]: 'turnover',
      [texts.vip.threshold]: '100',
      [texts.vip.windowDays]: '7',
      [texts.vip.keepDays]: '30',
    });
    await saveScreenshot(desk, `backoffice-vip-form-${language}-${viewport.width}`, { fullPage: true });
    await desk.getByTestId('vip-save').click();
    await form.waitFor({ state: 'hidden' });
    const row = consoleRow(desk, 'vip-levels', nameTh);
    await eventually(() => row.count()).toBe(1);
    expect(await textOf(row)).toContain('100.00');

    // The same rank again: the server refuses it, its message under the rank field.
    await desk.getByTestId('vip-new').click();
    form = await fillLevel(desk, texts, {
      [texts.vip.rank]: String(rank),
      [texts.vip.nameTh]: `ซ้ำ ${viewport.width}`,
      [texts.vip.threshold]: '1',
    });
    await desk.getByTestId('vip-save').click();
    const rankField = consoleField(form, texts.vip.rank);
    await eventually(() => rankField.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await rankField.getAttribute('aria-describedby');
    expect(await desk.locator(`[id="${describedBy}"]`).textContent()).toBe(texts.errors.vip_rank_taken);
    await rankField.scrollIntoViewIfNeeded();
    await saveScreenshot(desk, `backoffice-vip-form-rank-taken-${language}-${viewport.width}`, {
      fullPage: true,
    });
    // A value the form refuses before sending: a window of 0 days.
    await consoleField(form, texts.vip.windowDays).fill('0');
    await desk.getByTestId('vip-save').click();
    await eventually(() => consoleField(form, texts.vip.windowDays).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await saveScreenshot(desk, `backoffice-vip-form-error-${language}-${viewport.width}`, { fullPage: true });
    await form.getByRole('button', { name: texts.vip.cancel }).click();
    await form.waitFor({ state: 'hidden' });

    // Edit: the threshold to 200 baht and a 1.5 % cashback rate.
    await row.getByRole('button', { name: texts.vip.edit }).click();
    form = await fillLevel(desk, texts, {
      [texts.vip.threshold]: '200',
      [texts.vip.cashbackPercent]: '1.5',
    });
    await desk.getByTestId('vip-save').click();
    await form.waitFor({ state: 'hidden' });
    await eventually(() => textOf(row)).toContain('200.00');
    expect(await textOf(row)).toContain(texts.vip.perkCashback.replace('{{value}}', '1.5'));
    const levels = await callApi<{ data: { id: number; name_th: string }[] }>(
      e2e.url,
      '/api/backoffice/vip/levels',
      { token: await staffToken(e2e) },
    );
    const levelId = levels.data.find((level) => level.name_th === nameTh)!.id;

    // A member at the level (bets of 300 baht, then the job) and one at none.
    const atLevel = await registerMemberThroughApi(e2e.url);
    const atNone = await registerMemberThroughApi(e2e.url);
    await slotBet(e2e.server, atLevel, {
      amountSatang: 30_000n,
      at: new Date(e2e.server.clock.now().getTime() - 1_000),
      label: 'vip',
    });
    await runVipLevels(e2e.server.running.connection.db, { now: e2e.server.clock.now(), limit: 500 });
    await desk.reload();
    await eventually(() => textOf(row.getByTestId('vip-level-members'))).not.toBe('0');
    await saveScreenshot(desk, `backoffice-vip-desk-${language}-${viewport.width}`, { fullPage: true });

    // A coupon that only members at the level may redeem.
    const code = `VIP${viewport.width}${Date.now().toString(36)}`.toUpperCase();
    await goToDesk(desk, viewport, texts, texts.nav.coupons);
    await desk.getByRole('button', { name: texts.coupons.create }).click();
    const couponForm = desk.getByTestId('coupon-form');
    await consoleField(couponForm, texts.coupons.code).fill(code);
    await consoleField(couponForm, texts.coupons.nameTh).fill(`คูปอง ${shownName}`);
    await consoleField(couponForm, texts.coupons.amount).fill('50');
    await couponForm.locator(`input[data-level-id="${levelId}"]`).check();
    await saveScreenshot(desk, `backoffice-vip-coupon-form-${language}-${viewport.width}`, {
      fullPage: true,
    });
    await couponForm.getByRole('button', { name: texts.common.save }).click();
    await couponForm.waitFor({ state: 'hidden' });
    const couponRow = consoleRow(desk, 'coupons-table', code);
    await eventually(() => textOf(couponRow.getByTestId('coupon-vip-levels'))).toContain(shownName);
    await saveScreenshot(desk, `backoffice-vip-coupons-${language}-${viewport.width}`, { fullPage: true });

    // The members list filtered by the level: the member at it, not the one at none; each row shows it.
    await goToDesk(desk, viewport, texts, texts.nav.members);
    await desk.getByTestId('vip-level-filter').selectOption(String(levelId));
    await desk.getByRole('button', { name: texts.common.search, exact: true }).click();
    const listed = desk.getByTestId('members-table').locator('[data-row-id]').filter({ visible: true });
    // The unfiltered page shows both until the filtered answer replaces it.
    await eventually(() => listed.filter({ hasText: atNone.phone }).count()).toBe(0);
    await eventually(() => listed.filter({ hasText: atLevel.phone }).count()).toBe(1);
    for (const text of await listed.allTextContents()) expect(text).toContain(shownName);
    await saveScreenshot(desk, `backoffice-vip-members-${language}-${viewport.width}`, { fullPage: true });
    await desk.getByTestId('vip-level-filter').selectOption('none');
    await desk.getByRole('button', { name: texts.common.search, exact: true }).click();
    await eventually(() => listed.filter({ hasText: atLevel.phone }).count()).toBe(0);
    await eventually(() => listed.filter({ hasText: atNone.phone }).count()).toBe(1);

    // The member page: the level held and until when.
    await desk.goto(`${e2e.url}/backoffice/members?vip_level=${levelId}`);
    await listed.filter({ hasText: atLevel.phone }).getByRole('link').first().click();
    const held = desk.getByTestId('member-vip-level');
    await eventually(() => textOf(held)).toContain(shownName);
    await held.getByTestId('member-vip-kept-until').waitFor();
    await saveScreenshot(desk, `backoffice-vip-member-${language}-${viewport.width}`, { fullPage: true });

    if (screenshotsWanted) await photographInOtherLanguage(desk, viewport, levelId, code);

    // Support (no vip.manage): no VIP desk in the menu, no level filter, the desk's address refused.
    const support = await staffWithSecondFactor(e2e.server, 'support');
    const other = await signInToConsole(e2e, viewport, support);
    const menu = other.getByRole('navigation', { name: backofficeTh.common.menu }).filter({ visible: true });
    await menu.first().waitFor();
    if (viewport.name === 'mobile') await menu.getByRole('button', { name: backofficeTh.nav.more }).click();
    const link = (name: string) => other.getByRole('link', { name }).filter({ visible: true });
    await link(backofficeTh.nav.members).first().waitFor();
    expect(await link(backofficeTh.nav.vip).count()).toBe(0);
    await other.goto(`${e2e.url}/backoffice/members`);
    await other.getByTestId('members-table').waitFor();
    expect(await other.getByTestId('vip-level-filter').count()).toBe(0);
    await other.goto(`${e2e.url}/backoffice/vip`);
    await other.getByText(backofficeTh.common.forbidden).waitFor();
  });
});

/** The changed desks in the other language, for a person to look at (E2E_SCREENSHOTS=1). */
async function photographInOtherLanguage(desk: Page, viewport: Viewport, levelId: number, code: string) {
  const language = languageOf(viewport) === 'en' ? 'th' : 'en';
  const texts = catalogs[language];
  await desk.evaluate((value) => localStorage.setItem('chaba.backoffice.language', value), language);
  const photograph = async (path: string, name: string, ready: () => Promise<unknown>) => {
    await desk.goto(`${e2e.url}/backoffice${path}`);
    await ready();
    await saveScreenshot(desk, `backoffice-vip-${name}-${language}-${viewport.width}`, { fullPage: true });
  };
  await photograph('/vip', 'desk', () =>
    desk.getByTestId('vip-levels').locator('[data-row-id]').filter({ visible: true }).first().waitFor(),
  );
  await desk.getByTestId('vip-new').click();
  await desk.getByTestId('vip-level-form').waitFor();
  await saveScreenshot(desk, `backoffice-vip-form-${language}-${viewport.width}`, { fullPage: true });
  await photograph('/coupons', 'coupons', () => consoleRow(desk, 'coupons-table', code).waitFor());
  await consoleRow(desk, 'coupons-table', code).getByRole('button', { name: texts.coupons.edit }).click();
  await desk.getByTestId('vip-levels-field').waitFor();
  await saveScreenshot(desk, `backoffice-vip-coupon-form-${language}-${viewport.width}`, { fullPage: true });
  await photograph(`/members?vip_level=${levelId}`, 'members', () =>
    desk.getByTestId('members-table').locator('[data-row-id]').filter({ visible: true }).first().waitFor(),
  );
  await desk
    .getByTestId('members-table')
    .locator('[data-row-id]')
    .filter({ visible: true })
    .first()
    .getByRole('link')
    .first()
    .click();
  await desk.getByTestId('member-vip-level').waitFor();
  await saveScreenshot(desk, `backoffice-vip-member-${language}-${viewport.width}`, { fullPage: true });
  await desk.evaluate(
    (value) => localStorage.setItem('chaba.backoffice.language', value),
    languageOf(viewport),
  );
}
