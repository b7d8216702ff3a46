import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoProvider, type RunningProvider } from '../apps/demo-provider/src/start';
import {
  call,
  createTestApp,
  creditOf,
  memberWithToken,
  postStatementLines,
  type TestApp,
} from '../apps/server/test/helpers';

/**
 * The central loop across the two apps, over real HTTP: deposit → launch → the aggregator
 * authenticates and plays rounds through the signed seamless wallet → credit and turnover change on
 * the server → withdraw.
 */
let t: TestApp;
let provider: RunningProvider;
let providerUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const serverPort = (t.app.server.address() as { port: number }).port;
  provider = await startDemoProvider({
    port: 0,
    host: '127.0.0.1',
    walletUrl: `http://127.0.0.1:${serverPort}`,
    secret: t.context.config.DEMO_PROVIDER_SECRET,
    memberSiteOrigin: `http://127.0.0.1:${serverPort}`,
    logger: false,
  });
  providerUrl = provider.url.replace('localhost', '127.0.0.1');
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

/** Opens a game like the member's browser does: the launch URL, then the provider's session. */
async function openGame(token: string, game: string) {
  const launch = await call(t.app, 'GET', `/lobby/api/launch-game/chaba-demo/${game}?mobile=true`, { token });
  expect(launch.body.success).toBe(true);
  const launchUrl = new URL(launch.body.url);
  const response = await fetch(`${providerUrl}${launchUrl.pathname}${launchUrl.search}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const session = new URL(response.headers.get('location')!, providerUrl).searchParams.get('session')!;
  const page = await fetch(`${providerUrl}${launchUrl.pathname}?session=${session}&lang=th`);
  expect(page.status).toBe(200);
  return session;
}

async function playRound(session: string, body: object) {
  const response = await fetch(`${providerUrl}/api/round?session=${session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; balanceSatang?: number; [key: string]: unknown };
}

describe('deposit → play → withdraw across the server and the demo aggregator', () => {
  it('moves credit and turnover with every round, and the books balance', async () => {
    const member = await memberWithToken(t, '0601000001');
    const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 1000 },
    });
    await postStatementLines(t, [
      {
        id: 'loop-deposit',
        account_number: prepared.body.data.to_account_number,
        amount: 1000,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    expect(await creditOf(t.app, member.token)).toBe(1000);

    const rounds: Array<[string, object, number]> = [
      ['hibiscus-slot', { bet: 10 }, 10],
      ['baccarat', { bets: [{ spot: 'banker', amount: 20 }] }, 20],
      [
        'hilo',
        {
          bets: [
            { spot: 'high', amount: 5 },
            { spot: 'low', amount: 5 },
          ],
        },
        10,
      ],
      // Issue 16's tables and slots, through the same wallet.
      [
        'roulette',
        {
          bets: [
            { spot: 'red', amount: 10 },
            { spot: 'straight-0', amount: 1 },
          ],
        },
        11,
      ],
      ['dragon-tiger', { bets: [{ spot: 'tiger', amount: 10 }] }, 10],
      [
        'sic-bo',
        {
          bets: [
            { spot: 'small', amount: 5 },
            { spot: 'double-3', amount: 1 },
          ],
        },
        6,
      ],
      ['naga-slot', { bet: 5 }, 5],
      ['market-slot', { bet: 5 }, 5],
    ];
    let staked = 0;
    for (const [game, bet, stake] of rounds) {
      const session = await openGame(member.token, game);
      for (let index = 0; index < 3; index += 1) {
        const before = await creditOf(t.app, member.token);
        const result = await playRound(session, bet);
        expect(result.status).toBe('OK');
        staked += stake;
        const after = await creditOf(t.app, member.token);
        // What the game shows is what the wallet holds.
        expect(result.balanceSatang).toBe(Math.round(after * 100));
        expect(after).not.toBeNaN();
        expect(before - stake).toBeLessThanOrEqual(after);
      }
    }
    const [turnover] = (
      (await t.connection.db.execute(
        (await import('drizzle-orm')).sql`select bet_total_satang::text as total from member_turnover`,
      )) as unknown as { rows: Array<{ total: string }> }
    ).rows;
    expect(Number(turnover!.total)).toBe(staked * 100);

    const credit = await creditOf(t.app, member.token);
    const withdrawal = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: member.token,
      body: { phone: member.phone, amount: Math.floor(credit) },
    });
    expect(withdrawal.status).toBe(200);
    expect((await checkLedger(t.connection.db)).problems).toEqual([]);
  });

  it('refuses a round above the credit and shows the wallet balance', async () => {
    const member = await memberWithToken(t, '0601000002');
    const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 30 },
    });
    await postStatementLines(t, [
      {
        id: 'loop-small',
        account_number: prepared.body.data.to_account_number,
        amount: 30,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    const session = await openGame(member.token, 'hibiscus-slot');
    const result = await playRound(session, { bet: 50 });
    expect(result.status).toBe('INSUFFICIENT_FUNDS');
    expect(await creditOf(t.app, member.token)).toBe(30);
  });
});
