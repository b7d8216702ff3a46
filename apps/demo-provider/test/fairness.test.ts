import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../src/app';
import { hashServerSeed, newServerSeed, RoundRandom } from '../src/fairness';
import { games } from '../src/games/catalogue';

const seed = 'c0ffee'.padEnd(64, '0');

describe('provably fair randomness', () => {
  it('makes 32-byte server seeds and hashes them as their 64-character text', () => {
    const serverSeed = newServerSeed();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
  });

  it('reads HMAC-SHA256(server seed, "client:nonce:cursor") four bytes at a time', () => {
    const bytes = createHmac('sha256', seed).update('player-seed:5:0').digest();
    const random = new RoundRandom(seed, 'player-seed', 5);
    // Eight 4-byte numbers per HMAC block; with a limit of 6 a throw-away is practically impossible.
    for (let index = 0; index < 8; index++) expect(random.nextInt(6)).toBe(bytes.readUInt32BE(index * 4) % 6);
    const next = createHmac('sha256', seed).update('player-seed:5:1').digest();
    expect(random.nextInt(1000)).toBe(next.readUInt32BE(0) % 1000);
  });

  it('gives the same outcome for the same seeds and nonce, and another for another client seed or nonce', () => {
    const outcome = (clientSeed: string, nonce: number) =>
      games['hibiscus-slot'].outcome(new RoundRandom(seed, clientSeed, nonce));
    expect(outcome('abc', 1)).toEqual(outcome('abc', 1));
    expect(outcome('abd', 1)).not.toEqual(outcome('abc', 1));
    expect(outcome('abc', 2)).not.toEqual(outcome('abc', 1));
  });
});

describe('a round re-verified from its revealed seed', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('shows the hash before the round, reveals the seed on rotation, and recomputes the same outcome', async () => {
    const app = await buildProviderApp({
      walletUrl: 'http://127.0.0.1:9',
      providerCode: 'chaba-demo',
      secret: 'x'.repeat(20),
      memberSiteOrigin: 'http://localhost:3000',
    });
    close = () => app.close();
    const launch = await app.inject({ method: 'GET', url: '/play/baccarat?mode=trial&lang=en' });
    const session = new URL(launch.headers.location as string, 'http://provider').searchParams.get(
      'session',
    )!;
    const before = (await app.inject({ method: 'GET', url: `/api/session?session=${session}` })).json();
    expect(before.fairness.nonce).toBe(0);

    const seedChange = await app.inject({
      method: 'POST',
      url: `/api/client-seed?session=${session}`,
      payload: { clientSeed: 'my-lucky-seed' },
    });
    expect(seedChange.json().fairness.clientSeed).toBe('my-lucky-seed');

    const rounds = [];
    for (let round = 0; round < 3; round++) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/round?session=${session}`,
        payload: { bets: [{ spot: 'banker', amount: 10 }] },
      });
      rounds.push(answer.json().round);
    }
    expect(rounds.map((round) => round.nonce)).toEqual([0, 1, 2]);
    expect(rounds.every((round) => round.serverSeedHash === before.fairness.serverSeedHash)).toBe(true);

    const rotation = (
      await app.inject({ method: 'POST', url: `/api/rotate-seed?session=${session}`, payload: {} })
    ).json();
    const revealed = rotation.revealed;
    expect(revealed.serverSeedHash).toBe(before.fairness.serverSeedHash);
    expect(hashServerSeed(revealed.serverSeed)).toBe(before.fairness.serverSeedHash);
    expect(revealed.roundsPlayed).toBe(3);
    expect(rotation.fairness.serverSeedHash).not.toBe(before.fairness.serverSeedHash);
    expect(rotation.fairness.nonce).toBe(0);

    for (const round of rounds) {
      const again = games.baccarat.outcome(
        new RoundRandom(revealed.serverSeed, round.clientSeed, round.nonce),
      );
      expect(again).toEqual(round.outcome);
    }

    const verify = await app.inject({
      method: 'GET',
      url: `/verify?lang=en&game=baccarat&serverSeed=${revealed.serverSeed}&hash=${before.fairness.serverSeedHash}&clientSeed=my-lucky-seed&nonce=1`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('The seed matches the hash shown before playing');
    const coup = rounds[1].outcome.coup;
    expect(verify.body).toContain(`${coup.playerTotal}</span>`);

    const forged = await app.inject({
      method: 'GET',
      url: `/verify?lang=th&game=baccarat&serverSeed=${'0'.repeat(64)}&hash=${before.fairness.serverSeedHash}&clientSeed=x&nonce=0`,
    });
    expect(forged.body).toContain('ซีดไม่ตรงกับแฮชที่ให้มา');
  });
});
