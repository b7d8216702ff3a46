import { webLobbyCn } from '@chaba/i18n/catalogs/web-lobby.cn';
import { webLobbyEn } from '@chaba/i18n/catalogs/web-lobby.en';
import { webLobbyTh } from '@chaba/i18n/catalogs/web-lobby.th';
import { describe, expect, test } from 'vitest';
import { setUpE2e, viewports } from './support/browser';
import { freePort } from './support/game-loop';
import { startE2eServer } from './support/server';
import { textOf } from './support/site';

/**
 * Issue 24: the site names a game aggregator address where nothing answers (it was moved to another
 * port, or it is down). Instead of the browser's "refused to connect" inside the frame, the game's
 * dialog says in the page's language that the game cannot be reached, and still closes.
 */
const e2e = setUpE2e(async () =>
  startE2eServer({ env: { DEMO_PROVIDER_URL: `http://127.0.0.1:${await freePort()}` } }),
);

const languages = [
  { path: '/casino-test', texts: webLobbyTh },
  { path: '/en/casino-test', texts: webLobbyEn },
  { path: '/cn/casino-test', texts: webLobbyCn },
] as const;

describe.each(viewports)('a game whose aggregator does not answer, at $name', (viewport) => {
  test.each(languages)("shows the site's own message at $path", async ({ path, texts }) => {
    const page = await e2e.openPage(viewport, path);
    const casinoTest = page.getByTestId('casino-test');
    await casinoTest.waitFor();
    await casinoTest
      .getByRole('button', { name: new RegExp(`${texts.trial.play}$`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const message = dialog.getByTestId('game-unreachable');
    await message.waitFor();
    expect(await textOf(message)).toBe(texts.gameUnreachable);
    expect(await message.isVisible()).toBe(true);
    await dialog.getByTestId('close-game').click();
    await dialog.waitFor({ state: 'detached' });
  });
});
