import { describe, expect, it } from 'vitest';
import { games } from '../src/games/catalogue';
import { createWindow, evaluateSpin, reelLengths, spinWinInLineBets } from '../src/games/slot/evaluate-spin';
import {
  documentedReturnToPlayer,
  paylineCount,
  paylines,
  reelStrips,
  symbol,
} from '../src/games/slot/paytable';
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

/** Stops that show `middle[reel]` in the middle row (row 1) of each reel, and no other coin. */
function stopsShowingInMiddle(middle: number[]): number[] {
  return middle.map((wanted, reel) => {
    const strip = reelStrips[reel]!;
    const at = (position: number) => strip[position % strip.length];
    const stop = strip.findIndex(
      (_, position) =>
        at(position + 1) === wanted && at(position) !== symbol.coin && at(position + 2) !== symbol.coin,
    );
    if (stop < 0) throw new Error(`reel ${reel + 1} has no symbol ${wanted}`);
    return stop;
  });
}

describe('hibiscus slot', () => {
  it('has the strips the paytable documents: one coin a reel, wilds only on reels 2–4', () => {
    expect(reelStrips.map((strip) => strip.length)).toEqual([26, 30, 30, 30, 26]);
    expect(reelStrips.map((strip) => strip.filter((cell) => cell === symbol.coin).length)).toEqual([
      1, 1, 1, 1, 1,
    ]);
    expect(reelStrips.map((strip) => strip.filter((cell) => cell === symbol.wild).length)).toEqual([
      0, 4, 4, 4, 0,
    ]);
    expect(paylines).toHaveLength(paylineCount);
    expect(new Set(paylines.map((line) => line.join())).size).toBe(paylineCount);
  });

  it('pays a line from reel 1 with the wild standing in', () => {
    const stops = stopsShowingInMiddle([symbol.lotus, symbol.wild, symbol.lotus, symbol.ten, symbol.ace]);
    const spin = evaluateSpin(stops, 10_00);
    const middle = spin.lineWins.find((win) => win.line === 1);
    expect(middle).toMatchObject({ symbol: symbol.lotus, count: 3, winSatang: 25 * 50 });
    expect(middle!.cells).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
  });

  it('pays nothing on a line that starts with a coin, and the coins anywhere', () => {
    const stops = stopsShowingInMiddle([symbol.coin, symbol.coin, symbol.coin, symbol.ten, symbol.jack]);
    const spin = evaluateSpin(stops, 1_00);
    expect(spin.lineWins.some((win) => win.line === 1)).toBe(false);
    expect(spin.coins).toMatchObject({ count: 3, winSatang: 2_00 });
  });

  it('evaluates a spin the same way in the fast path and for the page', () => {
    const next = xorshift(99);
    const window = createWindow();
    for (let spin = 0; spin < 5_000; spin++) {
      const stops = reelLengths.map((length) => next(length));
      // A 20-satang spin has 1-satang line bets: its win in satang is the win in line bets.
      expect(evaluateSpin(stops, paylineCount).totalWinSatang).toBe(spinWinInLineBets(stops, window));
    }
  });

  it('has the documented return to player, computed exactly', () => {
    const computed = computeReturnToPlayer();
    expect(computed.total).toBeCloseTo(documentedReturnToPlayer, 5);
    expect(computed.lines + computed.coins).toBe(computed.total);
  });

  it('returns within one point of the documented figure over 1,000,000 simulated spins', () => {
    const spins = 1_000_000;
    const next = xorshift(20_240_601);
    const stops = new Int32Array(5);
    const window = createWindow();
    let wonInLineBets = 0;
    for (let spin = 0; spin < spins; spin++) {
      for (let reel = 0; reel < 5; reel++) stops[reel] = next(reelLengths[reel]!);
      wonInLineBets += spinWinInLineBets(stops, window);
    }
    const measuredPercent = (wonInLineBets / (spins * paylineCount)) * 100;
    const documentedPercent = documentedReturnToPlayer * 100;
    expect(measuredPercent).toBeGreaterThan(documentedPercent - 1);
    expect(measuredPercent).toBeLessThan(documentedPercent + 1);
  });

  it('takes only the bets of the bet picker', () => {
    expect(games['hibiscus-slot'].prepareBet({ bet: 50 }).stakeSatang).toBe(50_00);
    expect(() => games['hibiscus-slot'].prepareBet({ bet: 2 })).toThrow();
    expect(() => games['hibiscus-slot'].prepareBet({ bet: '10' })).toThrow();
  });
});
