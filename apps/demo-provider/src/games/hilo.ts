import type { RandomSource } from '../fairness';

/**
 * Hi-Lo (ไฮโล): three dice, the bets of the common Thai table. Provably fair rolling: the three dice
 * are nextInt(6) + 1, taken in order.
 *
 * Pays are "x to 1": a winning bet returns its stake plus x times it. The return column is the
 * theoretical return to player of a bet (over the 216 equally likely rolls).
 *
 *   bet                           wins when                              pays     return
 *   สูง high                      total 11–17, but not a triple            1:1     97.22 %
 *   ต่ำ low                       total 4–10, but not a triple             1:1     97.22 %
 *   ไฮโล 11                       total exactly 11                         5:1     75.00 %
 *   เต็ง single number n (1–6)    n shows on one / two / three dice   1:1 / 2:1 / 3:1  92.13 %
 *   ตอง specific triple n-n-n     all three dice show n                  150:1     69.91 %
 *   ตองใดๆ any triple             all three dice equal                    24:1     69.44 %
 *   ผลรวม total 4 or 17           that total                              50:1     70.83 %
 *   ผลรวม total 5 or 16                                                   18:1     52.78 %
 *   ผลรวม total 6 or 15                                                   14:1     69.44 %
 *   ผลรวม total 7 or 14                                                   12:1     90.28 %
 *   ผลรวม total 8 or 13                                                    8:1     87.50 %
 *   ผลรวม total 9, 10 or 12                                                6:1     81.02 % (9, 12) / 87.50 % (10)
 *
 * Totals 3 and 18 are only triples and are not offered; total 11 is the ไฮโล bet. Total bets do not
 * lose on a triple (only high and low do).
 */

export type Dice = [number, number, number];

export const hiloTotalPays: Readonly<Record<number, number>> = {
  4: 50,
  5: 18,
  6: 14,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 14,
  16: 18,
  17: 50,
};
export const hiloTotals = Object.keys(hiloTotalPays).map(Number);

export const hiloSpots = [
  'high',
  'low',
  'eleven',
  'any-triple',
  ...[1, 2, 3, 4, 5, 6].map((face) => `single-${face}` as const),
  ...[1, 2, 3, 4, 5, 6].map((face) => `triple-${face}` as const),
  ...hiloTotals.map((total) => `total-${total}` as const),
] as const;
export type HiloSpot =
  'high' | 'low' | 'eleven' | 'any-triple' | `single-${number}` | `triple-${number}` | `total-${number}`;

export function isHiloSpot(value: string): value is HiloSpot {
  return (hiloSpots as readonly string[]).includes(value);
}

export function rollDice(random: RandomSource): Dice {
  return [random.nextInt(6) + 1, random.nextInt(6) + 1, random.nextInt(6) + 1];
}

/** The "x" of "x to 1" that `spot` pays on `dice`, or undefined when the bet loses. */
export function hiloPaysToOne(spot: HiloSpot, dice: Dice): number | undefined {
  const [a, b, c] = dice;
  const total = a + b + c;
  const triple = a === b && b === c;
  if (spot === 'high') return total >= 11 && !triple ? 1 : undefined;
  if (spot === 'low') return total <= 10 && !triple ? 1 : undefined;
  if (spot === 'eleven') return total === 11 ? 5 : undefined;
  if (spot === 'any-triple') return triple ? 24 : undefined;
  const [kind, value] = spot.split('-') as [string, string];
  const number = Number(value);
  if (kind === 'single') {
    const shown = dice.filter((face) => face === number).length;
    return shown > 0 ? shown : undefined;
  }
  if (kind === 'triple') return triple && a === number ? 150 : undefined;
  if (kind === 'total') return total === number ? hiloTotalPays[number] : undefined;
  throw new Error(`unknown hi-lo bet ${spot}`);
}

/** What a bet on `spot` returns, stake included, in satang. */
export function hiloReturnSatang(spot: HiloSpot, stakeSatang: number, dice: Dice): number {
  const paysToOne = hiloPaysToOne(spot, dice);
  return paysToOne === undefined ? 0 : stakeSatang * (paysToOne + 1);
}
