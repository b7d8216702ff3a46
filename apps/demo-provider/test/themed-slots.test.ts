import { describe, expect, it } from 'vitest';
import { RoundRandom } from '../src/fairness';
import { games, slotEngines } from '../src/games/catalogue';
import { marketTheme } from '../src/games/slot/market';
import { nagaTheme } from '../src/games/slot/naga';
import { computeReturnToPlayer } from '../src/games/slot/return-to-player';

/** xorshift32: fast, seeded, good enough to drive a simulation (the game itself uses HMAC bytes). */
function xorshift(seed: number) {
  let state = seed >>> 0 || 1;
  return (limit: number) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % limit;
  };
}

/** Stops that show `middle[reel]` in the middle row of each reel and no scatter anywhere else. */
function stopsShowingInMiddle(strips: readonly (readonly number[])[], middle: number[]): number[] {
  return middle.map((wanted, reel) => {
    const strip = strips[reel]!;
    const at = (position: number) => strip[position % strip.length];
    const stop = strip.findIndex(
      (_, position) => at(position + 1) === wanted && at(position) !== 1 && at(position + 2) !== 1,
    );
    if (stop < 0) throw new Error(`reel ${reel + 1} has no symbol ${wanted}`);
    return stop;
  });
}

describe.each([
  ['naga-slot', nagaTheme, 10, 2, 20],
  ['market-slot', marketTheme, 8, 3, 10],
] as const)('%s', (code, theme, freeSpinCount, multiplier, lines) => {
  const engine = slotEngines[code];

  it('has wilds only on reels 2–4 and at most one scatter in any three positions of a strip', () => {
    expect(engine.paylineCount).toBe(lines);
    expect(theme.reelStrips[0]!.includes(0)).toBe(false);
    expect(theme.reelStrips[4]!.includes(0)).toBe(false);
    for (const strip of theme.reelStrips) {
      expect(strip.filter((cell) => cell === 1)).toHaveLength(1);
      expect(Math.max(...strip)).toBe(theme.symbolNames.length - 1);
    }
  });

  it('pays a line from reel 1 with the wild standing in, in line bets of the spin bet / lines', () => {
    const top = 2;
    const stops = stopsShowingInMiddle(theme.reelStrips, [top, 0, top, top, top]);
    const spin = engine.evaluateSpin(stops, 10_00);
    const middle = spin.lineWins.find((win) => win.line === 1);
    expect(middle).toMatchObject({
      symbol: top,
      count: 5,
      winSatang: theme.linePays[top * 6 + 5]! * (10_00 / lines),
    });
  });

  it(`has the documented return to player exactly, free spins included (${freeSpinCount} at ×${multiplier})`, () => {
    const computed = computeReturnToPlayer(theme);
    expect(computed.total).toBeCloseTo(theme.documentedReturnToPlayer, 5);
    expect(computed.freeSpins).toBeCloseTo(
      computed.freeSpinChance * freeSpinCount * multiplier * computed.spin,
      12,
    );
    expect(computed.freeSpinChance).toBeGreaterThan(0.005);
  });

  it('returns within one point of the documented figure over 1,000,000 simulated rounds', () => {
    const rounds = 1_000_000;
    const next = xorshift(code === 'naga-slot' ? 16_2026 : 26_2026);
    const stops = new Int32Array(5);
    const window = engine.createWindow();
    let wonInLineBets = 0;
    for (let round = 0; round < rounds; round++)
      wonInLineBets += engine.simulateRoundInLineBets(next, stops, window);
    const measuredPercent = (wonInLineBets / (rounds * lines)) * 100;
    const documentedPercent = theme.documentedReturnToPlayer * 100;
    expect(measuredPercent).toBeGreaterThan(documentedPercent - 1);
    expect(measuredPercent).toBeLessThan(documentedPercent + 1);
  });

  it('plays the free spins inside the round, from the same round bytes, and pays them multiplied', () => {
    let found = 0;
    for (let nonce = 0; found < 3 && nonce < 5_000; nonce++) {
      const random = new RoundRandom('c'.repeat(64), 'free', nonce);
      const { outcome, returnSatang } = games[code].prepareBet({ bet: 10 }).play(random);
      if (outcome.game !== code) throw new Error('wrong game');
      if (!outcome.freeSpins) {
        expect(returnSatang).toBe(outcome.spin.totalWinSatang);
        continue;
      }
      found += 1;
      expect(outcome.spin.coins.count).toBeGreaterThanOrEqual(3);
      expect(outcome.freeSpins).toMatchObject({ multiplier });
      expect(outcome.freeSpins.spins).toHaveLength(freeSpinCount);
      // Each free spin is the same spin at a bet `multiplier` times as large.
      for (const spin of outcome.freeSpins.spins)
        expect(spin.totalWinSatang).toBe(engine.evaluateSpin(spin.stops, 10_00).totalWinSatang * multiplier);
      expect(returnSatang).toBe(
        outcome.freeSpins.spins.reduce((sum, spin) => sum + spin.totalWinSatang, outcome.spin.totalWinSatang),
      );
      // The verify page recomputes the same round from the seeds alone.
      const verified = games[code].outcome(new RoundRandom('c'.repeat(64), 'free', nonce));
      expect(verified).toMatchObject({
        freeSpins: { spins: outcome.freeSpins.spins.map((spin) => ({ stops: spin.stops })) },
      });
    }
    expect(found).toBe(3);
  });

  it('takes only the bets of the bet picker', () => {
    expect(games[code].prepareBet({ bet: 100 }).stakeSatang).toBe(100_00);
    expect(() => games[code].prepareBet({ bet: 3 })).toThrow();
  });
});
