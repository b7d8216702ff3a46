/**
 * A slot theme: what the one slot engine (evaluate-spin.ts) needs to play a game of 5 reels × 3 rows
 * with pays left to right on fixed paylines. Every theme keeps two symbol numbers: 0 is the wild
 * (substitutes for every symbol but the scatter, has no pays of its own, so it stands only on reels
 * 2–4) and 1 is the scatter (pays anywhere in the window in multiples of the whole spin bet, and may
 * start free spins). Each strip holds at most one scatter per three positions, so a reel shows at
 * most one.
 *
 * Free spins, when a theme has them: a spin showing at least `trigger` scatters plays `count` more
 * spins in the same round, at no cost, each paying `multiplier` times its win; free spins do not
 * start more free spins. They use the same reels, so the return is exactly
 *   base × (1 + P(trigger) × count × multiplier),
 * where base is the expected win of one spin per amount bet (return-to-player.ts).
 */
export interface SlotTheme {
  code: string;
  /** Names of the symbols (index = symbol number; 0 wild, 1 scatter); the art is `#sym-{name}`. */
  symbolNames: readonly string[];
  reelStrips: readonly (readonly number[])[];
  /** Line pays in line-bet multiples, indexed by `symbol * 6 + count`. */
  linePays: Readonly<Int32Array>;
  /** Scatter pays in multiples of the whole spin bet, indexed by the number shown (0–5). */
  scatterPays: readonly number[];
  /** Each payline as the row (0 top … 2 bottom) read on each of the 5 reels. */
  paylines: readonly (readonly number[])[];
  freeSpins?: { trigger: number; count: number; multiplier: number };
  /** The documented return to player, as a fraction of the amount bet. */
  documentedReturnToPlayer: number;
}

/** Line pays as the engine indexes them, from a list of [symbol, pay for 3, 4, 5]. */
export function linePayTable(
  symbolCount: number,
  pays: readonly (readonly [number, number, number, number])[],
) {
  const table = new Int32Array(symbolCount * 6);
  for (const [symbol, three, four, five] of pays) {
    table[symbol * 6 + 3] = three;
    table[symbol * 6 + 4] = four;
    table[symbol * 6 + 5] = five;
  }
  return table;
}
