import { gameTransactions } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { newKeyPair, startFakeHub88, type FakeHub88 } from '../scripts/fake-hub88/server';
import { eventually, setUpE2e, viewports, waitForHydration } from './support/browser';
import { creditOnServer, freePort, memberWithCredit, type GameLoopServer } from './support/game-loop';
import { webLobbyTh } from '@chaba/i18n/catalogs/web-lobby.th';
import { lobbyCatalogue, logInToLobby } from './support/lobby';
import { startE2eServer, type E2eServer } from './support/server';

/**
 * Hub88 end to end (issue 28, decision 54): the server with the fake Hub88 configured syncs its
 * catalogue at start; a member opens a Hub88 slot from /lobby/{code}, the fake's page in the game
 * frame shows the wallet's balance, and one spin moves the member's credit once: the stake, then
 * a win of 0 that closes the round. Needs the Hub88 Wallet API routes (/api/providers/hub88/wallet).
 */
const e2e = setUpE2e(async (): Promise<E2eServer & { fake: FakeHub88 }> => {
  const port = await freePort();
  const ours = newKeyPair();
  const fake = await startFakeHub88({
    operatorPublicKey: ours.publicKeyPem,
    walletUrl: `http://127.0.0.1:${port}/api/providers/hub88/wallet`,
    gameCount: 40,
    retryDelaysMs: [100],
  });
  try {
    const server = await startE2eServer({
      env: {
        PORT: String(port),
        HUB88_API_URL: fake.url,
        HUB88_OPERATOR_ID: String(fake.operatorId),
        HUB88_PRIVATE_KEY: ours.privateKeyPem,
        HUB88_PUBLIC_KEY: fake.publicKeyPem,
      },
    });
    return { ...server, fake, close: async () => (await server.close(), await fake.close()) };
  } catch (error) {
    await fake.close();
    throw error;
  }
});

test('a member plays one spin of a Hub88 slot and the credit moves once', async () => {
  const server = { url: e2e.url, config: e2e.server.running.config } as unknown as GameLoopServer;
  // The catalogue job runs right after the start.
  await expect
    .poll(async () => (await lobbyCatalogue(e2e.url)).some((game) => game.provider === 'hub88'), {
      timeout: 20_000,
      interval: 200,
    })
    .toBe(true);
  const slot = (await lobbyCatalogue(e2e.url)).find((game) => game.code === 'fake_01_0001')!;
  expect(slot).toMatchObject({ provider: 'hub88', category: 'slot' });

  const member = await memberWithCredit(server, 500);
  const page = await logInToLobby(e2e, viewports[0]!, member.phone, member.password);
  await page.goto(`${e2e.url}/lobby/${slot.code}`);
  await waitForHydration(page);
  // The launch waits for the member's profile (the credit it checks first).
  await eventually(() => page.getByTestId('member-bar').getByTestId('credit').innerText()).toBe('500.00');
  // /lobby/{code} asks first whether to play this game.
  const prompt = page.getByRole('dialog', { name: slot.name, exact: true });
  await prompt.getByRole('button', { name: webLobbyTh.play }).click();
  const game = page.getByTestId('game-frame').contentFrame();

  const balance = game.getByTestId('fake-hub88-balance');
  await eventually(() => balance.textContent()).toBe('500.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  await game.getByRole('status').filter({ hasText: 'No win' }).waitFor();
  expect(await balance.textContent()).toBe('490.00');
  expect(await creditOnServer(e2e.url, member.token)).toBe(490);

  const rows = await e2e.server.running.connection.db
    .select({
      kind: gameTransactions.kind,
      amount: gameTransactions.amountSatang,
      status: gameTransactions.status,
    })
    .from(gameTransactions)
    .where(eq(gameTransactions.provider, 'hub88'))
    .orderBy(asc(gameTransactions.id));
  expect(rows).toEqual([
    { kind: 'bet', amount: 1_000n, status: 'applied' },
    { kind: 'win', amount: 0n, status: expect.any(String) },
  ]);
  const wallet = e2e.server.fake.walletCalls.map((call) => [call.path, call.answer?.status]);
  expect(wallet.filter(([path]) => path !== '/user/balance')).toEqual([
    ['/transaction/bet', 'RS_OK'],
    ['/transaction/win', 'RS_OK'],
  ]);
});
