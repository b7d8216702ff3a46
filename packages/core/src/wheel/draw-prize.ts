import { RoundRandom, type RandomSource } from '@chaba/contracts/provably-fair';
import type { WheelChoice, WheelPrize } from '@chaba/db/schema';

/**
 * The prizes a spin may draw (decision 73): every "try again" and every bonus no larger than what is
 * left of the day's budget, in the wheel's order, with their own weights. A prize that would exceed
 * the budget is withdrawn; the others keep their weights, so each one's chance becomes its weight over
 * the sum of the affordable ones (proportional renormalisation).
 */
export function affordableChoices(prizes: readonly WheelPrize[], remainingSatang: bigint): WheelChoice[] {
  return prizes
    .filter(
      (prize) =>
        prize.weight > 0 && (prize.kind === 'try_again' || BigInt(prize.amountSatang) <= remainingSatang),
    )
    .map((prize) => ({
      key: prize.key,
      kind: prize.kind,
      amountSatang: prize.kind === 'try_again' ? '0' : prize.amountSatang,
      weight: prize.weight,
    }));
}

/**
 * Which choice a spin draws: one uniform integer r below the sum of the weights (the scheme's
 * `nextInt`), then the first choice, in order, whose running sum of weights passes r.
 */
export function drawChoice(choices: readonly WheelChoice[], random: RandomSource): number {
  const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
  let r = random.nextInt(total);
  for (const [index, choice] of choices.entries()) {
    if (r < choice.weight) return index;
    r -= choice.weight;
  }
  throw new Error('drawChoice: no choice drawn');
}

/** A spin recomputed from its revealed seeds: the index its choices draw (the verify page's answer). */
export function recomputeDraw(input: {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  choices: readonly WheelChoice[];
}): number {
  return drawChoice(input.choices, new RoundRandom(input.serverSeed, input.clientSeed, input.nonce));
}
