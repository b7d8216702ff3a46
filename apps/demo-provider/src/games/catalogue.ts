import { z } from 'zod';
import type { RandomSource } from '../fairness';
import {
  baccaratReturnSatang,
  baccaratSpots,
  dealCoup,
  shuffleShoeFront,
  type BaccaratSpot,
  type Coup,
} from './baccarat';
import { hiloReturnSatang, hiloSpots, rollDice, type Dice, type HiloSpot } from './hilo';
import { evaluateSpin, reelLengths, type SlotSpinResult } from './slot/evaluate-spin';
import { slotBetsBaht } from './slot/paytable';

/**
 * The demo aggregator's games. A game turns a round's random source into an outcome that does not
 * depend on the bet (so a player can re-verify it from the seeds alone), and settles a bet on it.
 * Bets arrive from the browser in whole baht; money inside is integer satang.
 */

export const gameCodes = ['hibiscus-slot', 'baccarat', 'hilo'] as const;
export type GameCode = (typeof gameCodes)[number];
export type GameCategory = 'slot' | 'casino';

export function isGameCode(value: unknown): value is GameCode {
  return typeof value === 'string' && (gameCodes as readonly string[]).includes(value);
}

/** Largest stake on one spot of a table game, and of a whole round, in baht. */
export const maxSpotBaht = 10_000;
export const maxRoundBaht = 50_000;

export type GameOutcome =
  | { game: 'hibiscus-slot'; spin: SlotSpinResult }
  | { game: 'baccarat'; coup: Coup }
  | { game: 'hilo'; dice: Dice; total: number; triple: boolean };

export interface SettledBet {
  spot: string;
  stakeSatang: number;
  returnSatang: number;
}

/** A bet that passed validation: what it stakes, and how it settles on an outcome. */
export interface PreparedBet {
  stakeSatang: number;
  spots: { spot: string; stakeSatang: number }[];
  play(random: RandomSource): { outcome: GameOutcome; bets: SettledBet[]; returnSatang: number };
}

export interface Game {
  code: GameCode;
  category: GameCategory;
  /** Parses the browser's bet; throws a ZodError on an invalid one. */
  prepareBet(body: unknown): PreparedBet;
  /** The outcome of a round's random source, bet aside (for the verify page). */
  outcome(random: RandomSource): GameOutcome;
}

const wholeBaht = z.number().int().min(1).max(maxSpotBaht);

const spotBets = <Spot extends string>(spots: readonly [Spot, ...Spot[]]) =>
  z.object({
    bets: z
      .array(z.object({ spot: z.enum(spots), amount: wholeBaht }))
      .min(1)
      .max(spots.length)
      .refine((bets) => new Set(bets.map((bet) => bet.spot)).size === bets.length, 'one entry per spot')
      .refine((bets) => bets.reduce((sum, bet) => sum + bet.amount, 0) <= maxRoundBaht, 'round too large'),
  });

const slotBet = z.object({ bet: z.union(slotBetsBaht.map((baht) => z.literal(baht))) });
const baccaratBet = spotBets(baccaratSpots);
const hiloBet = spotBets(hiloSpots as unknown as readonly [HiloSpot, ...HiloSpot[]]);

const slotOutcome = (random: RandomSource, betSatang: number): SlotSpinResult =>
  evaluateSpin(
    reelLengths.map((length) => random.nextInt(length)),
    betSatang,
  );

const slot: Game = {
  code: 'hibiscus-slot',
  category: 'slot',
  prepareBet(body) {
    const stakeSatang = slotBet.parse(body).bet * 100;
    return {
      stakeSatang,
      spots: [{ spot: 'spin', stakeSatang }],
      play(random) {
        const spin = slotOutcome(random, stakeSatang);
        const returnSatang = spin.totalWinSatang;
        return {
          outcome: { game: 'hibiscus-slot', spin },
          bets: [{ spot: 'spin', stakeSatang, returnSatang }],
          returnSatang,
        };
      },
    };
  },
  // Shown for a 1-baht spin.
  outcome: (random) => ({ game: 'hibiscus-slot', spin: slotOutcome(random, 100) }),
};

const baccaratOutcome = (random: RandomSource): Coup => dealCoup(shuffleShoeFront(random));

const baccarat: Game = {
  code: 'baccarat',
  category: 'casino',
  prepareBet(body) {
    const spots = baccaratBet
      .parse(body)
      .bets.map((bet) => ({ spot: bet.spot as BaccaratSpot, stakeSatang: bet.amount * 100 }));
    return {
      stakeSatang: spots.reduce((sum, spot) => sum + spot.stakeSatang, 0),
      spots,
      play(random) {
        const coup = baccaratOutcome(random);
        const bets = spots.map(({ spot, stakeSatang }) => ({
          spot,
          stakeSatang,
          returnSatang: baccaratReturnSatang(spot, stakeSatang, coup.winner),
        }));
        return {
          outcome: { game: 'baccarat', coup },
          bets,
          returnSatang: bets.reduce((sum, bet) => sum + bet.returnSatang, 0),
        };
      },
    };
  },
  outcome: (random) => ({ game: 'baccarat', coup: baccaratOutcome(random) }),
};

type HiloOutcome = Extract<GameOutcome, { game: 'hilo' }>;

const hiloOutcome = (random: RandomSource): HiloOutcome => {
  const dice = rollDice(random);
  return {
    game: 'hilo',
    dice,
    total: dice[0] + dice[1] + dice[2],
    triple: dice[0] === dice[1] && dice[1] === dice[2],
  };
};

const hilo: Game = {
  code: 'hilo',
  category: 'casino',
  prepareBet(body) {
    const spots = hiloBet.parse(body).bets.map((bet) => ({ spot: bet.spot, stakeSatang: bet.amount * 100 }));
    return {
      stakeSatang: spots.reduce((sum, spot) => sum + spot.stakeSatang, 0),
      spots,
      play(random) {
        const outcome = hiloOutcome(random);
        const bets = spots.map(({ spot, stakeSatang }) => ({
          spot,
          stakeSatang,
          returnSatang: hiloReturnSatang(spot, stakeSatang, outcome.dice),
        }));
        return { outcome, bets, returnSatang: bets.reduce((sum, bet) => sum + bet.returnSatang, 0) };
      },
    };
  },
  outcome: hiloOutcome,
};

export const games: Readonly<Record<GameCode, Game>> = { 'hibiscus-slot': slot, baccarat, hilo };
