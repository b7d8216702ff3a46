import type { GamesResponse } from '@chaba/contracts/games';
import { describe, expect, test } from 'vitest';
import { lineReturnSatang, type YeekeeLine } from '../apps/demo-provider/src/games/yeekee/rules';
import { eventually, viewports } from './support/browser';
import { creditOnServer, memberWithCredit, moneyInTheBooks, setUpGameLoopE2e } from './support/game-loop';
import { gameBaht, lobbyCatalogue, logInToLobby, openGameFromLobby } from './support/lobby';
import { textOf } from './support/site';

/**
 * Issue 16 in Chromium: the lobby's lottery tab has the Yeekee lottery; a member opens it, shoots a
 * number, buys a ticket (one bet through the server's signed wallet), and when the aggregator's clock
 * passes the round's close sees the ticket settled on the result and the credit follow, with the
 * books balanced.
 */

const e2e = setUpGameLoopE2e();
const phone = viewports.find((viewport) => viewport.name === 'mobile')!;

async function yeekeeInCatalogue(): Promise<GamesResponse['data'][number]> {
  const games = await lobbyCatalogue(e2e.url);
  const yeekee = games.find((game) => game.code === 'yeekee');
  if (!yeekee) throw new Error(`no Yeekee in the catalogue: ${JSON.stringify(games)}`);
  return yeekee;
}

describe('Yeekee at 390 px', () => {
  test('a member buys a ticket from the lottery tab and sees it settle when the round closes', async () => {
    const yeekee = await yeekeeInCatalogue();
    expect(yeekee.category).toBe('lottery');
    const member = await memberWithCredit(e2e.server, 500);
    const page = await logInToLobby(e2e, phone, member.phone, member.password);
    await page.getByTestId('lobby-tab-lottery').click();
    const { game } = await openGameFromLobby(page, yeekee.name);
    const balance = game.locator('#balance');
    await eventually(() => textOf(balance)).toContain('500.00');

    // A shot goes into the round's public list, marked as the member's own.
    await game.getByLabel('ใส่เลข 5 หลัก').fill('24680');
    await game.getByRole('button', { name: 'ยิง', exact: true }).click();
    await eventually(() => textOf(game.locator('#shots'))).toContain('24680');
    expect(await textOf(game.locator('#shots .mine'))).toContain('คุณ');

    // 2 ตัวบน 42 and วิ่งบน 7, 10 baht each, on the number pad.
    const lines: YeekeeLine[] = [
      { betType: 'two-top', number: '42', amountBaht: 10 },
      { betType: 'run-top', number: '7', amountBaht: 10 },
    ];
    await game.getByRole('radio', { name: /2 ตัวบน/ }).click();
    await game.getByRole('button', { name: '4', exact: true }).click();
    await game.getByRole('button', { name: '2', exact: true }).click();
    await game.getByRole('button', { name: '10', exact: true }).click();
    await game.getByRole('button', { name: 'เพิ่มลงโพย' }).click();
    await game.getByRole('radio', { name: /วิ่งบน/ }).click();
    await game.getByRole('button', { name: '7', exact: true }).click();
    await game.getByRole('button', { name: 'เพิ่มลงโพย' }).click();
    await expect.poll(() => textOf(game.locator('#ticket-total'))).toBe('฿20.00');

    const booksBefore = await moneyInTheBooks(e2e.server);
    await game.getByRole('button', { name: 'ส่งโพย' }).click();
    await eventually(() => textOf(game.locator('#message'))).toContain('ซื้อโพยแล้ว');
    const ticket = game.locator('.ticket').first();
    await eventually(() => textOf(ticket.locator('.tk-status'))).toBe('รอผล');
    expect(await creditOnServer(e2e.url, member.token)).toBe(member.credit - 20);
    await eventually(() => textOf(balance)).toContain('480.00');

    // The aggregator's clock passes the close (rounds are 15 minutes): the round draws its result and
    // the ticket settles through the wallet.
    e2e.server.providerClock.travelTo(
      new Date(e2e.server.providerClock.now().getTime() + 15 * 60_000 + 1_000),
    );
    await expect
      .poll(() => textOf(ticket.locator('.tk-status')), { timeout: 20_000, interval: 200 })
      .toBe('ออกผลแล้ว');
    const result = (await textOf(ticket.locator('.tk-result'))).trim();
    expect(result).toMatch(/^\d{5}$/);
    const returnSatang = lines.reduce((sum, line) => sum + lineReturnSatang(line, result), 0);
    expect(await textOf(game.locator('#results'))).toContain(result.slice(2));

    const credit = member.credit - 20 + returnSatang / 100;
    await eventually(() => creditOnServer(e2e.url, member.token)).toBe(credit);
    await eventually(() => textOf(balance)).toContain(gameBaht(credit));
    const booksAfter = await moneyInTheBooks(e2e.server);
    expect(booksAfter.memberWallets - booksBefore.memberWallets).toBe(BigInt(returnSatang - 2_000));
    expect(booksAfter.provider - booksBefore.provider).toBe(
      booksBefore.memberWallets - booksAfter.memberWallets,
    );
  });
});
