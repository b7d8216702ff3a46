import type { RandomSource } from '../../fairness';

/**
 * Fish shooting (ยิงปลา, issue 16): each shot is one bet at one fish, and one round of the provably fair
 * generator. The round draws a single integer, the roll, below 10,000 — whatever the fish and the bet,
 * so the verify page recomputes it from the seeds alone. A fish that pays m times the bet is caught
 * when roll × m < 9,600, that is with probability 0.96 ÷ m: every fish, and so every shot, returns
 * exactly 96 % of what it stakes. Aiming at the boss is no better or worse than at a small fish; it only
 * wins more, less often.
 */

/** The fish, smallest first: what each pays per baht of the bet when it is caught. */
export const fishKinds = [
  { kind: 'clownfish', multiplier: 2 },
  { kind: 'pufferfish', multiplier: 3 },
  { kind: 'angelfish', multiplier: 5 },
  { kind: 'turtle', multiplier: 10 },
  { kind: 'manta', multiplier: 20 },
  { kind: 'shark', multiplier: 50 },
  { kind: 'golden-whale', multiplier: 100 },
] as const;
export type FishKind = (typeof fishKinds)[number]['kind'];

/** The bet per shot the page offers, in whole baht. */
export const fishBetsBaht = [1, 2, 5, 10, 20, 50] as const;

/** The documented return to player of every shot: 96 % (README, rules dialog). */
export const fishReturnToPlayer = 0.96;
/** The roll is a uniform integer below this. */
export const rollLimit = 10_000;
/** Rolls below this over m catch a fish of multiplier m: 9,600 ÷ m is whole for every fish above. */
export const catchPoints = Math.round(fishReturnToPlayer * rollLimit);

export function multiplierOf(kind: FishKind): number {
  const found = fishKinds.find((fish) => fish.kind === kind);
  if (!found) throw new Error(`no fish ${kind}`);
  return found.multiplier;
}

/** The number of rolls (of 10,000) that catch a fish of this multiplier. */
export function catchingRolls(multiplier: number): number {
  const rolls = catchPoints / multiplier;
  if (!Number.isInteger(rolls)) throw new Error(`multiplier ${multiplier} does not divide ${catchPoints}`);
  return rolls;
}

/** The shot's roll: the round's first integer below 10,000. */
export function shotRoll(random: RandomSource): number {
  return random.nextInt(rollLimit);
}

export function catches(roll: number, multiplier: number): boolean {
  return roll < catchingRolls(multiplier);
}

/** What a shot returns: the bet × the fish's multiplier when caught, else nothing. */
export function shotReturnSatang(stakeSatang: number, multiplier: number, roll: number): number {
  return catches(roll, multiplier) ? stakeSatang * multiplier : 0;
}

/** The largest multiplier a roll catches (0 when it catches none): what the verify page shows. */
export function largestCaught(roll: number): number {
  let largest = 0;
  for (const { multiplier } of fishKinds) if (catches(roll, multiplier)) largest = multiplier;
  return largest;
}
