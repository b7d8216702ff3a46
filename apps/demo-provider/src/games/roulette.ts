import type { RandomSource } from '../fairness';

/**
 * European roulette: one zero, 37 pockets. Provably fair spinning: the pocket is nextInt(37) (0–36).
 *
 * Pays are "x to 1" (a winning bet returns its stake plus x times it). Every bet has the same
 * theoretical return to player, 36/37 = 97.30 %: a bet covering n numbers pays 36/n − 1 to 1.
 *
 *   bet                 spot name             covers                                      pays
 *   straight            straight-N            one number 0–36                              35:1
 *   split               split-A-B             two numbers side by side on the layout     17:1
 *                                             (A < B; also 0-1, 0-2, 0-3)
 *   street              street-N              a row of three, N = 1, 4, 7, … 34           11:1
 *   trio                trio-1 / trio-2       0-1-2 / 0-2-3                               11:1
 *   corner              corner-N              four numbers N, N+1, N+3, N+4 (N not in     8:1
 *                                             the right column)
 *   first four          first-four            0-1-2-3                                      8:1
 *   six line            line-N                two rows, N … N+5, N = 1, 4, … 31           5:1
 *   column              column-1 / 2 / 3      1, 4, … 34 / 2, 5, … 35 / 3, 6, … 36           2:1
 *   dozen               dozen-1 / 2 / 3       1–12 / 13–24 / 25–36                         2:1
 *   red / black         red, black            the 18 red / the 18 black numbers            1:1
 *   odd / even          odd, even             the odd / even numbers 1–36                  1:1
 *   low / high          low, high             1–18 / 19–36                                  1:1
 *
 * Zero: only bets that cover 0 win on it (straight-0, the 0 splits, the trios, first four); every other
 * bet, the even-money bets included, loses. There is no "la partage" or "en prison".
 * Red: 1 3 5 7 9 12 14 16 18 19 21 23 25 27 30 32 34 36; the other numbers 1–36 are black.
 * The layout has three columns: number n sits in row ⌈n/3⌉ and column ((n − 1) mod 3) + 1.
 */

export const pocketCount = 37;
export const redNumbers: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
/** The pockets around a European wheel, clockwise from 0 (for the picture only). */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export type PocketColour = 'green' | 'red' | 'black';
export const pocketColour = (pocket: number): PocketColour =>
  pocket === 0 ? 'green' : redNumbers.has(pocket) ? 'red' : 'black';

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);
const numbers = range(1, 36);

/** Every bet the table takes, by spot name, with the numbers it covers. */
export const rouletteBets: ReadonlyMap<string, readonly number[]> = (() => {
  const bets = new Map<string, number[]>();
  for (const n of range(0, 36)) bets.set(`straight-${n}`, [n]);
  for (const n of numbers) {
    if (n % 3 !== 0) bets.set(`split-${n}-${n + 1}`, [n, n + 1]);
    if (n <= 33) bets.set(`split-${n}-${n + 3}`, [n, n + 3]);
  }
  for (const n of [1, 2, 3]) bets.set(`split-0-${n}`, [0, n]);
  for (const n of range(1, 34, 3)) bets.set(`street-${n}`, [n, n + 1, n + 2]);
  bets.set('trio-1', [0, 1, 2]);
  bets.set('trio-2', [0, 2, 3]);
  for (const n of range(1, 32)) if (n % 3 !== 0) bets.set(`corner-${n}`, [n, n + 1, n + 3, n + 4]);
  bets.set('first-four', [0, 1, 2, 3]);
  for (const n of range(1, 31, 3)) bets.set(`line-${n}`, range(n, n + 5));
  for (const c of [1, 2, 3]) bets.set(`column-${c}`, range(c, 36, 3));
  for (const d of [1, 2, 3]) bets.set(`dozen-${d}`, range(12 * d - 11, 12 * d));
  bets.set(
    'red',
    numbers.filter((n) => redNumbers.has(n)),
  );
  bets.set(
    'black',
    numbers.filter((n) => !redNumbers.has(n)),
  );
  bets.set(
    'odd',
    numbers.filter((n) => n % 2 === 1),
  );
  bets.set(
    'even',
    numbers.filter((n) => n % 2 === 0),
  );
  bets.set('low', range(1, 18));
  bets.set('high', range(19, 36));
  return bets;
})();

export const rouletteSpots = [...rouletteBets.keys()] as [string, ...string[]];

export function spinWheel(random: RandomSource): number {
  return random.nextInt(pocketCount);
}

/** The "x" of "x to 1" a bet on `spot` pays when the ball lands in `pocket`, or undefined when it loses. */
export function roulettePaysToOne(spot: string, pocket: number): number | undefined {
  const covered = rouletteBets.get(spot);
  if (!covered) throw new Error(`unknown roulette bet ${spot}`);
  return covered.includes(pocket) ? 36 / covered.length - 1 : undefined;
}

/** What a bet on `spot` returns, stake included, in satang. */
export function rouletteReturnSatang(spot: string, stakeSatang: number, pocket: number): number {
  const paysToOne = roulettePaysToOne(spot, pocket);
  return paysToOne === undefined ? 0 : stakeSatang * (paysToOne + 1);
}
