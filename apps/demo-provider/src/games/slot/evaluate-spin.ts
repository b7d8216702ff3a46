import type { RandomSource } from '../../fairness';
import { hibiscusTheme } from './paytable';
import type { SlotTheme } from './theme';

/**
 * The slot engine, one per theme (theme.ts). Spin evaluation as tight integer code: the window is a
 * Uint8Array of 15 cells (`reel * 3 + row`), paylines are precomputed cell indexes, pays are looked up
 * in an Int32Array. The 1,000,000-round return-to-player tests run through `spinWinInLineBets` and
 * `simulateRoundInLineBets`, which allocate nothing.
 */
const reelCount = 5;
const rowCount = 3;
const cellCount = reelCount * rowCount;
const wild = 0;
const scatter = 1;

export interface SlotLineWin {
  /** 1-based payline number, as in the paytable. */
  line: number;
  symbol: number;
  count: number;
  /** The winning cells as [reel, row]. */
  cells: [number, number][];
  winSatang: number;
}

export interface SlotSpinResult {
  stops: number[];
  /** symbols[reel][row]. */
  symbols: number[][];
  lineWins: SlotLineWin[];
  /** The scatters shown (the hibiscus slot's gold coins) and what they pay. */
  coins: { count: number; cells: [number, number][]; winSatang: number };
  totalWinSatang: number;
}

/** A whole round: the paid spin and, when it started them, the free spins (wins already multiplied). */
export interface SlotRoundResult {
  spin: SlotSpinResult;
  freeSpins?: { multiplier: number; spins: SlotSpinResult[] };
  totalWinSatang: number;
}

export interface SlotEngine {
  theme: SlotTheme;
  reelLengths: readonly number[];
  paylineCount: number;
  createWindow(): Uint8Array;
  fillWindow(stops: ArrayLike<number>, window: Uint8Array): void;
  /** Number of scatters in a filled window. */
  scattersIn(window: Uint8Array): number;
  /** The whole win of one spin in line-bet units (lines plus scatters); fills `window`. */
  spinWinInLineBets(stops: ArrayLike<number>, window: Uint8Array): number;
  /** A whole round (free spins included) in line-bet units, drawing stops from `next(limit)`. */
  simulateRoundInLineBets(next: (limit: number) => number, stops: Int32Array, window: Uint8Array): number;
  /** Evaluates a spin for the player: every winning line and the scatters, in satang for `betSatang`. */
  evaluateSpin(stops: readonly number[], betSatang: number): SlotSpinResult;
  /** Plays a round from the round's random source: one stop per reel, reels 1–5, spin after spin. */
  playRound(random: RandomSource, betSatang: number): SlotRoundResult;
}

export function createSlotEngine(theme: SlotTheme): SlotEngine {
  const strips = theme.reelStrips.map((strip) => Uint8Array.from(strip));
  const reelLengths = strips.map((strip) => strip.length);
  const paylineCount = theme.paylines.length;
  const lineCells = Uint8Array.from(
    theme.paylines.flatMap((rows) => rows.map((row, reel) => reel * rowCount + row)),
  );
  const linePays = theme.linePays;
  const scatterPaysInLineBets = Int32Array.from(theme.scatterPays, (multiple) => multiple * paylineCount);
  const freeSpins = theme.freeSpins;

  function fillWindow(stops: ArrayLike<number>, window: Uint8Array): void {
    for (let reel = 0; reel < reelCount; reel++) {
      const strip = strips[reel]!;
      const length = strip.length;
      const stop = stops[reel]!;
      for (let row = 0; row < rowCount; row++) window[reel * rowCount + row] = strip[(stop + row) % length]!;
    }
  }

  /**
   * The run of a payline from reel 1: packed as `symbol * 8 + count` (cells matching the symbol or
   * wild), or -1 when the line starts with a scatter or holds only wilds.
   */
  function lineRun(window: Uint8Array, line: number): number {
    const base = line * reelCount;
    let target = -1;
    let count = 0;
    for (; count < reelCount; count++) {
      const cell = window[lineCells[base + count]!]!;
      if (cell === wild) continue;
      if (target < 0) {
        if (cell === scatter) return -1;
        target = cell;
      } else if (cell !== target) break;
    }
    return target < 0 ? -1 : target * 8 + count;
  }

  function linePay(window: Uint8Array, line: number): number {
    const run = lineRun(window, line);
    return run < 0 ? 0 : linePays[(run >> 3) * 6 + (run & 7)]!;
  }

  function scattersIn(window: Uint8Array): number {
    let count = 0;
    for (let cell = 0; cell < cellCount; cell++) if (window[cell] === scatter) count++;
    return count;
  }

  function spinWinInLineBets(stops: ArrayLike<number>, window: Uint8Array): number {
    fillWindow(stops, window);
    let units = scatterPaysInLineBets[scattersIn(window)]!;
    for (let line = 0; line < paylineCount; line++) units += linePay(window, line);
    return units;
  }

  function simulateRoundInLineBets(
    next: (limit: number) => number,
    stops: Int32Array,
    window: Uint8Array,
  ): number {
    for (let reel = 0; reel < reelCount; reel++) stops[reel] = next(reelLengths[reel]!);
    let units = spinWinInLineBets(stops, window);
    if (freeSpins && scattersIn(window) >= freeSpins.trigger) {
      for (let free = 0; free < freeSpins.count; free++) {
        for (let reel = 0; reel < reelCount; reel++) stops[reel] = next(reelLengths[reel]!);
        units += freeSpins.multiplier * spinWinInLineBets(stops, window);
      }
    }
    return units;
  }

  function evaluateSpin(stops: readonly number[], betSatang: number): SlotSpinResult {
    if (betSatang % paylineCount !== 0)
      throw new Error(`a spin bet must split into ${paylineCount} line bets`);
    const lineBetSatang = betSatang / paylineCount;
    const window = new Uint8Array(cellCount);
    fillWindow(stops, window);
    const symbols: number[][] = [];
    for (let reel = 0; reel < reelCount; reel++) {
      const column: number[] = [];
      for (let row = 0; row < rowCount; row++) column.push(window[reel * rowCount + row]!);
      symbols.push(column);
    }
    const lineWins: SlotLineWin[] = [];
    for (let line = 0; line < paylineCount; line++) {
      const pay = linePay(window, line);
      if (pay === 0) continue;
      const run = lineRun(window, line);
      const count = run & 7;
      const rows = theme.paylines[line]!;
      lineWins.push({
        line: line + 1,
        symbol: run >> 3,
        count,
        cells: rows.slice(0, count).map((row, reel) => [reel, row]),
        winSatang: pay * lineBetSatang,
      });
    }
    const scatterCells: [number, number][] = [];
    for (let reel = 0; reel < reelCount; reel++)
      for (let row = 0; row < rowCount; row++)
        if (window[reel * rowCount + row] === scatter) scatterCells.push([reel, row]);
    const scatterWinSatang = (theme.scatterPays[scatterCells.length] ?? 0) * betSatang;
    const totalWinSatang = lineWins.reduce((sum, win) => sum + win.winSatang, 0) + scatterWinSatang;
    return {
      stops: [...stops],
      symbols,
      lineWins,
      coins: { count: scatterCells.length, cells: scatterCells, winSatang: scatterWinSatang },
      totalWinSatang,
    };
  }

  function playRound(random: RandomSource, betSatang: number): SlotRoundResult {
    const drawStops = () => reelLengths.map((length) => random.nextInt(length));
    const spin = evaluateSpin(drawStops(), betSatang);
    if (!freeSpins || spin.coins.count < freeSpins.trigger)
      return { spin, totalWinSatang: spin.totalWinSatang };
    // A free spin pays `multiplier` times: evaluated as a spin of that many times the bet.
    const spins = Array.from({ length: freeSpins.count }, () =>
      evaluateSpin(drawStops(), betSatang * freeSpins.multiplier),
    );
    return {
      spin,
      freeSpins: { multiplier: freeSpins.multiplier, spins },
      totalWinSatang: spins.reduce((sum, free) => sum + free.totalWinSatang, spin.totalWinSatang),
    };
  }

  return {
    theme,
    reelLengths,
    paylineCount,
    createWindow: () => new Uint8Array(cellCount),
    fillWindow,
    scattersIn,
    spinWinInLineBets,
    simulateRoundInLineBets,
    evaluateSpin,
    playRound,
  };
}

/** The hibiscus slot's engine, and its functions as they were before themes. */
export const hibiscusEngine = createSlotEngine(hibiscusTheme);
export const reelLengths = hibiscusEngine.reelLengths;
export const createWindow = hibiscusEngine.createWindow;
export const fillWindow = hibiscusEngine.fillWindow;
export const spinWinInLineBets = hibiscusEngine.spinWinInLineBets;
export const evaluateSpin = hibiscusEngine.evaluateSpin;
