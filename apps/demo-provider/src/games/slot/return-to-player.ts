import { hibiscusTheme } from './paytable';
import type { SlotTheme } from './theme';

export interface ReturnToPlayer {
  /** Expected line win of one spin per amount bet. */
  lines: number;
  /** Expected scatter (coin) win of one spin per amount bet. */
  coins: number;
  /** Expected win of one spin: lines + coins. */
  spin: number;
  /** Probability that a spin starts free spins (0 for a theme without them). */
  freeSpinChance: number;
  /** Expected win of the free spins a paid spin brings, per amount bet. */
  freeSpins: number;
  /** The whole return of a round: spin + freeSpins. */
  total: number;
}

const reelCount = 5;
const rowCount = 3;
const wild = 0;
const scatter = 1;

/**
 * The exact theoretical return of a theme (method in the comment of paytable.ts): every payline
 * sees the product of the reels' symbol frequencies, so the line part is one enumeration of the
 * symbol combinations; the scatter part convolves each reel's distribution of visible scatters; free
 * spins play the same reels, so they add P(trigger) × count × multiplier × the spin's return.
 */
export function computeReturnToPlayer(theme: SlotTheme = hibiscusTheme): ReturnToPlayer {
  const symbolCount = theme.symbolNames.length;
  const frequencies = theme.reelStrips.map((strip) => {
    const counts = new Array<number>(symbolCount).fill(0);
    for (const cell of strip) counts[cell]! += 1;
    return counts;
  });
  const combinations = theme.reelStrips.reduce((product, strip) => product * strip.length, 1);

  // Sum of weight × pay over all symbol combinations of one payline; integers below 2^53.
  let weightedPays = 0;
  const line = new Array<number>(reelCount).fill(0);
  const visit = (reel: number, weight: number) => {
    if (reel === reelCount) {
      weightedPays += weight * payOf(theme, line);
      return;
    }
    const counts = frequencies[reel]!;
    for (let cell = 0; cell < symbolCount; cell++) {
      const count = counts[cell]!;
      if (count === 0) continue;
      line[reel] = cell;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);
  const lines = weightedPays / combinations;

  // Distribution of the number of scatters in the window, as stop counts out of `combinations`.
  let distribution = [1];
  for (const strip of theme.reelStrips) {
    const perReel = new Array<number>(rowCount + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let shown = 0;
      for (let row = 0; row < rowCount; row++) if (strip[(stop + row) % strip.length] === scatter) shown++;
      perReel[shown]! += 1;
    }
    const next = new Array<number>(distribution.length + rowCount).fill(0);
    distribution.forEach((ways, before) =>
      perReel.forEach((reelWays, here) => (next[before + here]! += ways * reelWays)),
    );
    distribution = next;
  }
  const coins =
    distribution.reduce((sum, ways, count) => sum + ways * (theme.scatterPays[count] ?? 0), 0) / combinations;
  const spin = lines + coins;
  const trigger = theme.freeSpins?.trigger;
  const freeSpinChance =
    trigger === undefined
      ? 0
      : distribution.reduce((sum, ways, count) => sum + (count >= trigger ? ways : 0), 0) / combinations;
  const freeSpins = theme.freeSpins
    ? freeSpinChance * theme.freeSpins.count * theme.freeSpins.multiplier * spin
    : 0;
  return { lines, coins, spin, freeSpinChance, freeSpins, total: spin + freeSpins };
}

/** The pay of one line of symbols, by the same rule as evaluate-spin.ts, written plainly. */
function payOf(theme: SlotTheme, cells: readonly number[]): number {
  const first = cells.find((cell) => cell !== wild);
  if (first === undefined || first === scatter) return 0;
  let count = 0;
  while (count < cells.length && (cells[count] === first || cells[count] === wild)) count++;
  return theme.linePays[first * 6 + count]!;
}
