import { describe, expect, test } from 'vitest';
import { eventually, viewports } from './support/browser';
import { creditOnServer, memberWithCredit, moneyInTheBooks, setUpGameLoopE2e } from './support/game-loop';
import { gameBaht, lobbyCatalogue, logInToLobby, openGameFromLobby } from './support/lobby';
import { textOf } from './support/site';

/**
 * Issue 16 in Chromium: the lobby's casino tab lists the new tables, a member opens European
 * roulette from it, puts chips on the layout, spins, and the credit moves through the server's
 * signed wallet, with the books balanced.
 */

const e2e = setUpGameLoopE2e();
const phone = viewports.find((viewport) => viewport.name === 'mobile')!;
const newTables = ['roulette', 'dragon-tiger', 'sic-bo'];

describe('casino tables at 390 px', () => {
  test('the casino tab lists the new tables; roulette from the lobby moves the credit through the wallet', async () => {
    const games = await lobbyCatalogue(e2e.url);
    const casino = games.filter((game) => game.category === 'casino');
    for (const code of newTables) expect(casino.map((game) => game.code)).toContain(code);
    const roulette = casino.find((game) => game.code === 'roulette')!;

    const member = await memberWithCredit(e2e.server, 500);
    const page = await logInToLobby(e2e, phone, member.phone, member.password);
    const tab = page.getByTestId('lobby-tab-casino');
    await tab.click();
    // The tab lists every table (the tabs carry no counts since the catalogue is paged, decision 56).
    for (const code of newTables)
      await page.locator(`[data-testid="game-tile"][data-game-code="${code}"]`).first().waitFor();
    const { game } = await openGameFromLobby(page, roulette.name);
    const balance = game.locator('#balance');
    await eventually(() => textOf(balance)).toContain('500.00');

    const booksBefore = await moneyInTheBooks(e2e.server);
    // 10 baht on red and 5 on black: red returns 20, black 10, zero nothing; the credit always moves.
    await game.locator('[data-chip="10"]').click();
    await game.locator('[data-spot="red"]').click();
    await game.locator('[data-chip="5"]').click();
    await game.locator('[data-spot="black"]').click();
    await expect.poll(() => textOf(game.locator('#total-bet'))).toBe('฿15.00');
    const spin = game.getByRole('button', { name: 'หมุนวงล้อ', exact: true });
    await spin.click();
    await eventually(() => spin.isEnabled()).toBe(true);

    const credit = await creditOnServer(e2e.url, member.token);
    expect([member.credit - 15, member.credit - 15 + 20, member.credit - 15 + 10]).toContain(credit);
    await eventually(() => textOf(balance)).toContain(gameBaht(credit));
    expect(await game.locator('#pocket-result').textContent()).toMatch(/^\d{1,2}$/);
    const booksAfter = await moneyInTheBooks(e2e.server);
    expect(booksAfter.memberWallets - booksBefore.memberWallets).toBe(
      BigInt(Math.round((credit - member.credit) * 100)),
    );
    expect(booksAfter.provider - booksBefore.provider).toBe(
      booksBefore.memberWallets - booksAfter.memberWallets,
    );
  });
});
