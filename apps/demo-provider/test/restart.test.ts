import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../src/app';
import { hashServerSeed } from '../src/fairness';
import { wavesAround } from '../src/games/fish/waves';
import { openProviderDatabase, type ProviderDatabaseOptions } from '../src/database';
import { startFakeWallet, type FakeWallet } from './fake-wallet';
import { freshAggregatorDatabase } from './fresh-database';

/**
 * The aggregator restarted on its own database (PGlite in a folder, or a fresh PostgreSQL database
 * when DATABASE_URL is set, as the other db tests): a win the wallet could not be reached for is
 * delivered once after the restart, and a launched game keeps its session, balance and seeds.
 * "Wallet down" is the network failing: every call to the wallet throws as fetch does when nothing
 * answers.
 */
const secret = 'provider-test-secret-0123456789';
let wallet: FakeWallet;
let databaseOptions: ProviderDatabaseOptions;
let dropDatabase: () => Promise<void>;
let app: FastifyInstance | undefined;
/** Which wallet calls fail as if nothing answered. */
let walletDown: 'none' | 'wins' | 'all' = 'none';
/** While set, win calls wait on it: the aggregator stops before the wallet has answered. */
let winsHang: Promise<void> | undefined;
/** While set, a bet reaches the wallet (which takes it) but its answer waits on it. */
let betAnswersHang: Promise<void> | undefined;
let aggregatorGeneration = 0;

beforeEach(async () => {
  wallet = await startFakeWallet({ secret, balanceBaht: 1000 });
  walletDown = 'none';
  winsHang = undefined;
  betAnswersHang = undefined;
  ({ options: databaseOptions, drop: dropDatabase } = await freshAggregatorDatabase('chaba_provider'));
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await wallet.close();
  await dropDatabase();
});

/** A new aggregator on the same database, as a process restarted with the same settings. */
async function startAggregator(): Promise<FastifyInstance> {
  // A stopped aggregator is a process that is gone: nothing it still had under way reaches the wallet.
  const generation = ++aggregatorGeneration;
  return buildProviderApp({
    walletUrl: wallet.url,
    providerCode: 'chaba-demo',
    secret,
    memberSiteOrigin: 'https://member.example',
    fetch: async (input, init) => {
      if (generation !== aggregatorGeneration) throw new TypeError('fetch failed');
      if (walletDown === 'all' || (walletDown === 'wins' && String(input).endsWith('/win')))
        throw new TypeError('fetch failed');
      if (winsHang && String(input).endsWith('/win')) {
        await winsHang;
        throw new TypeError('fetch failed');
      }
      if (betAnswersHang && String(input).endsWith('/bet')) {
        await fetch(input, init);
        await betAnswersHang;
        throw new TypeError('fetch failed');
      }
      return fetch(input, init);
    },
    retryDelaysMs: [0],
    outboxIntervalMs: 20,
    database: await openProviderDatabase(databaseOptions),
  });
}

async function restart(): Promise<FastifyInstance> {
  await app!.close();
  app = await startAggregator();
  return app;
}

async function launch(game: string): Promise<string> {
  const answer = await app!.inject({
    method: 'GET',
    url: `/play/${game}?token=${wallet.issueLaunchToken(game)}&lang=en`,
  });
  expect(answer.statusCode).toBe(303);
  return new URL(answer.headers.location as string, 'http://provider').searchParams.get('session')!;
}

const playBaccarat = async (session: string) =>
  (
    await app!.inject({
      method: 'POST',
      url: `/api/round?session=${session}`,
      payload: { bets: [{ spot: 'player', amount: 10 }] },
    })
  ).json();

/** Rows still owed in the outbox, read through a connection of the test's own. */
async function owedSettlements(): Promise<string[]> {
  const db = await openProviderDatabase(databaseOptions);
  try {
    const rows = await db.query<{ transaction_id: string }>(
      `select transaction_id from ${db.schema}.settlement_outbox order by transaction_id`,
    );
    return rows.map((row) => row.transaction_id);
  } finally {
    await db.close();
  }
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let wait = 0; wait < 250; wait++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a restart of the aggregator', () => {
  it('delivers a win owed while the wallet was down exactly once, after the restart', async () => {
    app = await startAggregator();
    const session = await launch('baccarat');
    // The wallet stops answering between the bet and the win: the bet is taken, the win cannot be sent.
    walletDown = 'wins';
    const answer = await playBaccarat(session);
    walletDown = 'all';
    expect(answer.status).toBe('OK');
    expect(answer.settlement).toBe('pending');
    const winId = `${answer.round.roundId}:win`;
    expect(wallet.calls.some((call) => call.action === 'win' && call.body.transaction_id === winId)).toBe(
      false,
    );

    await app.close();
    app = undefined;
    expect(await owedSettlements()).toEqual([winId]);

    // The wallet comes back, then the aggregator starts again on the same database.
    walletDown = 'none';
    app = await startAggregator();
    await waitFor(
      () => wallet.calls.some((call) => call.action === 'win' && call.body.transaction_id === winId),
      'the owed win',
    );
    // Several retry intervals later, still once, and nothing is owed any more.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const wins = wallet.calls.filter((call) => call.action === 'win' && call.body.transaction_id === winId);
    expect(wins).toHaveLength(1);
    expect(wins[0]!.body.amount).toBe(answer.round.returnSatang / 100);
    expect(wallet.playerBalances()).toEqual([answer.balanceSatang]);
    expect(await owedSettlements()).toEqual([]);
  });

  it('delivers a win after the restart when the aggregator stopped before the wallet answered it', async () => {
    app = await startAggregator();
    const session = await launch('baccarat');
    let release!: () => void;
    winsHang = new Promise((resolve) => (release = resolve));
    const round = playBaccarat(session).catch(() => undefined);
    // The win is written before it is sent, in place of the bet's rollback: owed from that moment on.
    let owed: string[] = [];
    for (let wait = 0; wait < 250 && !owed[0]?.endsWith(':win'); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      owed = await owedSettlements();
    }
    expect(owed).toHaveLength(1);
    const winId = owed[0]!;
    expect(winId).toMatch(/:win$/);

    // The process stops with the win on the way (its answer never comes); a new one starts.
    await app.close();
    app = undefined;
    aggregatorGeneration += 1;
    winsHang = undefined;
    release();
    await round;
    expect(await owedSettlements()).toEqual([winId]);
    app = await startAggregator();
    await waitFor(
      () => wallet.calls.some((call) => call.action === 'win' && call.body.transaction_id === winId),
      'the win sent before the stop',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(wallet.calls.filter((call) => call.action === 'win')).toHaveLength(1);
    expect(await owedSettlements()).toEqual([]);
    expect(wallet.playerBalances()).toHaveLength(1);
  });

  it('rolls back a bet the wallet took when the aggregator stopped before hearing its answer', async () => {
    app = await startAggregator();
    const session = await launch('baccarat');
    let release!: () => void;
    betAnswersHang = new Promise((resolve) => (release = resolve));
    const round = playBaccarat(session).catch(() => undefined);
    await waitFor(() => wallet.playerBalances()[0] === 990_00, 'the bet taken by the wallet');
    const owed = await owedSettlements();
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatch(/:rollback$/);

    await app.close();
    app = undefined;
    aggregatorGeneration += 1;
    betAnswersHang = undefined;
    release();
    await round;
    app = await startAggregator();
    await waitFor(() => wallet.playerBalances()[0] === 1000_00, 'the stake back');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rollbacks = wallet.calls.filter((call) => call.action === 'rollback');
    expect(rollbacks.map((call) => call.body.transaction_id)).toEqual(owed);
    expect(wallet.calls.filter((call) => call.action === 'win')).toHaveLength(0);
    expect(await owedSettlements()).toEqual([]);
  });

  it('keeps a launched game: its balance, rounds and unrevealed server seed, and the nonce goes on', async () => {
    app = await startAggregator();
    const session = await launch('baccarat');
    const first = await playBaccarat(session);
    expect(first.status).toBe('OK');
    const before = (await app.inject({ method: 'GET', url: `/api/session?session=${session}` })).json();
    expect(before.fairness.nonce).toBe(1);

    await restart();
    const page = await app!.inject({ method: 'GET', url: `/play/baccarat?session=${session}&lang=en` });
    expect(page.statusCode).toBe(200);
    const after = (await app!.inject({ method: 'GET', url: `/api/session?session=${session}` })).json();
    expect(after.status).toBe('OK');
    expect(after.balanceSatang).toBe(first.balanceSatang);
    expect(after.fairness).toEqual(before.fairness);
    expect(after.rounds.map((round: { roundId: string }) => round.roundId)).toEqual([first.round.roundId]);

    // Two rounds at once on the reloaded session still take one nonce each, in turn.
    const [second, third] = await Promise.all([playBaccarat(session), playBaccarat(session)]);
    expect([second.round.nonce, third.round.nonce].sort()).toEqual([1, 2]);
    expect(second.round.serverSeedHash).toBe(before.fairness.serverSeedHash);

    // The seed revealed after the restart is the one whose hash was shown before it.
    await restart();
    const rotated = (
      await app!.inject({ method: 'POST', url: `/api/rotate-seed?session=${session}` })
    ).json();
    expect(rotated.revealed.serverSeedHash).toBe(before.fairness.serverSeedHash);
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(before.fairness.serverSeedHash);
    expect(rotated.revealed.roundsPlayed).toBe(3);
    expect(wallet.calls.filter((call) => call.action === 'authenticate')).toHaveLength(1);
  });

  it('delivers the wins of fish shots owed while the wallet was down once each, after the restart', async () => {
    app = await startAggregator();
    const session = await launch('fish-hunter');
    // The timetable may leave the sea without a fish far enough inside its crossing at this moment:
    // take the first fish that is (smallest first: a ×2 is caught about every other shot), waiting
    // for its moment if it has not come yet.
    const now = Date.now();
    const candidates = [...wavesAround(now), ...wavesAround(now + 20_000)]
      .flatMap((wave) => wave.fish)
      .map((fish) => ({ fish, fromMs: Math.max(now, fish.enterAtMs + 600) }))
      .filter(({ fish, fromMs }) => fromMs < fish.enterAtMs + fish.swimMs - 8_000)
      .sort((a, b) => a.fromMs - b.fromMs || a.fish.multiplier - b.fish.multiplier);
    const first = candidates[0];
    if (!first || first.fromMs - now > 15_000) throw new Error('no fish in the sea within 15 s');
    const target = first.fish;
    await new Promise((resolve) => setTimeout(resolve, first.fromMs - now));
    walletDown = 'wins';
    const shots = [];
    for (let shot = 0; shot < 6; shot++) {
      const answer = (
        await app.inject({
          method: 'POST',
          url: `/api/round?session=${session}`,
          payload: { bet: 10, fish: target.id },
        })
      ).json();
      expect(answer.settlement).toBe('pending');
      shots.push(answer);
    }
    walletDown = 'all';
    await app.close();
    app = undefined;
    const winIds = shots.map((shot) => `${shot.round.roundId}:win`).sort();
    expect(await owedSettlements()).toEqual(winIds);

    walletDown = 'none';
    app = await startAggregator();
    await waitFor(
      () =>
        winIds.every((id) =>
          wallet.calls.some((call) => call.action === 'win' && call.body.transaction_id === id),
        ),
      'the owed wins',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const shot of shots) {
      const wins = wallet.calls.filter(
        (call) => call.action === 'win' && call.body.transaction_id === `${shot.round.roundId}:win`,
      );
      expect(wins).toHaveLength(1);
      expect(wins[0]!.body.amount).toBe(shot.round.returnSatang / 100);
    }
    const returned = shots.reduce((sum, shot) => sum + shot.round.returnSatang, 0);
    expect(wallet.playerBalances()).toEqual([1000_00 - 6 * 10_00 + returned]);
    expect(await owedSettlements()).toEqual([]);
  });

  it('still refuses a session id it never issued', async () => {
    app = await startAggregator();
    await launch('baccarat');
    await restart();
    const answer = await app!.inject({ method: 'GET', url: `/api/session?session=${'x'.repeat(32)}` });
    expect(answer.statusCode).toBe(401);
  });
});
