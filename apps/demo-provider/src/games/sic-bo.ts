import type { RandomSource } from '../fairness';
import { rollDice, type Dice } from './hilo';

/**
 * Sic Bo (骰宝), the Macau table: three dice and its standard bets. Hi-Lo (hilo.ts) is the Thai game of
 * the same family — fewer bets, its own "11" bet and lower pays; this is the international table.
 * Provably fair rolling, as Hi-Lo: the three dice are nextInt(6) + 1, taken in order.
 *
 * Pays are "x to 1" (a winning bet returns its stake plus x times it); the return is the theoretical
 * return to player over the 216 equally likely rolls.
 *
 *   bet                        spot               wins when                           pays      return
 *   small                      small              total 4–10, not a triple             1:1      97.22 %
 *   big                        big                total 11–17, not a triple            1:1      97.22 %
 *   odd / even                 odd, even          total odd / even, not a triple       1:1      97.22 %
 *   specific triple            triple-N           all three dice show N              180:1      83.80 %
 *   any triple                 any-triple         all three dice equal                30:1      86.11 %
 *   specific double            double-N           at least two dice show N            10:1      81.48 %
 *   total 4 or 17              total-4, total-17  that total                          60:1      84.72 %
 *   total 5 or 16                                                                     30:1      86.11 %
 *   total 6 or 15                                                                     17:1      83.33 %
 *   total 7 or 14                                                                     12:1      90.28 %
 *   total 8 or 13                                                                      8:1      87.50 %
 *   total 9 or 12                                                                      6:1      81.02 %
 *   total 10 or 11                                                                     6:1      87.50 %
 *   two-dice combination       combo-A-B (A < B)  two of the dice show A and B         5:1      83.33 %
 *   single number              single-N           N shows on 1 / 2 / 3 dice   1:1 / 2:1 / 3:1    92.13 %
 *
 * Small, big, odd and even lose on any triple; the totals, doubles and singles do not. A combination
 * pays once however many dice show its numbers.
 */

export const sicBoTotalPays: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
export const sicBoTotals = Object.keys(sicBoTotalPays).map(Number);
const faces = [1, 2, 3, 4, 5, 6];
export const sicBoCombos = faces.flatMap((a) => faces.filter((b) => b > a).map((b) => `${a}-${b}`));

export const sicBoSpots = [
  'small',
  'big',
  'odd',
  'even',
  'any-triple',
  ...faces.map((face) => `triple-${face}`),
  ...faces.map((face) => `double-${face}`),
  ...sicBoTotals.map((total) => `total-${total}`),
  ...sicBoCombos.map((combo) => `combo-${combo}`),
  ...faces.map((face) => `single-${face}`),
] as [string, ...string[]];

export interface SicBoRoll {
  dice: Dice;
  total: number;
  triple: boolean;
}

export function rollSicBo(random: RandomSource): SicBoRoll {
  const dice = rollDice(random);
  return { dice, total: dice[0] + dice[1] + dice[2], triple: dice[0] === dice[1] && dice[1] === dice[2] };
}

/** The "x" of "x to 1" that `spot` pays on `dice`, or undefined when the bet loses. */
export function sicBoPaysToOne(spot: string, dice: Dice): number | undefined {
  const total = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const shows = (face: number) => dice.filter((die) => die === face).length;
  const win = (wins: boolean, pays: number) => (wins ? pays : undefined);
  if (spot === 'small') return win(!triple && total <= 10, 1);
  if (spot === 'big') return win(!triple && total >= 11, 1);
  if (spot === 'odd') return win(!triple && total % 2 === 1, 1);
  if (spot === 'even') return win(!triple && total % 2 === 0, 1);
  if (spot === 'any-triple') return win(triple, 30);
  const [kind, first, second] = spot.split('-');
  const a = Number(first);
  if (kind === 'triple') return win(triple && dice[0] === a, 180);
  if (kind === 'double') return win(shows(a) >= 2, 10);
  if (kind === 'total') return win(total === a, sicBoTotalPays[a] ?? 0);
  if (kind === 'combo') return win(shows(a) >= 1 && shows(Number(second)) >= 1, 5);
  if (kind === 'single') return shows(a) > 0 ? shows(a) : undefined;
  throw new Error(`unknown sic bo bet ${spot}`);
}

/** What a bet on `spot` returns, stake included, in satang. */
export function sicBoReturnSatang(spot: string, stakeSatang: number, dice: Dice): number {
  const paysToOne = sicBoPaysToOne(spot, dice);
  return paysToOne === undefined ? 0 : stakeSatang * (paysToOne + 1);
}
