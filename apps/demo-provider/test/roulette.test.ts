import { describe, expect, it } from 'vitest';
import { RoundRandom } from '../src/fairness';
import { games, tableLimits } from '../src/games/catalogue';
import {
  pocketColour,
  pocketCount,
  redNumbers,
  roulettePaysToOne,
  rouletteReturnSatang,
  rouletteSpots,
  spinWheel,
  wheelOrder,
} from '../src/games/roulette';

const pays = (spot: string, pocket: number) => roulettePaysToOne(spot, pocket) ?? 'loses';

describe('European roulette payouts', () => {
  it('has one zero and the standard wheel and colours', () => {
    expect(pocketCount).toBe(37);
    expect([...wheelOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(redNumbers.size).toBe(18);
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(32)).toBe('red');
    expect(pocketColour(15)).toBe('black');
    // On the wheel, colours alternate after the zero.
    for (let index = 1; index < wheelOrder.length - 1; index++)
      expect(pocketColour(wheelOrder[index]!)).not.toBe(pocketColour(wheelOrder[index + 1]!));
  });

  it.each([
    // bet, winning pocket, pays, a losing pocket
    ['straight-0', 0, 35, 1],
    ['straight-17', 17, 35, 18],
    ['straight-36', 36, 35, 0],
    ['split-17-18', 18, 17, 19],
    ['split-17-20', 20, 17, 16],
    ['split-0-2', 0, 17, 3],
    ['street-10', 12, 11, 13],
    ['trio-1', 2, 11, 3],
    ['trio-2', 0, 11, 1],
    ['corner-17', 21, 8, 19],
    ['first-four', 3, 8, 4],
    ['line-31', 36, 5, 30],
    ['column-1', 34, 2, 36],
    ['column-3', 3, 2, 2],
    ['dozen-2', 13, 2, 25],
    ['dozen-3', 36, 2, 12],
    ['red', 1, 1, 2],
    ['black', 2, 1, 3],
    ['odd', 35, 1, 34],
    ['even', 36, 1, 35],
    ['low', 18, 1, 19],
    ['high', 19, 1, 18],
  ])('pays %s on %i at %i:1 and loses it on %i', (spot, winning, paysToOne, losing) => {
    expect(pays(spot, winning)).toBe(paysToOne);
    expect(pays(spot, losing)).toBe('loses');
    expect(rouletteReturnSatang(spot, 100, winning)).toBe(100 * (paysToOne + 1));
    expect(rouletteReturnSatang(spot, 100, losing)).toBe(0);
  });

  it('loses every bet that does not cover zero when the ball lands on zero, the even-money bets too', () => {
    const coverZero = rouletteSpots.filter((spot) => roulettePaysToOne(spot, 0) !== undefined).sort();
    expect(coverZero).toEqual([
      'first-four',
      'split-0-1',
      'split-0-2',
      'split-0-3',
      'straight-0',
      'trio-1',
      'trio-2',
    ]);
    for (const spot of [
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
      'dozen-1',
      'column-1',
      'column-2',
      'column-3',
    ])
      expect(pays(spot, 0)).toBe('loses');
  });

  it('offers every bet of the table: 37 straights, 60 splits, 12 streets, 2 trios, 22 corners, first four, 11 lines, columns, dozens, 6 even-money', () => {
    const count = (prefix: string) => rouletteSpots.filter((spot) => spot.startsWith(prefix)).length;
    expect(count('straight-')).toBe(37);
    expect(count('split-')).toBe(57 + 3);
    expect(count('street-')).toBe(12);
    expect(count('trio-')).toBe(2);
    expect(count('corner-')).toBe(22);
    expect(count('line-')).toBe(11);
    expect(count('column-')).toBe(3);
    expect(count('dozen-')).toBe(3);
    expect(rouletteSpots).toHaveLength(37 + 60 + 12 + 2 + 22 + 1 + 11 + 3 + 3 + 6);
    expect(() => roulettePaysToOne('split-3-4', 3)).toThrow();
  });

  it('returns 36/37 = 97.30 % on every bet, over the 37 pockets', () => {
    for (const spot of rouletteSpots) {
      let returned = 0;
      for (let pocket = 0; pocket < 37; pocket++) returned += rouletteReturnSatang(spot, 37, pocket);
      expect(returned, spot).toBe(36 * 37);
    }
  });

  it('spins a pocket from the round bytes, uniformly', () => {
    const seen = new Array<number>(37).fill(0);
    for (let nonce = 0; nonce < 3_700; nonce++)
      seen[spinWheel(new RoundRandom('a'.repeat(64), 'seed', nonce))]! += 1;
    expect(Math.min(...seen)).toBeGreaterThan(50);
    expect(Math.max(...seen)).toBeLessThan(160);
  });

  it('keeps to the table limits', () => {
    const roulette = games.roulette;
    expect(roulette.prepareBet({ bets: [{ spot: 'straight-7', amount: 2_000 }] }).stakeSatang).toBe(2_000_00);
    expect(() => roulette.prepareBet({ bets: [{ spot: 'straight-7', amount: 2_001 }] })).toThrow();
    expect(tableLimits.roulette.maxRoundBaht).toBe(20_000);
    const eleven = Array.from({ length: 11 }, (_, n) => ({ spot: `straight-${n}`, amount: 2_000 }));
    expect(() => roulette.prepareBet({ bets: eleven })).toThrow();
    expect(() => roulette.prepareBet({ bets: [{ spot: 'split-3-4', amount: 1 }] })).toThrow();
    expect(() => roulette.prepareBet({ bets: [{ spot: 'red', amount: 0 }] })).toThrow();
  });
});
