import { paylines } from './paytable';
import { linePayTable, type SlotTheme } from './theme';

/**
 * Naga Gold (พญานาคทอง) slot: 5 reels × 3 rows, the hibiscus slot's 20 paylines, pays left to right.
 *
 *   symbol            3     4     5      stops on reel 1 / 2 / 3 / 4 / 5
 *   naga (wild)       –     –     –      0 / 3 / 3 / 3 / 0   substitutes for every symbol but the pearl
 *   pearl (scatter)   pays anywhere: 3 = 2×, 4 = 10×, 5 = 50× the spin bet; 1 on every reel
 *   crown            30   100   400      2 on every reel
 *   chedi            20    80   250      2
 *   emerald          15    50   150      3
 *   A                12    35   100      3
 *   K                10    30    80      3
 *   Q                 8    25    70      4
 *   J                 7    18    50      4
 *   10                6    14    40      4
 *
 * Free spins: 3 or more pearls anywhere start 10 free spins that pay double (free spins do not start
 * more free spins).
 *
 * Return to player: 96.495 % (exactly 0.964950 by `computeReturnToPlayer`: one spin returns 0.795018
 * — lines 0.768062, pearls 0.026956 — and a spin starts free spins with probability 0.010687, adding
 * 0.010687 × 10 × 2 × 0.795018 = 0.169933). Standard deviation of a round about 2.6 bets, so
 * 1,000,000 simulated rounds measure the return within ±0.26 points (one standard error).
 */
export const nagaSymbolNames = [
  'naga',
  'pearl',
  'crown',
  'chedi',
  'emerald',
  'ace',
  'king',
  'queen',
  'jack',
  'ten',
] as const;

export const nagaTheme: SlotTheme = {
  code: 'naga-slot',
  symbolNames: nagaSymbolNames,
  reelStrips: [
    [9, 7, 8, 7, 5, 2, 5, 4, 3, 6, 1, 3, 5, 2, 8, 9, 7, 9, 6, 8, 4, 8, 9, 7, 6, 4],
    [2, 7, 9, 2, 9, 0, 9, 0, 8, 9, 3, 4, 8, 5, 1, 8, 5, 7, 8, 4, 0, 4, 3, 5, 6, 7, 6, 7, 6],
    [5, 8, 7, 1, 3, 6, 4, 8, 5, 6, 8, 9, 2, 7, 9, 0, 4, 7, 0, 6, 3, 2, 7, 5, 9, 4, 9, 0, 8],
    [4, 8, 2, 9, 5, 7, 8, 3, 6, 0, 3, 5, 9, 0, 4, 6, 9, 7, 9, 5, 7, 4, 7, 2, 6, 8, 0, 1, 8],
    [8, 3, 5, 6, 9, 7, 9, 1, 9, 8, 4, 3, 8, 5, 7, 8, 2, 5, 4, 9, 4, 2, 7, 6, 7, 6],
  ],
  linePays: linePayTable(10, [
    [2, 30, 100, 400],
    [3, 20, 80, 250],
    [4, 15, 50, 150],
    [5, 12, 35, 100],
    [6, 10, 30, 80],
    [7, 8, 25, 70],
    [8, 7, 18, 50],
    [9, 6, 14, 40],
  ]),
  scatterPays: [0, 0, 0, 2, 10, 50],
  paylines,
  freeSpins: { trigger: 3, count: 10, multiplier: 2 },
  documentedReturnToPlayer: 0.96495,
};
