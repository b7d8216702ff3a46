import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RoundRandom } from '../src/fairness';
import { games, type GameOutcome } from '../src/games/catalogue';
import { launchSession, startAggregatorWithWallet } from './aggregator-with-wallet';
import type { FakeWallet } from './fake-wallet';

/**
 * Issue 16's games, each played for real money through the signed seamless wallet (the fake wallet
 * checks every signature and keeps the balance), then re-verified from the revealed seed on /verify.
 */

let wallet: FakeWallet;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ wallet, app, close } = await startAggregatorWithWallet());
});
afterEach(() => close());

const launch = (game: string, lang: string) => launchSession(app, wallet, game, { lang, mobile: true });

/** What the verify page must show for an outcome: a piece of its picture that only this outcome has. */
function verifyMarker(outcome: GameOutcome): string {
  switch (outcome.game) {
    case 'roulette':
      return `verify-pocket ${outcome.colour}">${outcome.pocket}</div>`;
    case 'dragon-tiger':
      return { dragon: 'Dragon wins', tiger: 'Tiger wins', tie: outcome.hand.suited ? 'Suited tie' : 'Tie' }[
        outcome.hand.winner
      ];
    case 'sic-bo':
      return `${outcome.dice.join(' + ')} = ${outcome.total}`;
    case 'naga-slot':
    case 'market-slot':
      return `stops: <code>[${outcome.spin.stops.join(', ')}]</code>`;
    default:
      throw new Error(`not one of issue 16's games: ${outcome.game}`);
  }
}

describe.each([
  [
    'roulette',
    {
      bets: [
        { spot: 'red', amount: 20 },
        { spot: 'straight-17', amount: 5 },
        { spot: 'corner-1', amount: 5 },
      ],
    },
    30,
    'European Roulette',
  ],
  [
    'dragon-tiger',
    {
      bets: [
        { spot: 'dragon', amount: 20 },
        { spot: 'tie', amount: 10 },
      ],
    },
    30,
    'Dragon Tiger',
  ],
  [
    'sic-bo',
    {
      bets: [
        { spot: 'big', amount: 10 },
        { spot: 'combo-1-2', amount: 10 },
        { spot: 'total-10', amount: 10 },
      ],
    },
    30,
    'Sic Bo',
  ],
  ['naga-slot', { bet: 10 }, 10, 'Naga Gold Slot'],
  ['market-slot', { bet: 10 }, 10, 'Floating Market Slot'],
] as const)('%s through the signed wallet', (game, bet, stakeBaht, title) => {
  it('shows its page, plays a round with a signed bet and win, and the verify page recomputes it', async () => {
    const session = await launch(game, 'en');
    const page = await app.inject({ method: 'GET', url: `/play/${game}?session=${session}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(title);
    expect(page.body).toContain(`/static/${game.endsWith('-slot') ? 'slot' : game}.js`);
    const script = await app.inject({
      method: 'GET',
      url: `/static/${game.endsWith('-slot') ? 'slot' : game}.js`,
    });
    expect(script.statusCode).toBe(200);

    const answer = (
      await app.inject({ method: 'POST', url: `/api/round?session=${session}`, payload: bet })
    ).json();
    expect(answer.status).toBe('OK');
    const { roundId, returnSatang, stakeSatang, outcome } = answer.round;
    expect(stakeSatang).toBe(stakeBaht * 100);
    const [, betCall, winCall] = wallet.calls;
    expect(betCall).toEqual({
      action: 'bet',
      signatureValid: true,
      body: expect.objectContaining({ transaction_id: `${roundId}:bet`, game_code: game, amount: stakeBaht }),
    });
    expect(winCall).toEqual({
      action: 'win',
      signatureValid: true,
      body: expect.objectContaining({ transaction_id: `${roundId}:win`, amount: returnSatang / 100 }),
    });
    expect(answer.balanceSatang).toBe(1000_00 - stakeBaht * 100 + returnSatang);
    expect(wallet.playerBalances()).toEqual([answer.balanceSatang]);

    // The round settles on the outcome the seeds give, bet aside.
    const state = (await app.inject({ method: 'GET', url: `/api/session?session=${session}` })).json();
    const rotated = (
      await app.inject({ method: 'POST', url: `/api/rotate-seed?session=${session}`, payload: {} })
    ).json();
    const revealed = rotated.revealedSeeds[0];
    expect(revealed.serverSeedHash).toBe(state.fairness.serverSeedHash);
    const recomputed = games[game].outcome(new RoundRandom(revealed.serverSeed, revealed.clientSeed, 0));
    if (game.endsWith('-slot')) expect(recomputed).toMatchObject({ spin: { stops: outcome.spin.stops } });
    else expect(recomputed).toEqual(outcome);

    const verify = await app.inject({
      method: 'GET',
      url: `/verify?lang=en&game=${game}&serverSeed=${revealed.serverSeed}&hash=${revealed.serverSeedHash}&clientSeed=${revealed.clientSeed}&nonce=0`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('The seed matches the hash shown before playing');
    expect(verify.body).toContain(verifyMarker(outcome));
  });

  it('has its page in Thai and Chinese too, and trial play with play money and no wallet call', async () => {
    for (const [lang, words] of [
      ['th', 'ทดลองเล่น'],
      ['cn', '试玩'],
    ] as const) {
      const start = await app.inject({ method: 'GET', url: `/play/${game}?mode=trial&lang=${lang}` });
      expect(start.statusCode).toBe(303);
      const page = await app.inject({ method: 'GET', url: start.headers.location as string });
      expect(page.body).toContain(words);
      expect(page.body).toContain('฿10,000.00');
      const session = new URL(start.headers.location as string, 'http://provider').searchParams.get(
        'session',
      )!;
      const answer = (
        await app.inject({ method: 'POST', url: `/api/round?session=${session}`, payload: bet })
      ).json();
      expect(answer.balanceSatang).toBe(10_000_00 - stakeBaht * 100 + answer.round.returnSatang);
    }
    expect(wallet.calls).toEqual([]);
  });
});

describe('table limits over HTTP', () => {
  it('refuses a bet over the table limit before calling the wallet', async () => {
    const session = await launch('roulette', 'en');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/round?session=${session}`,
      payload: { bets: [{ spot: 'straight-0', amount: 2_001 }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(wallet.calls.map((call) => call.action)).toEqual(['authenticate']);
  });
});
