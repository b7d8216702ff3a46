import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProviderApp, sessionCookieName } from '../src/app';
import { startDemoProvider } from '../src/start';
import { launchSession } from './aggregator-with-wallet';
import { startFakeWallet, type FakeWallet } from './fake-wallet';

const secret = 'provider-test-secret-0123456789';
const memberSite = 'https://member.example';
let wallet: FakeWallet;
let app: FastifyInstance;

async function buildApp(fetchImpl?: typeof fetch, options: { secret?: string } = {}) {
  return buildProviderApp({
    walletUrl: wallet.url,
    providerCode: 'chaba-demo',
    secret: options.secret ?? secret,
    memberSiteOrigin: memberSite,
    fetch: fetchImpl,
    retryDelaysMs: [0],
    outboxIntervalMs: 20,
  });
}

/** Launches `game` with a fresh launch token; gives the provider session id. */
const launch = (game: string, lang = 'en') => launchSession(app, wallet, game, { lang, mobile: true });

const spin = (session: string, bet = 10) =>
  app.inject({ method: 'POST', url: `/api/round?session=${session}`, payload: { bet } });

beforeEach(async () => {
  wallet = await startFakeWallet({ secret, balanceBaht: 1000 });
  app = await buildApp();
});
afterEach(async () => {
  await app.close();
  await wallet.close();
});

describe('launch', () => {
  it('authenticates the launch token once and opens the game page on a provider session', async () => {
    const token = wallet.issueLaunchToken('hibiscus-slot');
    const answer = await app.inject({
      method: 'GET',
      url: `/play/hibiscus-slot?token=${token}&lang=en&mobile=true`,
    });
    expect(answer.statusCode).toBe(303);
    const location = new URL(answer.headers.location as string, 'http://provider');
    expect(location.pathname).toBe('/play/hibiscus-slot');
    expect(location.searchParams.get('token')).toBeNull();
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toContain(`${sessionCookieName}=${location.searchParams.get('session')}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(wallet.calls).toEqual([
      { action: 'authenticate', body: { launch_token: token }, signatureValid: true },
    ]);

    const page = await app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Hibiscus Slot');
    expect(page.body).toContain('฿1,000.00');
    expect(wallet.calls).toHaveLength(1);
  });

  it('shows a friendly page in the player’s language for a used or unknown token', async () => {
    const token = wallet.issueLaunchToken('hilo');
    await app.inject({ method: 'GET', url: `/play/hilo?token=${token}&lang=th` });
    const again = await app.inject({ method: 'GET', url: `/play/hilo?token=${token}&lang=th` });
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('ลิงก์เข้าเกมนี้ใช้ไม่ได้หรือถูกใช้ไปแล้ว');
    const unknown = await app.inject({ method: 'GET', url: '/play/hilo?token=nope&lang=cn' });
    expect(unknown.body).toContain('此游戏链接无效或已被使用');
    const game = await app.inject({ method: 'GET', url: '/play/keno?mode=trial&lang=en' });
    expect(game.statusCode).toBe(404);
    expect(game.body).toContain('Game not found');
  });

  it('shows the wallet as unavailable when it refuses our signature', async () => {
    await app.close();
    app = await buildApp(undefined, { secret: 'not-the-shared-secret-000' });
    const token = wallet.issueLaunchToken('hilo');
    const answer = await app.inject({ method: 'GET', url: `/play/hilo?token=${token}&lang=en` });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('The wallet is not answering');
    expect(wallet.calls).toEqual([
      expect.objectContaining({ action: 'authenticate', signatureValid: false }),
    ]);
  });

  it('accepts the session from the cookie when the page does not pass it', async () => {
    const session = await launch('baccarat');
    const state = await app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { [sessionCookieName]: session },
    });
    expect(state.json()).toMatchObject({
      status: 'OK',
      mode: 'real',
      game: 'baccarat',
      balanceSatang: 1000_00,
    });
    const none = await app.inject({ method: 'GET', url: '/api/session' });
    expect(none.statusCode).toBe(401);
  });
});

describe('a round against the wallet', () => {
  it('sends a signed bet and a signed win with the round’s ids, and shows the wallet’s balance', async () => {
    const session = await launch('hibiscus-slot');
    const answer = (await spin(session, 10)).json();
    expect(answer.status).toBe('OK');
    const { roundId, returnSatang } = answer.round;
    const [, bet, win] = wallet.calls;
    expect(bet).toEqual({
      action: 'bet',
      signatureValid: true,
      body: expect.objectContaining({
        transaction_id: `${roundId}:bet`,
        round_id: roundId,
        game_code: 'hibiscus-slot',
        amount: 10,
      }),
    });
    expect(win).toEqual({
      action: 'win',
      signatureValid: true,
      body: expect.objectContaining({
        transaction_id: `${roundId}:win`,
        round_id: roundId,
        amount: returnSatang / 100,
      }),
    });
    expect(bet!.body.player_token).toBe(win!.body.player_token);
    expect(answer.balanceSatang).toBe(1000_00 - 10_00 + returnSatang);
    expect(wallet.playerBalances()).toEqual([answer.balanceSatang]);
  });

  it('settles a losing round with a win of 0', async () => {
    const session = await launch('hilo');
    // Any triple loses far more often than not; 30 rounds without a loss would be a broken game.
    for (let round = 0; round < 30; round++) {
      const answer = (
        await app.inject({
          method: 'POST',
          url: `/api/round?session=${session}`,
          payload: { bets: [{ spot: 'any-triple', amount: 1 }] },
        })
      ).json();
      if (answer.round.returnSatang === 0) break;
    }
    const wins = wallet.calls.filter((call) => call.action === 'win');
    expect(wins.some((call) => call.body.amount === 0)).toBe(true);
    expect(wins).toHaveLength(wallet.calls.filter((call) => call.action === 'bet').length);
    expect(wallet.calls.every((call) => call.signatureValid)).toBe(true);
  });

  it('answers insufficient funds with the balance and plays nothing', async () => {
    const session = await launch('hibiscus-slot');
    wallet.setAllBalances(5);
    const answer = await spin(session, 10);
    expect(answer.json()).toEqual({ status: 'INSUFFICIENT_FUNDS', balanceSatang: 5_00 });
    expect(wallet.calls.map((call) => call.action)).toEqual(['authenticate', 'bet']);
    const state = (await app.inject({ method: 'GET', url: `/api/session?session=${session}` })).json();
    expect(state.fairness.nonce).toBe(0);
  });

  it('follows the wallet’s balance, so a deposit made meanwhile shows up', async () => {
    const session = await launch('baccarat');
    wallet.setAllBalances(2500);
    const answer = await app.inject({ method: 'GET', url: `/api/balance?session=${session}` });
    expect(answer.json()).toEqual({ status: 'OK', balanceSatang: 2500_00 });
  });

  it('says when the player is blocked', async () => {
    const session = await launch('hibiscus-slot');
    wallet.blockAll();
    expect((await spin(session)).json()).toMatchObject({ status: 'PLAYER_BLOCKED' });
  });

  it('refuses a bad bet before calling the wallet', async () => {
    const session = await launch('baccarat');
    const answer = await app.inject({
      method: 'POST',
      url: `/api/round?session=${session}`,
      payload: { bets: [{ spot: 'player', amount: -5 }] },
    });
    expect(answer.statusCode).toBe(422);
    expect(wallet.calls.map((call) => call.action)).toEqual(['authenticate']);
  });

  it('takes a balance of baht and satang only: a finer one is the wallet’s error, not a rounded balance', async () => {
    await app.close();
    app = await buildApp(async (input, init) =>
      String(input).endsWith('/balance')
        ? Response.json({ status: 'OK', balance: 12.345 })
        : fetch(input, init),
    );
    const session = await launch('hibiscus-slot');
    const answer = await app.inject({ method: 'GET', url: `/api/balance?session=${session}` });
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ status: 'WALLET_ERROR' });
    const state = (await app.inject({ method: 'GET', url: `/api/session?session=${session}` })).json();
    expect(state.balanceSatang).toBe(1000_00);
  });
});

describe('when the wallet does not answer', () => {
  /** Sends requests on to the wallet, but loses the first `lose` answers to bets on the way back. */
  function losingBetAnswers(lose: number, options: { reach: boolean }): typeof fetch {
    let lost = 0;
    return async (input, init) => {
      const url = String(input);
      if (url.endsWith('/bet') && lost < lose) {
        lost += 1;
        if (options.reach) await fetch(input, init);
        throw new TypeError('fetch failed');
      }
      return fetch(input, init);
    };
  }

  it('retries the bet with the same transaction id, which the wallet takes once', async () => {
    await app.close();
    app = await buildApp(losingBetAnswers(2, { reach: true }));
    const session = await launch('hibiscus-slot');
    const answer = (await spin(session, 10)).json();
    expect(answer.status).toBe('OK');
    const bets = wallet.calls.filter((call) => call.action === 'bet');
    expect(bets).toHaveLength(3);
    expect(new Set(bets.map((call) => call.body.transaction_id)).size).toBe(1);
    expect(wallet.playerBalances()).toEqual([1000_00 - 10_00 + answer.round.returnSatang]);
  });

  it('rolls the bet back after three retries, and the player keeps the money', async () => {
    await app.close();
    app = await buildApp(losingBetAnswers(4, { reach: true }));
    const session = await launch('hibiscus-slot');
    const answer = (await spin(session, 10)).json();
    expect(answer).toEqual({ status: 'WALLET_UNAVAILABLE' });
    const actions = wallet.calls.map((call) => call.action);
    expect(actions).toEqual(['authenticate', 'bet', 'bet', 'bet', 'bet', 'rollback']);
    const rollback = wallet.calls.at(-1)!.body;
    expect(rollback.reference_transaction_id).toBe(wallet.calls[1]!.body.transaction_id);
    expect(wallet.playerBalances()).toEqual([1000_00]);
    const state = (await app.inject({ method: 'GET', url: `/api/session?session=${session}` })).json();
    expect(state.fairness.nonce).toBe(0);
  });
});

describe('a win the wallet does not answer', () => {
  it('is queued and delivered later with the same transaction id', async () => {
    let failedWins = 0;
    await app.close();
    app = await buildApp(async (input, init) => {
      if (String(input).endsWith('/win') && failedWins < 6) {
        failedWins += 1;
        throw new TypeError('fetch failed');
      }
      return fetch(input, init);
    });
    const session = await launch('baccarat');
    const answer = (
      await app.inject({
        method: 'POST',
        url: `/api/round?session=${session}`,
        payload: { bets: [{ spot: 'tie', amount: 10 }] },
      })
    ).json();
    expect(answer.status).toBe('OK');
    expect(answer.settlement).toBe('pending');
    expect(answer.balanceSatang).toBe(1000_00 - 10_00 + answer.round.returnSatang);
    // Four tries in the round, then the outbox retries every 20 ms until the wallet answers.
    for (let wait = 0; wait < 100 && !wallet.calls.some((call) => call.action === 'win'); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const wins = wallet.calls.filter((call) => call.action === 'win');
    expect(wins).toHaveLength(1);
    expect(wins[0]!.body.transaction_id).toBe(`${answer.round.roundId}:win`);
    expect(wallet.playerBalances()).toEqual([answer.balanceSatang]);
  });
});

describe('trial play', () => {
  it('plays every game with 10,000 baht of play money and never calls the wallet', async () => {
    for (const [game, bet] of [
      ['hibiscus-slot', { bet: 100 }],
      ['baccarat', { bets: [{ spot: 'player', amount: 100 }] }],
      ['hilo', { bets: [{ spot: 'low', amount: 100 }] }],
    ] as const) {
      const start = await app.inject({ method: 'GET', url: `/play/${game}?mode=trial&lang=th` });
      expect(start.statusCode).toBe(303);
      const session = new URL(start.headers.location as string, 'http://provider').searchParams.get(
        'session',
      )!;
      const page = await app.inject({ method: 'GET', url: start.headers.location as string });
      expect(page.body).toContain('ทดลองเล่น');
      expect(page.body).toContain('฿10,000.00');
      const answer = (
        await app.inject({ method: 'POST', url: `/api/round?session=${session}`, payload: bet })
      ).json();
      expect(answer.status).toBe('OK');
      expect(answer.balanceSatang).toBe(10_000_00 - 100_00 + answer.round.returnSatang);
    }
    expect(wallet.calls).toEqual([]);
  });
});

/** The directives of a Content-Security-Policy header, by name. */
function cspOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('let only the member site frame a game page, and scripts come from our files only', async () => {
    const session = await launch('hibiscus-slot');
    const page = await app.inject({ method: 'GET', url: `/play/hibiscus-slot?session=${session}` });
    expect(page.statusCode).toBe(200);
    const csp = cspOf(page.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", memberSite]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // The page runs no inline script: its scripts are files, its boot data a JSON block.
    const inlineScripts = [...page.body.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter(
      ([, attributes, content]) =>
        !attributes!.includes('src=') && !attributes!.includes('application/json') && content,
    );
    expect(inlineScripts).toEqual([]);
    expect(page.body).toMatch(/<script src="\/static\/common\.js"/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('are on the error and verify pages, the scripts and the JSON API too', async () => {
    for (const url of [
      '/play/no-such-game',
      '/verify?lang=en',
      '/static/common.js',
      '/api/session',
      '/healthz',
    ]) {
      const answer = await app.inject({ method: 'GET', url });
      expect(cspOf(answer.headers['content-security-policy']).get('frame-ancestors'), url).toEqual([
        "'self'",
        memberSite,
      ]);
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

describe('startDemoProvider', () => {
  it('listens, lists its games and closes', async () => {
    const provider = await startDemoProvider({
      port: 0,
      host: '127.0.0.1',
      walletUrl: wallet.url,
      secret,
      memberSiteOrigin: 'http://localhost:3000/',
      logger: false,
    });
    try {
      const url = provider.url.replace('localhost', '127.0.0.1');
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
      const catalogue: any = await (await fetch(`${url}/api/catalogue`)).json();
      expect(catalogue.provider).toBe('chaba-demo');
      expect(catalogue.games.map((game: any) => [game.code, game.category])).toEqual([
        ['hibiscus-slot', 'slot'],
        ['naga-slot', 'slot'],
        ['market-slot', 'slot'],
        ['baccarat', 'casino'],
        ['hilo', 'casino'],
        ['roulette', 'casino'],
        ['dragon-tiger', 'casino'],
        ['sic-bo', 'casino'],
        ['fish-hunter', 'fish'],
        ['yeekee', 'lottery'],
      ]);
      expect(catalogue.games[0].trialUrl).toBe(`${url}/play/hibiscus-slot?mode=trial`);
      // The member site's address is reduced to its origin.
      const page = await fetch(`${url}/play/baccarat?mode=trial`);
      expect(page.headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' http://localhost:3000;",
      );
    } finally {
      await provider.close();
    }
  });
});
