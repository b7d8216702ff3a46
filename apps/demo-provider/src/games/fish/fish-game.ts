import { z } from 'zod';
import type { RandomSource } from '../../fairness';
import type { Game, GameOutcome } from '../catalogue';
import { fishBetsBaht, largestCaught, shotReturnSatang, shotRoll } from './fish-rules';
import { fishIdPattern, swimmingFish } from './waves';

export type FishOutcome = Extract<GameOutcome, { game: 'fish-hunter' }>;

const shotBody = z.object({
  bet: z.union(fishBetsBaht.map((baht) => z.literal(baht))),
  fish: z.string().regex(fishIdPattern),
});

/**
 * The fish game as the round machinery sees it: a shot is a bet of the chosen size at one fish of
 * the timetable, taken only while that fish swims (else the body is refused, 422, and no bet is
 * made: a shot at nothing cannot happen). Its round rolls once (fish-rules.ts).
 */
export const fishHunterGame: Game = {
  code: 'fish-hunter',
  category: 'fish',
  prepareBet(body, now = new Date()) {
    const shot = shotBody.parse(body);
    const fish = swimmingFish(shot.fish, now.getTime());
    if (!fish) {
      throw new z.ZodError([
        { code: 'custom', path: ['fish'], message: 'that fish is not in the sea now', input: shot.fish },
      ]);
    }
    const stakeSatang = shot.bet * 100;
    const spot = `fish:${fish.kind}`;
    return {
      stakeSatang,
      spots: [{ spot, stakeSatang }],
      play(random: RandomSource) {
        const roll = shotRoll(random);
        const returnSatang = shotReturnSatang(stakeSatang, fish.multiplier, roll);
        return {
          outcome: {
            game: 'fish-hunter',
            roll,
            largestCaught: largestCaught(roll),
            shot: { fishId: fish.id, kind: fish.kind, multiplier: fish.multiplier, caught: returnSatang > 0 },
          },
          bets: [{ spot, stakeSatang, returnSatang }],
          returnSatang,
        };
      },
    };
  },
  outcome(random) {
    const roll = shotRoll(random);
    return { game: 'fish-hunter', roll, largestCaught: largestCaught(roll), shot: null };
  },
};
