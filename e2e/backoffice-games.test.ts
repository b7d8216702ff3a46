import { backofficeContentTh } from '@chaba/i18n/catalogs/backoffice-content.th';
import { backofficeGamesTh } from '@chaba/i18n/catalogs/backoffice-games.th';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bo, consoleRow, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, saveScreenshot, screenshotsWanted, setUpE2e, viewports } from './support/browser';
import { textOf } from './support/site';

/*
 * Issue 28's game catalogue in the console (decision 57): 5,000 games of an aggregator, a page at a
 * time; marketing searches, switches a game off, features the ticked rows and switches a studio off.
 */
const e2e = setUpE2e();
const texts = backofficeGamesTh.catalogue;
const tabs = backofficeContentTh.content.tabs;
const [mobile, desktop] = viewports as [(typeof viewports)[0], (typeof viewports)[0]];

/** Twelve studios and 5,000 games in one statement, Thai and English names. */
async function fillCatalogue() {
  await e2e.server.running.connection.db.execute(sql`
    with studios as (
      insert into game_studios (provider, code, name, sort_order)
      select 'hub88', 'studio-' || n,
        (array['Pragmatic Play', 'Evolution', 'PG Soft', 'Jili', 'Spadegaming', 'Habanero',
               'Play''n GO', 'Red Tiger', 'NetEnt', 'Relax Gaming', 'Yggdrasil', 'Microgaming'])[n + 1], n
      from generate_series(0, 11) n
      returning id, code
    )
    insert into games (provider, code, name_th, name_en, name_cn, category, studio_id, rtp, volatility,
      featured, available, popularity, sort_order, mobile, desktop, demo)
    select 'hub88', 'hub-' || lpad(n::text, 4, '0'),
      (array['มหาสมบัติมังกร', 'ราชินีแห่งไอยคุปต์', 'บาคาร่าสด', 'ตกปลาทองคำ', 'ผลไม้หรรษา'])[1 + n % 5] || ' ' || n,
      (array['Dragon Treasure', 'Queen of Egypt', 'Live Baccarat', 'Golden Fishing', 'Fruit Party'])[1 + n % 5] || ' ' || n,
      '游戏 ' || n,
      (array['slot', 'slot', 'live', 'fish', 'slot'])[1 + n % 5], studios.id, 94 + (n % 300) / 100.0,
      (array['low', 'medium', 'high'])[1 + n % 3], n % 100 = 0, n % 250 <> 0, (n * 37) % 997, 1000 + n,
      true, n % 5 <> 2, n % 5 <> 2
    from generate_series(1, 5000) n join studios on studios.code = 'studio-' || (n % 12)`);
}

/** The games tab shown with its rows (in English its name is "Games"). */
async function openGames(page: Page, tab = tabs.games) {
  await page.getByRole('tab', { name: tab, exact: true }).waitFor();
  await page.getByTestId('games-table').locator('[data-row-id]').filter({ visible: true }).first().waitFor();
}

async function inLanguage(page: Page, language: 'th' | 'en') {
  await page.evaluate((value) => localStorage.setItem('chaba.backoffice.language', value), language);
  await page.reload();
}

describe('the game catalogue desk', () => {
  test('marketing pages 5,000 games, searches, switches one off, features the ticked ones, switches a studio off', async () => {
    await fillCatalogue();
    const staff = await staffWithSecondFactor(e2e.server, 'marketing');
    const desk = await signInToConsole(e2e, desktop, staff, '/backoffice/content?tab=games&provider=hub88');
    await openGames(desk);
    expect(await textOf(desk.getByTestId('page-range'))).toContain('5000');
    await saveScreenshot(desk, 'games-desk-th-1280');

    // Search by code: ten games, one switched off.
    await desk.getByRole('searchbox', { name: texts.search }).fill('hub-004');
    await desk.getByRole('button', { name: bo.common.search, exact: true }).click();
    await eventually(() => textOf(desk.getByTestId('page-range'))).toContain('1–10');
    const row = consoleRow(desk, 'games-table', 'hub-0042');
    await row.getByRole('button', { name: new RegExp(`^${texts.switchOff}`) }).click();
    await row.getByRole('button', { name: new RegExp(`^${texts.switchOn}`) }).waitFor();

    // Tick two rows and feature them.
    const table = desk.getByTestId('games-table');
    await table.getByRole('checkbox').nth(1).check();
    await table.getByRole('checkbox').nth(2).check();
    const bulk = desk.getByTestId('games-bulk');
    await bulk.getByText(texts.selected.replace('{{count}}', '2')).waitFor();
    await bulk.getByRole('button', { name: texts.feature, exact: true }).click();
    await eventually(() =>
      table.getByText(texts.featuredMark, { exact: true }).count(),
    ).toBeGreaterThanOrEqual(2);
    await saveScreenshot(desk, 'games-desk-search-th-1280');

    // The studios: Evolution switched off.
    await desk.getByRole('tab', { name: tabs.studios, exact: true }).click();
    const studio = consoleRow(desk, 'studios-table', 'Evolution');
    await studio.getByRole('button', { name: `${texts.studios.switchOff} Evolution` }).click();
    await studio.getByRole('button', { name: `${texts.studios.switchOn} Evolution` }).waitFor();
    await saveScreenshot(desk, 'games-studios-th-1280');

    if (screenshotsWanted) {
      await desk.getByRole('tab', { name: tabs.games, exact: true }).click();
      await inLanguage(desk, 'en');
      await openGames(desk, 'Games');
      await saveScreenshot(desk, 'games-desk-en-1280');
      await desk.getByRole('button', { name: 'Edit', exact: true }).first().click();
      await saveScreenshot(desk, 'games-edit-dialog-en-1280');
      await inLanguage(desk, 'th');
      const phone = await signInToConsole(e2e, mobile, staff, '/backoffice/content?tab=games&provider=hub88');
      await openGames(phone);
      await saveScreenshot(phone, 'games-desk-th-390');
      await inLanguage(phone, 'en');
      await openGames(phone, 'Games');
      await saveScreenshot(phone, 'games-desk-en-390');
      await phone.getByRole('tab', { name: 'Studios', exact: true }).click();
      await phone
        .getByTestId('studios-table')
        .locator('[data-row-id]')
        .filter({ visible: true })
        .first()
        .waitFor();
      await saveScreenshot(phone, 'games-studios-en-390');
      await inLanguage(phone, 'th');
    }
  });
});
