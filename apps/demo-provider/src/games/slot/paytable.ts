import type { SlotTheme } from './theme';

/**
 * Hibiscus (ชบา) slot: 5 reels × 3 rows, 20 fixed paylines, pays left to right from the first reel.
 *
 * Symbols and what they pay, in line-bet multiples (the line bet is the spin bet / 20) for 3 / 4 / 5
 * of a kind on a payline, counted from reel 1 without gaps:
 *
 *   symbol            3     4     5      stops on reel 1 / 2 / 3 / 4 / 5
 *   hibiscus (wild)   –     –     –      0 / 4 / 4 / 4 / 0   substitutes for every symbol but the coin
 *   gold coin         scatter, see below 1 / 1 / 1 / 1 / 1
 *   lotus            25   100   400      2 on every reel
 *   ruby             20    75   250      2
 *   mango            15    50   150      3
 *   A                10    30   100      3
 *   K                10    25    80      3
 *   Q                 8    20    60      4
 *   J                 6    15    50      4
 *   10                5    12    40      4
 *
 * The gold coin pays anywhere in the window, in multiples of the whole spin bet: 3 coins 2×, 4 coins
 * 10×, 5 coins 50×. Line wins and the coin win add up. The wild stands only on reels 2–4, so a line
 * always starts with a real symbol and the wild needs no pays of its own.
 *
 * Return to player: 96.262 % (0.962620 of every baht bet: line wins 0.937259, coins 0.025361),
 * hit frequency (a spin that wins anything) about 57 %; standard deviation of one spin about 1.8 bets,
 * so 1,000,000 simulated spins measure the return within ±0.2 points (one standard error).
 *
 * How the figure is computed (exactly, by `computeReturnToPlayer` in return-to-player.ts, and checked
 * by a 1,000,000-spin simulation in the tests): each reel stops uniformly on one of its strip positions
 * and the reels are independent. Each payline reads one cell per reel, and whatever row it reads, that
 * cell is uniformly one strip position of that reel, so every payline sees the same distribution: the
 * product of the five reels' symbol frequencies. Enumerating all 10^5 symbol combinations weighted by
 * their stop counts gives the exact expected line win per line bet; with 20 lines of bet/20 each, that
 * is also the line part of the return per baht bet (expectation is linear, the lines' correlation does
 * not matter). For the coin, each reel's three visible cells are enumerated over its stops to get the
 * distribution of coins it shows, the five distributions are convolved, and the coin pays are weighted
 * by it. The result is a ratio of integers over the 26·30·30·30·26 = 18,252,000 equally likely stops.
 */

export const symbol = {
  wild: 0,
  coin: 1,
  lotus: 2,
  ruby: 3,
  mango: 4,
  ace: 5,
  king: 6,
  queen: 7,
  jack: 8,
  ten: 9,
} as const;
export type SlotSymbol = (typeof symbol)[keyof typeof symbol];
export const symbolCount = 10;
export const symbolNames = [
  'wild',
  'coin',
  'lotus',
  'ruby',
  'mango',
  'ace',
  'king',
  'queen',
  'jack',
  'ten',
] as const;

export const reelCount = 5;
export const rowCount = 3;

const { wild: W, coin: C, lotus: L, ruby: R, mango: M, ace: A, king: K, queen: Q, jack: J, ten: T } = symbol;

/**
 * The reel strips, top to bottom; a reel that stops at position p shows p, p+1 and p+2 (wrapping) in
 * rows 0, 1 and 2. Reels 1 and 5 have 26 positions, reels 2–4 have 30 (the same 26 plus 4 wilds).
 * Each strip holds one coin, so a reel shows at most one.
 */
export const reelStrips: readonly (readonly SlotSymbol[])[] = [
  [T, J, Q, K, A, M, L, T, R, J, Q, C, M, K, T, A, J, Q, L, M, K, T, R, A, Q, J],
  [T, W, J, Q, K, A, M, L, W, T, R, J, Q, C, W, M, K, T, A, J, Q, L, W, M, K, T, R, A, Q, J],
  [Q, W, T, J, L, K, A, W, M, T, R, Q, J, C, W, K, T, M, A, Q, J, W, L, T, K, M, A, R, J, Q],
  [J, Q, W, T, K, M, A, L, W, Q, J, R, T, C, W, A, K, Q, M, J, W, T, L, A, K, R, M, T, Q, J],
  [J, Q, T, A, K, M, L, Q, R, T, J, C, K, A, M, Q, T, J, L, K, A, M, R, T, Q, J],
];

/** Line pays in line-bet multiples, indexed by `symbol * 6 + count` (count 0–5). */
export const linePays: Readonly<Int32Array> = (() => {
  const pays = new Int32Array(symbolCount * 6);
  const set = (s: SlotSymbol, three: number, four: number, five: number) => {
    pays[s * 6 + 3] = three;
    pays[s * 6 + 4] = four;
    pays[s * 6 + 5] = five;
  };
  set(L, 25, 100, 400);
  set(R, 20, 75, 250);
  set(M, 15, 50, 150);
  set(A, 10, 30, 100);
  set(K, 10, 25, 80);
  set(Q, 8, 20, 60);
  set(J, 6, 15, 50);
  set(T, 5, 12, 40);
  return pays;
})();

/** Coin (scatter) pays in multiples of the whole spin bet, indexed by the number of coins shown. */
export const coinPays: readonly number[] = [0, 0, 0, 2, 10, 50];

/**
 * The 20 fixed paylines, as the row (0 top, 1 middle, 2 bottom) read on each of the five reels:
 *
 *  1 [1,1,1,1,1]  2 [0,0,0,0,0]  3 [2,2,2,2,2]  4 [0,1,2,1,0]  5 [2,1,0,1,2]
 *  6 [0,0,1,2,2]  7 [2,2,1,0,0]  8 [1,0,0,0,1]  9 [1,2,2,2,1] 10 [1,0,1,2,1]
 * 11 [1,2,1,0,1] 12 [0,1,0,1,0] 13 [2,1,2,1,2] 14 [0,1,1,1,0] 15 [2,1,1,1,2]
 * 16 [1,1,0,1,1] 17 [1,1,2,1,1] 18 [0,2,0,2,0] 19 [2,0,2,0,2] 20 [0,2,2,2,0]
 */
export const paylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];
export const paylineCount = 20;

/** The spin bets a player can choose, in baht; each divides into 20 whole-satang line bets. */
export const slotBetsBaht = [1, 5, 10, 50, 100] as const;

/** The documented return to player, as a fraction of the amount bet (see the comment at the top). */
export const documentedReturnToPlayer = 0.96262;

/** The hibiscus slot as a theme of the slot engine (no free spins: the coin only pays). */
export const hibiscusTheme: SlotTheme = {
  code: 'hibiscus-slot',
  symbolNames,
  reelStrips,
  linePays,
  scatterPays: coinPays,
  paylines,
  documentedReturnToPlayer,
};
