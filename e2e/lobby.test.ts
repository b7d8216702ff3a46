import type { GamesResponse } from '@chaba/contracts/games';
import { formatBaht } from '@chaba/i18n/format';
import { webLobbyTh } from '@chaba/i18n/catalogs/web-lobby.th';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually, viewports, type Viewport } from './support/browser';
import {
  creditOnServer,
  memberWithCredit,
  moneyInTheBooks,
  setUpGameLoopE2e,
  withdrawThroughApi,
  type FundedMember,
} from './support/game-loop';
import { control, dismissToasts, popup, submitLogin, textOf } from './support/site';
import { th } from './support/texts';

/**
 * Issue 4 in Chromium: a member with credit opens the lobby, launches the slot in the frame, spins,
 * and the credit moves; trial play works logged out; the credit check before a launch; the mobile
 * bottom bar's play button on the lobby page. The games come from the demo aggregator, which plays
 * every round over the server's signed seamless wallet.
 */

const e2e = setUpGameLoopE2e();
const lobbyTexts = webLobbyTh;
const slotCode = 'hibiscus-slot';
/** The slot page's spin button (the aggregator's own Thai text). */
const spinLabel = 'หมุน';
/** The aggregator's badge on a game page in play money. */
const trialBadgeInGame = 'ทดลองเล่น';

/** The name the lobby shows for a game, in Thai, as the server's catalogue gives it. */
async function gameName(code: string): Promise<string> {
  const response = await fetch(`${e2e.url}/lobby/api/games`, { headers: { 'accept-language': 'th' } });
  const { data } = (await response.json()) as GamesResponse;
  const game = data.find((entry) => entry.code === code);
  if (!game) throw new Error(`no game ${code} in the catalogue: ${JSON.stringify(data)}`);
  return game.name;
}

/** Credit the way the site writes it: two decimals with thousands separators. */
const baht = (amount: number) => formatBaht(amount);

/** A tile of the grid by the name a person reads on it: the game's name, then its call to action. */
function tile(scope: Page | Locator, name: string, action: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('button', { name: new RegExp(`${escaped}\\s*${action}$`) });
}

/** The running game: its dialog (named by the game), and the aggregator's page inside the frame. */
function runningGame(page: Page, name: string): { dialog: Locator; game: FrameLocator } {
  return {
    dialog: page.getByRole('dialog', { name, exact: true }),
    game: page.getByTestId('game-frame').contentFrame(),
  };
}

/**
 * The credit a person sees on the lobby. Wider screens show it in the header (testid `credit`);
 * below 640 px the header hides it and the lobby shows its own credit line above the tabs.
 */
function visibleCredit(page: Page, viewport: Viewport): Locator {
  if (viewport.name === 'desktop') return page.getByTestId('credit').filter({ visible: true });
  return page.getByTestId('lobby').getByTestId('credit-refresh').locator('xpath=..');
}

/** The amount in a credit line such as "เครดิต 1,234.50 บาท". */
async function amountIn(locator: Locator): Promise<string> {
  const text = await textOf(locator);
  const amount = /\d[\d,]*\.\d{2}/.exec(text)?.[0];
  if (!amount) throw new Error(`no amount in "${text}"`);
  return amount;
}

/** A guest opens /lobby, is sent to the Login popup, logs in and comes back to the lobby. */
async function logInToLobby(viewport: Viewport, phone: string, password: string): Promise<Page> {
  const page = await e2e.openPage(viewport, '/lobby');
  await eventually(() => new URL(page.url()).pathname).toBe('/login');
  await submitLogin(popup(page, th.login.title), phone, password);
  await eventually(() => new URL(page.url()).pathname).toBe('/lobby');
  await page.getByTestId('lobby').waitFor();
  return page;
}

/** Spins until a round's result leaves the balance where it was not (a win can equal the bet). */
async function spinUntilBalanceMoves(game: FrameLocator, readBalance: () => Promise<number>, before: number) {
  const spin = game.getByRole('button', { name: spinLabel, exact: true });
  let after = before;
  for (let spins = 0; after === before && spins < 10; spins += 1) {
    await spin.click();
    // The button is disabled while the round runs and the reels stop; enabled again, the round is settled.
    await eventually(() => spin.isEnabled()).toBe(true);
    after = await readBalance();
  }
  expect(after).not.toBe(before);
  return after;
}

describe.each(viewports)('lobby and games at $width px', (viewport) => {
  test('a member with credit launches the slot in the frame, spins, and the credit follows the wallet', async () => {
    const member = await memberWithCredit(e2e.server, 500);
    expect(member.credit).toBeGreaterThanOrEqual(500);
    const slot = await gameName(slotCode);
    const page = await logInToLobby(viewport, member.phone, member.password);

    await eventually(() => amountIn(visibleCredit(page, viewport))).toBe(baht(member.credit));
    const lobby = page.getByTestId('lobby');
    expect(await page.getByTestId('lobby-tab-slot').getAttribute('aria-selected')).toBe('true');
    const slotTile = tile(lobby, slot, lobbyTexts.play);
    expect(await slotTile.getAttribute('data-game-code')).toBe(slotCode);
    await slotTile.click();

    // The game opens in the frame, with the close control above it, showing the member's credit.
    const { dialog, game } = runningGame(page, slot);
    await dialog.waitFor();
    await dialog.getByTestId('game-frame').waitFor();
    expect(await textOf(dialog.getByTestId('close-game'))).toBe(lobbyTexts.closeGame);
    // Phones get the aggregator's mobile layout in a frame as wide as the screen.
    const frame = dialog.getByTestId('game-frame');
    const launchUrl = new URL((await frame.getAttribute('src')) ?? '');
    expect(launchUrl.origin).toBe(e2e.server.providerUrl);
    expect(launchUrl.searchParams.get('mobile')).toBe(String(viewport.name === 'mobile'));
    if (viewport.name === 'mobile') expect((await frame.boundingBox())?.width).toBe(viewport.width);
    const gameBalance = game.locator('#balance');
    await eventually(() => textOf(gameBalance)).toBe(`฿${baht(member.credit)}`);
    expect(await game.getByText(trialBadgeInGame, { exact: true }).count()).toBe(0);

    const booksBefore = await moneyInTheBooks(e2e.server);
    const walletCallsBefore = e2e.server.walletCalls();
    const credit = await spinUntilBalanceMoves(
      game,
      () => creditOnServer(e2e.url, member.token),
      member.credit,
    );
    // The rounds went through the server's wallet: the aggregator's account took what the member lost.
    expect(e2e.server.walletCalls()).toBeGreaterThan(walletCallsBefore);
    const booksAfter = await moneyInTheBooks(e2e.server);
    expect(booksAfter.memberWallets - booksBefore.memberWallets).toBe(
      BigInt(Math.round((credit - member.credit) * 100)),
    );
    expect(booksAfter.provider - booksBefore.provider).toBe(
      booksBefore.memberWallets - booksAfter.memberWallets,
    );
    // The game shows what the wallet holds.
    await eventually(() => textOf(gameBalance)).toBe(`฿${baht(credit)}`);
    // The page behind the frame follows live (the wallet's change reaches it over the event stream).
    await eventually(async () => (await page.getByTestId('credit').first().textContent())?.trim()).toBe(
      baht(credit),
    );

    // On a phone the login toast lies over the frame's top bar, close button included, for its 8 s:
    // a person taps it away first.
    await dismissToasts(page);
    await dialog.getByTestId('close-game').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await eventually(() => amountIn(visibleCredit(page, viewport))).toBe(baht(credit));
    expect(await creditOnServer(e2e.url, member.token)).toBe(credit);
  });

  test('trial play works logged out, in play money, and touches no member credit', async () => {
    const bystander = await memberWithCredit(e2e.server, 200);
    const before = await moneyInTheBooks(e2e.server);
    const walletCallsBefore = e2e.server.walletCalls();
    const slot = await gameName(slotCode);

    const page = await e2e.openPage(viewport, '/casino-test');
    const casinoTest = page.getByTestId('casino-test');
    await casinoTest.waitFor();
    // A guest: the page offers to register for real play, and shows no credit.
    await control(casinoTest, lobbyTexts.trial.register).waitFor();
    expect(await page.getByTestId('credit').count()).toBe(0);

    await tile(casinoTest, slot, lobbyTexts.trial.play).click();
    const { dialog, game } = runningGame(page, slot);
    await dialog.getByTestId('game-frame').waitFor();
    // The game is asked for the device's layout, as a real launch asks for it (a phone: mobile=true).
    const trialUrl = new URL((await dialog.getByTestId('game-frame').getAttribute('src')) ?? '');
    expect(trialUrl.searchParams.get('mobile')).toBe(String(viewport.width < 768));
    // Play money, said by the site above the frame and by the game inside it.
    expect(await textOf(dialog)).toContain(lobbyTexts.trial.badge);
    await game.getByText(trialBadgeInGame, { exact: true }).waitFor();
    const gameBalance = game.locator('#balance');
    await eventually(() => textOf(gameBalance)).toBe('฿10,000.00');
    // The aggregator answered the site's question too: no "cannot be reached" over a running game.
    expect(await dialog.getByTestId('game-unreachable').count()).toBe(0);

    const playMoney = async () => Number((await textOf(gameBalance)).replace(/[฿,]/g, ''));
    const after = await spinUntilBalanceMoves(game, playMoney, 10_000);
    expect(after).not.toBe(10_000);

    // Nothing reached the wallet: no wallet call, no member's credit and no provider account moved.
    expect(e2e.server.walletCalls()).toBe(walletCallsBefore);
    expect(await moneyInTheBooks(e2e.server)).toEqual(before);
    expect(await creditOnServer(e2e.url, bystander.token)).toBe(bystander.credit);

    await dialog.getByTestId('close-game').click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('a member with 1 baht of credit sees the insufficient-credit alert and no game', async () => {
    // Deposited once (so the refusal is the credit's), then all but exactly 1 baht withdrawn.
    const member: FundedMember = await memberWithCredit(e2e.server, 101);
    await withdrawThroughApi(
      e2e.url,
      member.token,
      member.phone,
      Math.round((member.credit - 1) * 100) / 100,
    );
    expect(await creditOnServer(e2e.url, member.token)).toBe(1);
    const slot = await gameName(slotCode);
    const launches: string[] = [];
    const page = await logInToLobby(viewport, member.phone, member.password);
    page.on('request', (request) => {
      if (request.url().includes('/lobby/api/launch-game/')) launches.push(request.url());
    });

    await eventually(() => amountIn(visibleCredit(page, viewport))).toBe(baht(1));
    await tile(page.getByTestId('lobby'), slot, lobbyTexts.play).click();

    const alert = popup(page, lobbyTexts.insufficientTitle);
    await alert.waitFor();
    expect(lobbyTexts.insufficientTitle).toBe('เครดิตไม่เพียงพอ');
    expect(await textOf(alert)).toContain(lobbyTexts.insufficientCredit);
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await control(alert, th.common.ok).click();
    await alert.waitFor({ state: 'detached' });
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    expect(launches).toEqual([]);
  });
});

describe('lobby at 390 px', () => {
  const mobile = viewports.find((viewport) => viewport.name === 'mobile')!;

  test("the bottom bar's play button on the lobby page asks to select a game", async () => {
    const page = await logInToLobby(mobile, '0812345678', 'Demo1234');
    const bottomBar = page.getByRole('navigation', { name: th.nav.bottomBar, exact: true });
    await control(bottomBar, th.nav.playGame).click();

    const message = popup(page, th.nav.playGame);
    await eventually(() => textOf(message)).toContain(lobbyTexts.selectGame);
    await control(message, th.common.ok).click();
    await message.waitFor({ state: 'detached' });
    // Still the lobby, and no game started.
    expect(new URL(page.url()).pathname).toBe('/lobby');
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await page.getByTestId('lobby-tab-slot').waitFor();
  });

  test("the lobby's tiles are in the server's HTML, so the first paint shows the games (issue 14)", async () => {
    const page = await logInToLobby(mobile, '0812345678', 'Demo1234');
    const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
    const catalogue = (
      (await (await fetch(`${e2e.url}/lobby/api/games`)).json()) as GamesResponse
    ).data.filter((game) => game.category === 'casino');
    expect(catalogue.length).toBeGreaterThan(1);

    const html = await (await fetch(`${e2e.url}/lobby?category=casino`, { headers: { cookie } })).text();
    for (const game of catalogue) expect(html).toContain(`data-game-code="${game.code}"`);
    // The first screen's art loads at once (it is the page's largest paint), the rest when near.
    const tiles = html.split('data-testid="game-tile"').slice(1);
    expect(tiles).toHaveLength(catalogue.length);
    expect(tiles[0]).toContain('loading="eager"');
  });
});
