import {
  coinPays,
  linePays,
  paylineCount,
  paylines,
  reelCount,
  reelStrips,
  rowCount,
  symbol,
  type SlotSymbol,
} from './paytable';

/**
 * Spin evaluation as tight integer code: the window is a Uint8Array of 15 cells (`reel * 3 + row`),
 * paylines are precomputed cell indexes, pays are looked up in an Int32Array. The 1,000,000-spin
 * return-to-player test runs through `spinWinInLineBets`, which allocates nothing.
 */
const strips = reelStrips.map((strip) => Uint8Array.from(strip));
export const reelLengths: readonly number[] = strips.map((strip) => strip.length);
const lineCells = Uint8Array.from(paylines.flatMap((rows) => rows.map((row, reel) => reel * rowCount + row)));
const coinPaysInLineBets = Int32Array.from(coinPays, (multiple) => multiple * paylineCount);
const cellCount = reelCount * rowCount;
const wild: number = symbol.wild;
const coin: number = symbol.coin;

export function createWindow(): Uint8Array {
  return new Uint8Array(cellCount);
}

/** Fills `window` with what reels stopped at `stops` show. */
export function fillWindow(stops: ArrayLike<number>, window: Uint8Array): void {
  for (let reel = 0; reel < reelCount; reel++) {
    const strip = strips[reel]!;
    const length = strip.length;
    const stop = stops[reel]!;
    for (let row = 0; row < rowCount; row++) window[reel * rowCount + row] = strip[(stop + row) % length]!;
  }
}

/**
 * The run of a payline from reel 1: packed as `symbol * 8 + count` (cells matching the symbol or
 * wild), or -1 when the line starts with a coin or holds only wilds (the wild has no pays of its own).
 */
function lineRun(window: Uint8Array, line: number): number {
  const base = line * reelCount;
  let target = -1;
  let count = 0;
  for (; count < reelCount; count++) {
    const cell = window[lineCells[base + count]!]!;
    if (cell === wild) continue;
    if (target < 0) {
      if (cell === coin) return -1;
      target = cell;
    } else if (cell !== target) break;
  }
  return target < 0 ? -1 : target * 8 + count;
}

/** Line pay of one payline, in line-bet multiples. */
function linePay(window: Uint8Array, line: number): number {
  const run = lineRun(window, line);
  return run < 0 ? 0 : linePays[(run >> 3) * 6 + (run & 7)]!;
}

function coinsIn(window: Uint8Array): number {
  let coins = 0;
  for (let cell = 0; cell < cellCount; cell++) if (window[cell] === coin) coins++;
  return coins;
}

/** The whole win of a spin in line-bet units (lines plus coins); the hot path of the simulation. */
export function spinWinInLineBets(stops: ArrayLike<number>, window: Uint8Array): number {
  fillWindow(stops, window);
  let units = coinPaysInLineBets[coinsIn(window)]!;
  for (let line = 0; line < paylineCount; line++) units += linePay(window, line);
  return units;
}

export interface SlotLineWin {
  /** 1-based payline number, as in the paytable. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** The winning cells as [reel, row]. */
  cells: [number, number][];
  winSatang: number;
}

export interface SlotSpinResult {
  stops: number[];
  /** symbols[reel][row]. */
  symbols: SlotSymbol[][];
  lineWins: SlotLineWin[];
  coins: { count: number; cells: [number, number][]; winSatang: number };
  totalWinSatang: number;
}

/** Evaluates a spin for the player: every winning line and the coins, in satang for `betSatang`. */
export function evaluateSpin(stops: readonly number[], betSatang: number): SlotSpinResult {
  if (betSatang % paylineCount !== 0) throw new Error(`a spin bet must split into ${paylineCount} line bets`);
  const lineBetSatang = betSatang / paylineCount;
  const window = createWindow();
  fillWindow(stops, window);
  const symbols: SlotSymbol[][] = [];
  for (let reel = 0; reel < reelCount; reel++) {
    const column: SlotSymbol[] = [];
    for (let row = 0; row < rowCount; row++) column.push(window[reel * rowCount + row] as SlotSymbol);
    symbols.push(column);
  }
  const lineWins: SlotLineWin[] = [];
  for (let line = 0; line < paylineCount; line++) {
    const pay = linePay(window, line);
    if (pay === 0) continue;
    const run = lineRun(window, line);
    const count = run & 7;
    const rows = paylines[line]!;
    lineWins.push({
      line: line + 1,
      symbol: (run >> 3) as SlotSymbol,
      count,
      cells: rows.slice(0, count).map((row, reel) => [reel, row]),
      winSatang: pay * lineBetSatang,
    });
  }
  const coinCells: [number, number][] = [];
  for (let reel = 0; reel < reelCount; reel++)
    for (let row = 0; row < rowCount; row++)
      if (window[reel * rowCount + row] === symbol.coin) coinCells.push([reel, row]);
  const coinWinSatang = coinPays[coinCells.length]! * betSatang;
  const totalWinSatang = lineWins.reduce((sum, win) => sum + win.winSatang, 0) + coinWinSatang;
  return {
    stops: [...stops],
    symbols,
    lineWins,
    coins: { count: coinCells.length, cells: coinCells, winSatang: coinWinSatang },
    totalWinSatang,
  };
}
