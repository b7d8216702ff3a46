import type { GameCategory } from '@chaba/contracts/games';
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
import {
  dealDragonTiger,
  dragonTigerReturnSatang,
  dragonTigerSpots,
  type DragonTigerHand,
} from './dragon-tiger';
import { fishHunterGame } from './fish/fish-game';
import type { FishKind } from './fish/fish-rules';
import { hiloReturnSatang, hiloSpots, rollDice, type Dice, type HiloSpot } from './hilo';
import { pocketColour, rouletteReturnSatang, rouletteSpots, spinWheel, type PocketColour } from './roulette';
import { rollSicBo, sicBoReturnSatang, sicBoSpots, type SicBoRoll } from './sic-bo';
import {
  createSlotEngine,
  evaluateSpin,
  reelLengths,
  type SlotRoundResult,
  type SlotSpinResult,
} from './slot/evaluate-spin';
import { marketTheme } from './slot/market';
import { nagaTheme } from './slot/naga';
import { slotBetsBaht } from './slot/paytable';
import { yeekeeGame } from './yeekee/yeekee-game';

/**
 * The demo aggregator's games. A game turns a round's random source into an outcome that does not
 * depend on the bet (so a player can re-verify it from the seeds alone), and settles a bet on it.
 * Bets arrive from the browser in whole baht; money inside is integer satang.
 */

export const gameCodes = [
  'hibiscus-slot',
  'naga-slot',
  'market-slot',
  'baccarat',
  'hilo',
  'roulette',
  'dragon-tiger',
  'sic-bo',
  'fish-hunter',
  'yeekee',
] as const;
export type GameCode = (typeof gameCodes)[number];
/** The lobby's tabs (slot, casino, fish, lottery): one list for the aggregator, the server and the site. */
export type { GameCategory };

export function isGameCode(value: unknown): value is GameCode {
  return typeof value === 'string' && (gameCodes as readonly string[]).includes(value);
}

/** Largest stake on one spot of a table game, and of a whole round, in baht. */
export const maxSpotBaht = 10_000;
export const maxRoundBaht = 50_000;

/** A table's limits in whole baht: the smallest and largest stake on one spot, the largest round. */
export interface TableLimits {
  minSpotBaht: number;
  maxSpotBaht: number;
  maxRoundBaht: number;
}
const defaultLimits: TableLimits = { minSpotBaht: 1, maxSpotBaht, maxRoundBaht };
/** The table limits of each table game (the slots take the bets of their bet picker). */
export const tableLimits = {
  baccarat: defaultLimits,
  hilo: defaultLimits,
  // Roulette: a straight up pays 35:1, so its spots stop at 2,000 baht (a 72,000-baht return at most).
  roulette: { minSpotBaht: 1, maxSpotBaht: 2_000, maxRoundBaht: 20_000 },
  'dragon-tiger': { minSpotBaht: 5, maxSpotBaht, maxRoundBaht },
  'sic-bo': { minSpotBaht: 1, maxSpotBaht: 5_000, maxRoundBaht: 20_000 },
} as const satisfies Record<string, TableLimits>;

export type GameOutcome =
  | { game: 'hibiscus-slot'; spin: SlotSpinResult }
  | { game: 'baccarat'; coup: Coup }
  | { game: 'hilo'; dice: Dice; total: number; triple: boolean }
  | ({ game: 'naga-slot' } & SlotRoundResult)
  | ({ game: 'market-slot' } & SlotRoundResult)
  | { game: 'roulette'; pocket: number; colour: PocketColour }
  | { game: 'dragon-tiger'; hand: DragonTigerHand }
  | ({ game: 'sic-bo' } & SicBoRoll)
  | {
      game: 'fish-hunter';
      /** The shot's roll below 10,000, and the largest multiplier it catches (fish-rules.ts). */
      roll: number;
      largestCaught: number;
      /** The fish shot at (absent on the verify page, which knows only the seeds). */
      shot: { fishId: string; kind: FishKind; multiplier: number; caught: boolean } | null;
    }
  /** A Yeekee round's seed number (games/yeekee/result.ts). */
  | { game: 'yeekee'; seedNumber: number };

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
  /**
   * Parses the browser's bet; throws a ZodError on an invalid one. `now` is when the bet arrives
   * (the fish game takes a shot only at a fish swimming then).
   */
  prepareBet(body: unknown, now?: Date): PreparedBet;
  /** The outcome of a round's random source, bet aside (for the verify page). */
  outcome(random: RandomSource): GameOutcome;
}

const spotBets = <Spot extends string>(
  spots: readonly [Spot, ...Spot[]],
  limits: TableLimits = defaultLimits,
) =>
  z.object({
    bets: z
      .array(
        z.object({
          spot: z.enum(spots),
          amount: z.number().int().min(limits.minSpotBaht).max(limits.maxSpotBaht),
        }),
      )
      .min(1)
      .max(spots.length)
      .refine((bets) => new Set(bets.map((bet) => bet.spot)).size === bets.length, 'one entry per spot')
      .refine(
        (bets) => bets.reduce((sum, bet) => sum + bet.amount, 0) <= limits.maxRoundBaht,
        'round too large',
      ),
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

/**
 * A table game whose outcome does not depend on the bet: spots, and the return of a spot on an
 * outcome. Every spot settles on the same outcome.
 */
function tableGame<Outcome extends GameOutcome>(options: {
  code: GameCode;
  spots: readonly [string, ...string[]];
  limits: TableLimits;
  outcome: (random: RandomSource) => Outcome;
  returnSatang: (spot: string, stakeSatang: number, outcome: Outcome) => number;
}): Game {
  const schema = spotBets(options.spots, options.limits);
  return {
    code: options.code,
    category: 'casino',
    prepareBet(body) {
      const spots = schema.parse(body).bets.map((bet) => ({ spot: bet.spot, stakeSatang: bet.amount * 100 }));
      return {
        stakeSatang: spots.reduce((sum, spot) => sum + spot.stakeSatang, 0),
        spots,
        play(random) {
          const outcome = options.outcome(random);
          const bets = spots.map(({ spot, stakeSatang }) => ({
            spot,
            stakeSatang,
            returnSatang: options.returnSatang(spot, stakeSatang, outcome),
          }));
          return { outcome, bets, returnSatang: bets.reduce((sum, bet) => sum + bet.returnSatang, 0) };
        },
      };
    },
    outcome: options.outcome,
  };
}

const roulette = tableGame({
  code: 'roulette',
  spots: rouletteSpots,
  limits: tableLimits.roulette,
  outcome: (random): Extract<GameOutcome, { game: 'roulette' }> => {
    const pocket = spinWheel(random);
    return { game: 'roulette', pocket, colour: pocketColour(pocket) };
  },
  returnSatang: (spot, stakeSatang, outcome) => rouletteReturnSatang(spot, stakeSatang, outcome.pocket),
});

const dragonTiger = tableGame({
  code: 'dragon-tiger',
  spots: dragonTigerSpots,
  limits: tableLimits['dragon-tiger'],
  outcome: (random): Extract<GameOutcome, { game: 'dragon-tiger' }> => ({
    game: 'dragon-tiger',
    hand: dealDragonTiger(random),
  }),
  returnSatang: (spot, stakeSatang, outcome) =>
    dragonTigerReturnSatang(spot as (typeof dragonTigerSpots)[number], stakeSatang, outcome.hand),
});

const sicBo = tableGame({
  code: 'sic-bo',
  spots: sicBoSpots,
  limits: tableLimits['sic-bo'],
  outcome: (random): Extract<GameOutcome, { game: 'sic-bo' }> => ({ game: 'sic-bo', ...rollSicBo(random) }),
  returnSatang: (spot, stakeSatang, outcome) => sicBoReturnSatang(spot, stakeSatang, outcome.dice),
});

/** A themed slot with free spins: one round is the paid spin and the free spins it starts. */
function themedSlot(code: 'naga-slot' | 'market-slot', engine: ReturnType<typeof createSlotEngine>): Game {
  const outcome = (random: RandomSource, betSatang: number) =>
    ({ game: code, ...engine.playRound(random, betSatang) }) as GameOutcome;
  return {
    code,
    category: 'slot',
    prepareBet(body) {
      const stakeSatang = slotBet.parse(body).bet * 100;
      return {
        stakeSatang,
        spots: [{ spot: 'spin', stakeSatang }],
        play(random) {
          const round = engine.playRound(random, stakeSatang);
          return {
            outcome: { game: code, ...round } as GameOutcome,
            bets: [{ spot: 'spin', stakeSatang, returnSatang: round.totalWinSatang }],
            returnSatang: round.totalWinSatang,
          };
        },
      };
    },
    // Shown for a 1-baht spin.
    outcome: (random) => outcome(random, 100),
  };
}

export const slotEngines = {
  'naga-slot': createSlotEngine(nagaTheme),
  'market-slot': createSlotEngine(marketTheme),
} as const;

export const games: Readonly<Record<GameCode, Game>> = {
  'hibiscus-slot': slot,
  'naga-slot': themedSlot('naga-slot', slotEngines['naga-slot']),
  'market-slot': themedSlot('market-slot', slotEngines['market-slot']),
  baccarat,
  hilo,
  roulette,
  'dragon-tiger': dragonTiger,
  'sic-bo': sicBo,
  'fish-hunter': fishHunterGame,
  yeekee: yeekeeGame,
};
