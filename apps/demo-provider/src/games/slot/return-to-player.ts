import { coinPays, linePays, reelCount, reelStrips, rowCount, symbol, symbolCount } from './paytable';

export interface ReturnToPlayer {
  /** Expected line win per amount bet. */
  lines: number;
  /** Expected coin (scatter) win per amount bet. */
  coins: number;
  total: number;
}

/**
 * The exact theoretical return of the paytable (method in the comment of paytable.ts): every payline
 * sees the product of the reels' symbol frequencies, so the line part is one enumeration of the 10^5
 * symbol combinations; the coin part convolves each reel's distribution of visible coins.
 */
export function computeReturnToPlayer(): ReturnToPlayer {
  const frequencies = reelStrips.map((strip) => {
    const counts = new Array<number>(symbolCount).fill(0);
    for (const cell of strip) counts[cell]! += 1;
    return counts;
  });
  const combinations = reelStrips.reduce((product, strip) => product * strip.length, 1);

  // Sum of weight × pay over all symbol combinations of one payline; integers below 2^53.
  let weightedPays = 0;
  const line = new Array<number>(reelCount).fill(0);
  const visit = (reel: number, weight: number) => {
    if (reel === reelCount) {
      weightedPays += weight * payOf(line);
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

  // Distribution of the number of coins in the window, as stop counts out of `combinations`.
  let coinDistribution = [1];
  for (const strip of reelStrips) {
    const perReel = new Array<number>(rowCount + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let coins = 0;
      for (let row = 0; row < rowCount; row++)
        if (strip[(stop + row) % strip.length] === symbol.coin) coins++;
      perReel[coins]! += 1;
    }
    const next = new Array<number>(coinDistribution.length + rowCount).fill(0);
    coinDistribution.forEach((ways, before) =>
      perReel.forEach((reelWays, here) => (next[before + here]! += ways * reelWays)),
    );
    coinDistribution = next;
  }
  const coins =
    coinDistribution.reduce((sum, ways, count) => sum + ways * (coinPays[count] ?? coinPays.at(-1)!), 0) /
    combinations;

  return { lines, coins, total: lines + coins };
}

/** The pay of one line of symbols, by the same rule as evaluate-spin.ts, written plainly. */
function payOf(cells: readonly number[]): number {
  const first = cells.find((cell) => cell !== symbol.wild);
  if (first === undefined || first === symbol.coin) return 0;
  let count = 0;
  while (count < cells.length && (cells[count] === first || cells[count] === symbol.wild)) count++;
  return linePays[first * 6 + count]!;
}
