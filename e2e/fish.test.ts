import { describe, expect, test } from 'vitest';
import { eventually, viewports } from './support/browser';
import { creditOnServer, memberWithCredit, moneyInTheBooks, setUpGameLoopE2e } from './support/game-loop';
import { gameBaht, lobbyCatalogue, logInToLobby, openGameFromLobby } from './support/lobby';
import { textOf } from './support/site';
import { th } from './support/texts';

/**
 * Issue 16 in Chromium: a member follows the home page's fish tile to the lobby's fish tab, opens the
 * fish game in the frame, fires one shot, and the credit moves by the shot's bet and its catch through
 * the server's signed wallet, with the books balanced.
 */

const e2e = setUpGameLoopE2e();
const phone = viewports.find((viewport) => viewport.name === 'mobile')!;
/** What a caught fish pays per baht (apps/demo-provider/src/games/fish/fish-rules.ts). */
const multipliers = [2, 3, 5, 10, 20, 50, 100];

describe('fish shooting at 390 px', () => {
  test('the home page’s fish tile opens the fish tab; a shot in the frame moves the credit through the wallet', async () => {
    const fishGames = (await lobbyCatalogue(e2e.url)).filter((game) => game.category === 'fish');
    expect(fishGames.map((game) => game.code)).toContain('fish-hunter');
    const fish = fishGames.find((game) => game.code === 'fish-hunter')!;

    const member = await memberWithCredit(e2e.server, 500);
    const page = await logInToLobby(e2e, phone, member.phone, member.password);
    await page.goto(`${e2e.url}/`);
    await page.getByRole('link', { name: th.home.categories.fish, exact: true }).click();
    await eventually(() => new URL(page.url()).search).toBe('?category=fish');
    const tab = page.getByTestId('lobby-tab-fish');
    await eventually(() => tab.getAttribute('aria-selected')).toBe('true');
    // The tab lists the fish games (the tabs carry no counts since the catalogue is paged, decision 56).
    for (const fishGame of fishGames)
      await page.locator(`[data-testid="game-tile"][data-game-code="${fishGame.code}"]`).first().waitFor();
    const { game } = await openGameFromLobby(page, fish.name);
    const balance = game.locator('#balance');
    await eventually(() => textOf(balance)).toContain('500.00');
    // The sea fills with the timetable's fish.
    await eventually(async () =>
      Number(await game.locator('#sea').getAttribute('data-fish')),
    ).toBeGreaterThan(0);

    const booksBefore = await moneyInTheBooks(e2e.server);
    await game.locator('[data-bet="5"]').click();
    // The fire button shoots the fish the cannon points at: one shot, one 5-baht bet.
    await game.getByRole('button', { name: 'ยิงปลาที่ปืนเล็งอยู่ (หรือตัวที่ใกล้ที่สุด)' }).click();

    const possible = [
      member.credit - 5,
      ...multipliers.map((multiplier) => member.credit - 5 + 5 * multiplier),
    ];
    await eventually(async () => possible.includes(await creditOnServer(e2e.url, member.token))).toBe(true);
    const credit = await creditOnServer(e2e.url, member.token);
    await eventually(() => textOf(balance)).toContain(gameBaht(credit));
    const message = await textOf(game.locator('#message'));
    if (credit > member.credit - 5) expect(message).toContain(`฿${gameBaht(credit - member.credit + 5)}`);

    const booksAfter = await moneyInTheBooks(e2e.server);
    expect(booksAfter.memberWallets - booksBefore.memberWallets).toBe(
      BigInt(Math.round((credit - member.credit) * 100)),
    );
    expect(booksAfter.provider - booksBefore.provider).toBe(
      booksBefore.memberWallets - booksAfter.memberWallets,
    );
  });
});
