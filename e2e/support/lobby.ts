import type { GamesResponse } from '@chaba/contracts/games';
import { webLobbyTh } from '@chaba/i18n/catalogs/web-lobby.th';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { eventually, type Viewport } from './browser';
import { popup, submitLogin } from './site';
import { th } from './texts';

/** The lobby's games as the server's catalogue gives them, named in Thai. */
export async function lobbyCatalogue(url: string): Promise<GamesResponse['data']> {
  const response = await fetch(`${url}/lobby/api/games`, { headers: { 'accept-language': 'th' } });
  return ((await response.json()) as GamesResponse).data;
}

/** A tile of the lobby's grid by what a person reads on it: the game's name, then "play". */
export function lobbyTile(scope: Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('button', { name: new RegExp(`${escaped}\\s*${webLobbyTh.play}$`) });
}

/** Opens /lobby as a visitor, logs in in the popup it sends them to, and waits for the lobby. */
export async function logInToLobby(
  e2e: { openPage(viewport: Viewport, pathname?: string): Promise<Page> },
  viewport: Viewport,
  phone: string,
  password: string,
): Promise<Page> {
  const page = await e2e.openPage(viewport, '/lobby');
  await eventually(() => new URL(page.url()).pathname).toBe('/login');
  await submitLogin(popup(page, th.login.title), phone, password);
  await eventually(() => new URL(page.url()).pathname).toBe('/lobby');
  await page.getByTestId('lobby').waitFor();
  return page;
}

/**
 * Opens a game from the lobby's grid (the tab showing it already chosen) as a member does, by its
 * tile: answers the game's dialog, once open, and the aggregator's page in its frame.
 */
export async function openGameFromLobby(
  page: Page,
  name: string,
): Promise<{ dialog: Locator; game: FrameLocator }> {
  await lobbyTile(page.getByTestId('lobby'), name).click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.waitFor();
  return { dialog, game: page.getByTestId('game-frame').contentFrame() };
}

const gameMoney = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A balance in baht as the demo games write it ("1,380.00": grouped, two decimals). */
export function gameBaht(baht: number): string {
  return gameMoney.format(baht);
}
