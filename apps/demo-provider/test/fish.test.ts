import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RoundRandom } from '../src/fairness';
import { games } from '../src/games/catalogue';
import {
  catches,
  catchingRolls,
  fishKinds,
  fishReturnToPlayer,
  largestCaught,
  rollLimit,
  shotReturnSatang,
  shotRoll,
} from '../src/games/fish/fish-rules';
import {
  fishPerWave,
  shotGraceAfterMs,
  shotGraceBeforeMs,
  swimmingFish,
  waveMs,
  waveOf,
  wavesAround,
  type WaveFish,
} from '../src/games/fish/waves';
import { launchSession, startAggregatorWithWallet } from './aggregator-with-wallet';
import type { FakeWallet } from './fake-wallet';

/**
 * Fish shooting (issue 16): the catch of a shot is the provably fair roll against the fish's
 * multiplier, with a return to player of 96 % on every fish; shots go through the signed wallet
 * one by one (decision 0026) and only at fish of the timetable that swim at that moment.
 */

const serverSeed = 'a'.repeat(64);
const otherSeed = '0123456789abcdef'.repeat(4);

/** The roll computed by hand from fairness.ts's description: the first 4 HMAC bytes, below 10,000. */
function rollByHand(seed: string, clientSeed: string, nonce: number): number {
  const value = createHmac('sha256', seed).update(`${clientSeed}:${nonce}:0`).digest().readUInt32BE(0);
  // A value from 4,294,960,000 up would be thrown away; none of the table's seeds gives one.
  expect(value).toBeLessThan(rollLimit * Math.floor(2 ** 32 / rollLimit));
  return value % rollLimit;
}

describe('the rules of a shot', () => {
  it('catches a fish paying m times with 9,600 ÷ m rolls of 10,000: 96 % on every fish', () => {
    expect(fishKinds.map(({ multiplier }) => multiplier)).toEqual([2, 3, 5, 10, 20, 50, 100]);
    expect(fishKinds.map(({ multiplier }) => catchingRolls(multiplier))).toEqual([
      4800, 3200, 1920, 960, 480, 192, 96,
    ]);
    for (const { multiplier } of fishKinds) {
      // The exact return: every roll enumerated.
      let returned = 0;
      for (let roll = 0; roll < rollLimit; roll++) returned += shotReturnSatang(100, multiplier, roll);
      expect(returned / (rollLimit * 100)).toBe(fishReturnToPlayer);
    }
    expect(() => catchingRolls(7)).toThrow();
  });

  it.each([
    { seed: serverSeed, clientSeed: 'player-seed', nonce: 0, roll: 4927, largest: 0 },
    { seed: serverSeed, clientSeed: 'player-seed', nonce: 1, roll: 319, largest: 20 },
    { seed: serverSeed, clientSeed: 'player-seed', nonce: 2, roll: 372, largest: 20 },
    { seed: serverSeed, clientSeed: 'player-seed', nonce: 3, roll: 6162, largest: 0 },
    { seed: serverSeed, clientSeed: 'player-seed', nonce: 115, roll: 47, largest: 100 },
    { seed: otherSeed, clientSeed: 'lucky', nonce: 7, roll: 5185, largest: 0 },
    { seed: otherSeed, clientSeed: 'lucky', nonce: 8, roll: 919, largest: 10 },
    { seed: otherSeed, clientSeed: 'lucky', nonce: 42, roll: 9773, largest: 0 },
  ])(
    'client seed $clientSeed, nonce $nonce rolls $roll: catches up to ×$largest',
    ({ seed, clientSeed, nonce, roll, largest }) => {
      expect(shotRoll(new RoundRandom(seed, clientSeed, nonce))).toBe(roll);
      expect(rollByHand(seed, clientSeed, nonce)).toBe(roll);
      expect(largestCaught(roll)).toBe(largest);
      for (const { multiplier } of fishKinds) expect(catches(roll, multiplier)).toBe(multiplier <= largest);
    },
  );

  it('draws the edges of the catch right: 4,799 catches a ×2, 4,800 does not; 95 catches the whale, 96 not', () => {
    expect([catches(4799, 2), catches(4800, 2), catches(95, 100), catches(96, 100)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(shotReturnSatang(5_00, 100, 95)).toBe(500_00);
    expect(shotReturnSatang(5_00, 100, 96)).toBe(0);
  });

  it('returns within one point of 96 % over 1,000,000 shots of the real generator at the timetable’s fish', () => {
    // The targets in the order the timetable brings them (the whale once a wave), as a player would.
    const targets = Array.from({ length: 200 }, (_, index) =>
      waveOf(index).fish.map((fish) => fish.multiplier),
    ).flat();
    const shots = 1_000_000;
    let stakedSatang = 0;
    let returnedSatang = 0;
    for (let nonce = 0; nonce < shots; nonce++) {
      const multiplier = targets[nonce % targets.length]!;
      stakedSatang += 100;
      returnedSatang += shotReturnSatang(
        100,
        multiplier,
        shotRoll(new RoundRandom(serverSeed, 'simulation', nonce)),
      );
    }
    const measuredPercent = (returnedSatang / stakedSatang) * 100;
    expect(measuredPercent).toBeGreaterThan(fishReturnToPlayer * 100 - 1);
    expect(measuredPercent).toBeLessThan(fishReturnToPlayer * 100 + 1);
  });
});

describe('the timetable', () => {
  it('is the same for everyone: a wave is a function of its number', () => {
    expect(waveOf(12_345)).toEqual(waveOf(12_345));
    expect(waveOf(12_345)).not.toEqual(waveOf(12_346));
    const wave = waveOf(90_000_000);
    expect(wave.fish).toHaveLength(fishPerWave);
    expect(wave.fish[0]!.kind).toBe('golden-whale');
    for (const fish of wave.fish) {
      expect(fish.id).toMatch(/^90000000-\d+$/);
      expect(fish.enterAtMs).toBeGreaterThanOrEqual(90_000_000 * waveMs);
      expect(fish.enterAtMs).toBeLessThan(90_000_001 * waveMs);
      expect(fish.multiplier).toBe(fishKinds.find(({ kind }) => kind === fish.kind)!.multiplier);
    }
    expect(wavesAround(90_000_000 * waveMs + 5).map((entry) => entry.index)).toEqual([
      89_999_999, 90_000_000, 90_000_001,
    ]);
  });

  it('takes a shot at a fish only while it swims, with a little grace', () => {
    const fish = waveOf(5_000).fish[3]!;
    const leftMs = fish.enterAtMs + fish.swimMs;
    expect(swimmingFish(fish.id, fish.enterAtMs + 10)).toEqual(fish);
    expect(swimmingFish(fish.id, fish.enterAtMs - shotGraceBeforeMs)).toEqual(fish);
    expect(swimmingFish(fish.id, fish.enterAtMs - shotGraceBeforeMs - 1)).toBeUndefined();
    expect(swimmingFish(fish.id, leftMs + shotGraceAfterMs)).toEqual(fish);
    expect(swimmingFish(fish.id, leftMs + shotGraceAfterMs + 1)).toBeUndefined();
    expect(swimmingFish(`5000-${fishPerWave}`, fish.enterAtMs)).toBeUndefined();
    for (const bad of ['', '5000', '5000-3-1', 'x-1', '-1-3', '5000-003', '1'.repeat(13) + '-1'])
      expect(swimmingFish(bad, fish.enterAtMs)).toBeUndefined();
  });
});

let wallet: FakeWallet;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ wallet, app, close } = await startAggregatorWithWallet());
});
afterEach(() => close());

const launchFish = () => launchSession(app, wallet, 'fish-hunter', { mobile: true });

/** A fish the server's timetable has in the sea now, well inside its crossing. */
async function fishSwimmingNow(): Promise<WaveFish> {
  const answer = (await app.inject({ method: 'GET', url: '/api/fish/waves' })).json();
  expect(answer.status).toBe('OK');
  const now: number = answer.serverNowMs;
  const fish = (answer.waves as { fish: WaveFish[] }[])
    .flatMap((wave) => wave.fish)
    .find((entry) => entry.enterAtMs + 500 < now && now < entry.enterAtMs + entry.swimMs - 3_000);
  if (!fish) throw new Error('no fish in the sea now');
  return fish;
}

describe('fish shooting through the signed wallet', () => {
  it('shows the sea, takes a shot at a swimming fish as one bet and one win, and the verify page recomputes it', async () => {
    const session = await launchFish();
    const page = await app.inject({ method: 'GET', url: `/play/fish-hunter?session=${session}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Golden Sea Fishing');
    expect(page.body).toContain('<canvas id="sea"');
    expect(page.body).toContain('/static/fish.js');
    expect(page.body).toContain('theoretical return to player 96.00 %');
    expect((await app.inject({ method: 'GET', url: '/static/fish.js' })).statusCode).toBe(200);

    const fish = await fishSwimmingNow();
    const answer = (
      await app.inject({
        method: 'POST',
        url: `/api/round?session=${session}`,
        payload: { bet: 5, fish: fish.id },
      })
    ).json();
    expect(answer.status).toBe('OK');
    const { roundId, returnSatang, stakeSatang, outcome, bets } = answer.round;
    expect(stakeSatang).toBe(5_00);
    expect(outcome.shot).toEqual({
      fishId: fish.id,
      kind: fish.kind,
      multiplier: fish.multiplier,
      caught: catches(outcome.roll, fish.multiplier),
    });
    expect(returnSatang).toBe(outcome.shot.caught ? 5_00 * fish.multiplier : 0);
    expect(bets).toEqual([{ spot: `fish:${fish.kind}`, stakeSatang: 5_00, returnSatang }]);
    const [, betCall, winCall] = wallet.calls;
    expect(betCall).toEqual({
      action: 'bet',
      signatureValid: true,
      body: expect.objectContaining({
        transaction_id: `${roundId}:bet`,
        game_code: 'fish-hunter',
        amount: 5,
      }),
    });
    expect(winCall).toEqual({
      action: 'win',
      signatureValid: true,
      body: expect.objectContaining({ transaction_id: `${roundId}:win`, amount: returnSatang / 100 }),
    });
    expect(answer.balanceSatang).toBe(1000_00 - 5_00 + returnSatang);
    expect(wallet.playerBalances()).toEqual([answer.balanceSatang]);

    const rotated = (
      await app.inject({ method: 'POST', url: `/api/rotate-seed?session=${session}`, payload: {} })
    ).json();
    const revealed = rotated.revealedSeeds[0];
    const recomputed = games['fish-hunter'].outcome(
      new RoundRandom(revealed.serverSeed, revealed.clientSeed, 0),
    );
    expect(recomputed).toEqual({ ...outcome, shot: null });
    const verify = await app.inject({
      method: 'GET',
      url: `/verify?lang=en&game=fish-hunter&serverSeed=${revealed.serverSeed}&hash=${revealed.serverSeedHash}&clientSeed=${revealed.clientSeed}&nonce=0`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('The seed matches the hash shown before playing');
    expect(verify.body).toContain(`Shot roll: <strong>${outcome.roll}</strong>`);
  });

  it('refuses a shot at a fish that is not in the sea, or of another size, before calling the wallet', async () => {
    const session = await launchFish();
    const fish = await fishSwimmingNow();
    const gone = waveOf(Math.floor(Date.now() / waveMs) - 5).fish[1]!;
    for (const payload of [
      { bet: 5, fish: gone.id },
      { bet: 5, fish: `${Math.floor(Date.now() / waveMs) + 3}-1` },
      { bet: 3, fish: fish.id },
      { bet: 5 },
      { bet: 5, fish: '__proto__' },
      { bet: 5, fish: fish.id.repeat(50) },
    ]) {
      const refused = await app.inject({ method: 'POST', url: `/api/round?session=${session}`, payload });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().status).toBe('INVALID_REQUEST');
    }
    expect(wallet.calls.map((call) => call.action)).toEqual(['authenticate']);
  });

  it('takes three shots in the air at once one after another: a nonce each, every bet and win once', async () => {
    const session = await launchFish();
    const fish = await fishSwimmingNow();
    const answers = await Promise.all(
      [1, 2, 5].map(async (bet) =>
        (
          await app.inject({
            method: 'POST',
            url: `/api/round?session=${session}`,
            payload: { bet, fish: fish.id },
          })
        ).json(),
      ),
    );
    expect(answers.map((answer) => answer.round.nonce).sort()).toEqual([0, 1, 2]);
    const returned = answers.reduce((sum, answer) => sum + answer.round.returnSatang, 0);
    expect(wallet.playerBalances()).toEqual([1000_00 - 8_00 + returned]);
    // The last answer the wallet gave is the balance after all three.
    const last = answers.find((answer) => answer.round.nonce === 2);
    expect(last.balanceSatang).toBe(1000_00 - 8_00 + returned);
    expect(wallet.calls.filter((call) => call.action === 'bet')).toHaveLength(3);
    expect(wallet.calls.filter((call) => call.action === 'win')).toHaveLength(3);
  });

  it('plays the same shots in trial with play money and no wallet call', async () => {
    const start = await app.inject({ method: 'GET', url: '/play/fish-hunter?mode=trial&lang=th' });
    const page = await app.inject({ method: 'GET', url: start.headers.location as string });
    expect(page.body).toContain('ยิงปลาทะเลทอง');
    expect(page.body).toContain('ทดลองเล่น');
    const session = new URL(start.headers.location as string, 'http://provider').searchParams.get('session')!;
    const fish = await fishSwimmingNow();
    const answer = (
      await app.inject({
        method: 'POST',
        url: `/api/round?session=${session}`,
        payload: { bet: 50, fish: fish.id },
      })
    ).json();
    expect(answer.balanceSatang).toBe(10_000_00 - 50_00 + answer.round.returnSatang);
    expect(wallet.calls).toEqual([]);
  });
});
