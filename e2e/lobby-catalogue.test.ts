import { webLobbyEn } from '@chaba/i18n/catalogs/web-lobby.en';
import { webLobbyTh } from '@chaba/i18n/catalogs/web-lobby.th';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { insertManyGames } from '../test/support/many-games';
import { eventually, saveScreenshot, setUpE2e, viewports, waitForHydration } from './support/browser';
import { logInToLobby } from './support/lobby';
import type { E2eServer } from './support/server';

/**
 * The lobby with a real aggregator's catalogue (issue 28, decision 56): 5,000 games of 40 studios.
 * At 390 px in Thai a member switches tabs, picks a studio, searches, hearts a game and scrolls to
 * the next page, and no tile moves while art and pages arrive; at 1280 px the lobby reads in English.
 * E2E_SCREENSHOTS=1 keeps screenshots of both widths in both languages (e2e/screenshots/).
 */
const e2e = setUpE2e();
const [mobile, desktop] = viewports as [(typeof viewports)[0], (typeof viewports)[0]];
const demoPhone = '0812345678';
const demoPassword = 'Demo1234';

beforeAll(async () => {
  await insertManyGames((e2e.server as E2eServer).running.connection.db);
}, 60_000);

const tiles = (page: Page) => page.getByTestId('game-tile');
const tileNames = (page: Page) =>
  page
    .getByTestId('game-tile')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));

/** Watches layout shifts from now on; `read` answers their sum (the page's cumulative layout shift). */
async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = window as unknown as { shift: number };
    state.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) state.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: false });
  });
  return () => page.evaluate(() => (window as unknown as { shift: number }).shift);
}

describe('the lobby with 5,000 games', () => {
  test('at 390 px in Thai: tabs, a studio, a search, a heart, the next page, no tile moving', async () => {
    const page = await logInToLobby(e2e, mobile, demoPhone, demoPassword);
    await waitForHydration(page);
    // One page from the server, never the catalogue, and of its 60 games only the first screen's 15
    // tiles drawn; art sized before it loads.
    await eventually(() => tiles(page).count()).toBe(15);
    const images = page.getByTestId('game-tile').locator('img');
    expect(await images.nth(0).getAttribute('loading')).toBe('eager');
    expect(await images.nth(10).getAttribute('loading')).toBe('lazy');
    expect(await images.nth(10).getAttribute('width')).toBe('256');
    expect(await images.nth(10).getAttribute('decoding')).toBe('async');
    await saveScreenshot(page, 'lobby-catalogue-390-th', { fullPage: true });
    // The rest of the page is drawn as the member scrolls towards it, before it reaches the screen.
    await page.mouse.wheel(0, 500);
    await eventually(() => tiles(page).count()).toBe(30);
    await page.mouse.wheel(0, -500);

    await page.getByTestId('lobby-tab-live').click();
    await eventually(() => new URL(page.url()).searchParams.get('category')).toBe('live');
    await eventually(async () => (await tileNames(page)).every((name) => name.includes('บาคาร่าสด'))).toBe(
      true,
    );

    await page.getByTestId('studio-chip').nth(2).click();
    await eventually(() => new URL(page.url()).searchParams.get('studio')).not.toBeNull();
    await eventually(async () => (await tileNames(page)).every((name) => name.includes('Studio 03'))).toBe(
      true,
    );
    await page.getByTestId('studio-filter').getByRole('button', { name: webLobbyTh.allStudios }).click();

    await page.getByTestId('lobby-tab-slot').click();
    await page.getByTestId('lobby-search').fill('มังกร');
    await eventually(() => new URL(page.url()).searchParams.get('q')).toBe('มังกร');
    await eventually(async () => {
      const names = await tileNames(page);
      return names.length > 0 && names.every((name) => name.includes('มังกร'));
    }).toBe(true);
    await saveScreenshot(page, 'lobby-catalogue-390-th-search', { fullPage: true });

    // A heart keeps the game in the member's favourites.
    const firstName = (await tileNames(page))[0]!;
    const heart = page.getByTestId('favourite').first();
    await heart.click();
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('lobby-search').fill('');
    await eventually(() => new URL(page.url()).searchParams.get('q')).toBeNull();
    await page.getByTestId('lobby-list-favourites').click();
    await eventually(async () =>
      (await tileNames(page)).map((name) => name.slice(0, firstName.length)),
    ).toEqual([firstName]);

    // Scrolling to the end of the grid loads the next page; the tiles above stay where they were.
    // The list starts again from its first screen (and as many more as the scrolled page already shows).
    await page.getByTestId('lobby-list-all').click();
    await eventually(async () => {
      const count = await tiles(page).count();
      return count >= 15 && count <= 60 && count % 15 === 0;
    }).toBe(true);
    // Where the tile is in the document (a bounding box is relative to the scrolled screen).
    const place = () =>
      tiles(page)
        .nth(3)
        .evaluate((element) => {
          const box = element.getBoundingClientRect();
          return {
            x: box.x + window.scrollX,
            y: box.y + window.scrollY,
            width: box.width,
            height: box.height,
          };
        });
    const before = await place();
    // From here on art loads and a page arrives as the member scrolls: nothing on the page may move.
    const shift = await watchLayoutShift(page);
    // As a thumb scrolls: the next page is asked for before the end of the grid is on the screen.
    for (let step = 0; step < 40 && (await tiles(page).count()) < 120; step += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
    }
    await eventually(() => tiles(page).count()).toBe(120);
    const after = await place();
    expect(after).toEqual(before);
    expect(await shift()).toBeLessThan(0.02);
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
  });

  test('at 1280 px in English, and the screenshots of both widths in both languages', async () => {
    const page = await logInToLobby(e2e, desktop, demoPhone, demoPassword);
    await saveScreenshot(page, 'lobby-catalogue-1280-th', { fullPage: true });
    await page.goto(`${e2e.url}/en/lobby?category=slot`);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByTestId('lobby-tab-live').textContent())
      .toBe(webLobbyEn.categories.live);
    await eventually(() => tiles(page).count()).toBe(15);
    // Wider screens wrap the studios: the fifth chip sits on the first row, not scrolled away.
    const studios = page.getByTestId('studio-chip');
    const fifth = await studios.nth(4).boundingBox();
    expect(fifth!.x + fifth!.width).toBeLessThan(desktop.width);
    await page.getByTestId('lobby-search').fill('dragon slot 4');
    await eventually(async () => {
      const names = await tileNames(page);
      return names.length > 0 && names.every((name) => name.includes('Dragon Slot 4'));
    }).toBe(true);
    await saveScreenshot(page, 'lobby-catalogue-1280-en', { fullPage: true });
    await page.setViewportSize({ width: mobile.width, height: mobile.height });
    await saveScreenshot(page, 'lobby-catalogue-390-en', { fullPage: true });
  });
});
