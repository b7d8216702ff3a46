import { backofficeEn } from '@chaba/i18n/catalogs/backoffice.en';
import { backofficeTh } from '@chaba/i18n/catalogs/backoffice.th';
import { backofficeWheelEn } from '@chaba/i18n/catalogs/backoffice-wheel.en';
import { backofficeWheelTh } from '@chaba/i18n/catalogs/backoffice-wheel.th';
import { vipLevels, wheelSettings } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { consoleField, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import {
  eventually,
  saveScreenshot,
  screenshotsWanted,
  setUpE2e,
  viewports,
  type Viewport,
} from './support/browser';
import { textOf } from './support/site';

const e2e = setUpE2e();

/*
 * The lucky wheel's desk (issue 31, decision 73): marketing edits a prize and the daily budget, saves,
 * reloads and sees them; a bad value is refused under its field; a save from an older read shows the
 * "changed by someone else" message. 1280 px in English, 390 px in Thai.
 */
const setups = viewports.map((viewport) =>
  viewport.name === 'desktop'
    ? { viewport, language: 'en' as const, texts: backofficeWheelEn.wheel }
    : { viewport, language: 'th' as const, texts: backofficeWheelTh.wheel },
);

/** The wheel as a fresh install has it (no prizes), and one VIP level to choose. */
async function freshWheel() {
  const { db } = e2e.server.running.connection;
  await db
    .update(wheelSettings)
    .set({ prizes: [], dailyBudgetSatang: 0n, vipDailySpins: [], version: sql`${wheelSettings.version} + 1` })
    .where(eq(wheelSettings.id, 1));
  await db
    .insert(vipLevels)
    .values({
      rank: 1,
      names: { th: 'ระดับทอง', en: 'Gold', cn: '' },
      badge: 'gold',
      basis: 'deposits',
      windowDays: 30,
      thresholdSatang: 100_000n,
      keepDays: 30,
    })
    .onConflictDoNothing();
}

/** A prize name's label in one language. */
const nameIn = (texts: typeof backofficeWheelEn.wheel, language: 'th' | 'en') =>
  texts.name.replace('{{language}}', texts.languages[language]);

/** Opens the desk from the menu (in Thai, the console's default), then shows it in the language. */
async function openWheelDesk(page: Page, viewport: Viewport, language: 'th' | 'en') {
  await openDesk(page, viewport, backofficeTh.nav.wheel);
  await page.getByTestId('wheel-form').waitFor();
  await page.evaluate((value) => localStorage.setItem('chaba.backoffice.language', value), language);
  await page.reload();
  await page.getByTestId('wheel-form').waitFor();
}

describe.each(setups)('the wheel desk at $viewport.width px ($language)', ({ viewport, language, texts }) => {
  test('marketing edits a prize and the budget, saves and sees them after a reload; a bad value and a stale save are refused', async () => {
    await freshWheel();
    const staff = await staffWithSecondFactor(e2e.server, 'marketing');
    const desk = await signInToConsole(e2e, viewport, staff);
    await openWheelDesk(desk, viewport, language);

    // Two prizes: a 50 baht bonus of weight 3 and "try again" of weight 1: 75 % and 25 %.
    await desk.getByTestId('wheel-add-prize').click();
    await desk.getByTestId('wheel-add-prize').click();
    const prizes = desk.getByTestId('wheel-prize');
    const first = prizes.nth(0);
    await consoleField(first, nameIn(texts, 'th')).fill('โบนัส 50 บาท');
    await consoleField(first, nameIn(texts, 'en')).fill('50 baht bonus');
    await consoleField(first, texts.amount).fill('50');
    await consoleField(first, texts.weight).fill('3');
    const second = prizes.nth(1);
    await consoleField(second, texts.kind).selectOption('try_again');
    await consoleField(second, nameIn(texts, 'th')).fill('ลองใหม่');
    await eventually(() => textOf(first)).toContain(texts.chance.replace('{{percent}}', '75.0'));
    expect(await textOf(second)).toContain(texts.chance.replace('{{percent}}', '25.0'));
    await consoleField(desk, texts.dailyBudget).fill('2500');
    await desk.getByTestId('wheel-vip-spins').getByRole('button', { name: texts.addVipLevel }).click();
    await consoleField(desk.getByTestId('wheel-vip-spins'), texts.vipSpins).fill('2');
    await desk.getByTestId('wheel-save').click();
    await eventually(() => desk.getByText(texts.saved).count()).toBeGreaterThan(0);
    await saveScreenshot(desk, `backoffice-wheel-${language}-${viewport.width}`, { fullPage: true });

    await desk.reload();
    await desk.getByTestId('wheel-form').waitFor();
    await eventually(() => consoleField(desk, texts.dailyBudget).inputValue()).toBe('2500');
    expect(await consoleField(prizes.nth(0), nameIn(texts, 'th')).inputValue()).toBe('โบนัส 50 บาท');
    expect(await consoleField(prizes.nth(0), texts.amount).inputValue()).toBe('50');
    expect(await consoleField(prizes.nth(1), texts.kind).inputValue()).toBe('try_again');
    expect(await consoleField(desk.getByTestId('wheel-vip-spins'), texts.vipSpins).inputValue()).toBe('2');
    const [stored] = await e2e.server.running.connection.db.select().from(wheelSettings);
    expect(stored!.dailyBudgetSatang).toBe(250_000n);
    expect(stored!.prizes.map((prize) => [prize.kind, prize.amountSatang, prize.weight])).toEqual([
      ['bonus', '5000', 3],
      ['try_again', '0', 1],
    ]);

    // A bonus of 0 baht is refused under its amount, and nothing is saved.
    await consoleField(prizes.nth(0), texts.amount).fill('0');
    await desk.getByTestId('wheel-save').click();
    const amount = consoleField(prizes.nth(0), texts.amount);
    await eventually(() => amount.getAttribute('aria-invalid')).toBe('true');
    const validation = language === 'en' ? backofficeEn.validation : backofficeTh.validation;
    expect(await textOf(prizes.nth(0))).toContain(validation.amount_positive);
    await saveScreenshot(desk, `backoffice-wheel-${language}-${viewport.width}-refused`);
    await consoleField(prizes.nth(0), texts.amount).fill('60');

    // Someone else saves in the meantime (a newer version): this page's save is refused, and a reload
    // shows their change.
    await e2e.server.running.connection.db
      .update(wheelSettings)
      .set({ dailyBudgetSatang: 300_000n, version: sql`${wheelSettings.version} + 1` })
      .where(eq(wheelSettings.id, 1));
    await desk.getByTestId('wheel-save').click();
    const conflict = desk.getByTestId('wheel-conflict');
    await eventually(() => textOf(conflict)).toContain(texts.conflict);
    await saveScreenshot(desk, `backoffice-wheel-${language}-${viewport.width}-conflict`);
    await conflict.getByRole('button', { name: texts.reload }).click();
    await eventually(() => consoleField(desk, texts.dailyBudget).inputValue()).toBe('3000');
    expect(await conflict.count()).toBe(0);
    const [after] = await e2e.server.running.connection.db.select().from(wheelSettings);
    expect(after!.prizes[0]!.amountSatang).toBe('5000');

    if (screenshotsWanted) {
      // For a person to look at: the desk in both languages at this width, the top and the prizes.
      for (const shown of ['th', 'en'] as const) {
        await desk.evaluate((value) => localStorage.setItem('chaba.backoffice.language', value), shown);
        await desk.reload();
        await desk.getByTestId('wheel-form').waitFor();
        await saveScreenshot(desk, `backoffice-wheel-${shown}-${viewport.width}-top`);
        await desk.getByTestId('wheel-prizes').scrollIntoViewIfNeeded();
        await saveScreenshot(desk, `backoffice-wheel-${shown}-${viewport.width}-prizes`);
      }
    }
  });
});
