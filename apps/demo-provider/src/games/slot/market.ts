import { paylines } from './paytable';
import { linePayTable, type SlotTheme } from './theme';

/**
 * Floating Market (ตลาดน้ำ) slot: 5 reels × 3 rows, 10 paylines (the first ten of the hibiscus slot),
 * pays left to right; fewer symbols and a bigger free-spin feature than the other slots.
 *
 *   symbol                3     4     5      stops on reel 1 / 2 / 3 / 4 / 5
 *   straw hat งอบ (wild)  –     –     –      0 / 2 / 2 / 2 / 0   substitutes for every symbol but the boat
 *   boat (scatter)        pays anywhere: 3 = 2×, 4 = 10×, 5 = 50× the spin bet; 1 on every reel
 *   watermelon           15    60   300      2 on every reel
 *   dragon fruit         10    30   120      3
 *   coconut               6    16    50      4
 *   chili                 3     8    25      5
 *   lime                  2     5    15      6
 *
 * Free spins: 3 or more boats anywhere start 8 free spins that pay triple (free spins do not start
 * more free spins).
 *
 * Return to player: 95.763 % (exactly 0.957629 by `computeReturnToPlayer`: one spin returns 0.646706
 * — lines 0.592874, boats 0.053832 — and a spin starts free spins with probability 0.020032, adding
 * 0.020032 × 8 × 3 × 0.646706 = 0.310922). Standard deviation of a round about 3.3 bets, so
 * 1,000,000 simulated rounds measure the return within ±0.33 points (one standard error).
 */
export const marketSymbolNames = [
  'hat',
  'boat',
  'watermelon',
  'dragonfruit',
  'coconut',
  'chili',
  'lime',
] as const;

export const marketTheme: SlotTheme = {
  code: 'market-slot',
  symbolNames: marketSymbolNames,
  reelStrips: [
    [4, 5, 2, 5, 6, 4, 6, 4, 2, 6, 1, 3, 6, 5, 3, 5, 4, 6, 3, 6, 5],
    [5, 4, 5, 1, 6, 3, 5, 4, 6, 3, 6, 0, 3, 4, 6, 5, 6, 0, 2, 5, 6, 4, 2],
    [6, 4, 2, 3, 6, 3, 5, 6, 5, 1, 6, 2, 4, 5, 6, 0, 5, 4, 3, 5, 6, 4, 0],
    [3, 6, 3, 6, 5, 6, 5, 3, 2, 0, 4, 5, 1, 5, 6, 0, 4, 6, 4, 5, 4, 6, 2],
    [6, 4, 5, 1, 3, 5, 3, 5, 6, 5, 6, 5, 4, 6, 2, 6, 3, 4, 6, 2, 4],
  ],
  linePays: linePayTable(7, [
    [2, 15, 60, 300],
    [3, 10, 30, 120],
    [4, 6, 16, 50],
    [5, 3, 8, 25],
    [6, 2, 5, 15],
  ]),
  scatterPays: [0, 0, 0, 2, 10, 50],
  paylines: paylines.slice(0, 10),
  freeSpins: { trigger: 3, count: 8, multiplier: 3 },
  documentedReturnToPlayer: 0.95763,
};
