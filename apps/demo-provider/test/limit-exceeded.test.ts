import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { catalogs } from '../src/texts';
import { launchSession, startAggregatorWithWallet } from './aggregator-with-wallet';
import type { FakeWallet } from './fake-wallet';

/*
 * A bet the wallet refuses with LIMIT_EXCEEDED (a limit the player set on themselves): the round is
 * not played, nothing is retried or rolled back, and the game page has the message in th/en/cn.
 */

let wallet: FakeWallet;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ wallet, app, close } = await startAggregatorWithWallet());
});
afterEach(() => close());

const launch = (game: string, lang: string) => launchSession(app, wallet, game, { lang });

it('ends the round before it is played, with the balance, and neither retries nor rolls back', async () => {
  const session = await launch('hibiscus-slot', 'en');
  wallet.limitAll();
  const answer = await app.inject({
    method: 'POST',
    url: `/api/round?session=${session}`,
    payload: { bet: 10 },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ status: 'LIMIT_EXCEEDED', balanceSatang: 1000_00 });
  // Give a retry or the settlement outbox (every 20 ms) time to show up: none may.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(wallet.calls.map((call) => call.action)).toEqual(['authenticate', 'bet']);
  const state = (await app.inject({ method: 'GET', url: `/api/session?session=${session}` })).json();
  expect(state.fairness.nonce).toBe(0);
  expect(state.rounds).toEqual([]);
  expect(wallet.playerBalances()).toEqual([1000_00]);
});

it('gives the game page the message in Thai, English and Chinese', async () => {
  for (const lang of ['th', 'en', 'cn'] as const) {
    const session = await launch('baccarat', lang);
    const page = await app.inject({ method: 'GET', url: `/play/baccarat?session=${session}&lang=${lang}` });
    expect(page.statusCode).toBe(200);
    expect(catalogs[lang].limitExceeded.length).toBeGreaterThan(20);
    expect(page.body).toContain(JSON.stringify(catalogs[lang].limitExceeded).slice(1, -1));
  }
  expect(new Set(Object.values(catalogs).map((texts) => texts.limitExceeded)).size).toBe(3);
});
