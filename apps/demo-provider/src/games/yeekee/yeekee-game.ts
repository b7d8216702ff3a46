import { z } from 'zod';
import type { Game } from '../catalogue';
import { resultModulus } from './result';

/**
 * Yeekee in the catalogue (category `lottery`). Its tickets are not rounds of the session's provably
 * fair stream: they are bought at /api/yeekee/tickets and settle when the round closes (lottery.ts).
 * On the verify page, the "outcome" of a seed is the round's seed number: server seed = the round's
 * revealed seed, client seed = `yeekee-<round key>`, nonce 0 (result.ts).
 */
export const yeekeeGame: Game = {
  code: 'yeekee',
  category: 'lottery',
  prepareBet: (body) => z.never({ error: 'Yeekee tickets are bought at /api/yeekee/tickets' }).parse(body),
  outcome: (random) => ({ game: 'yeekee', seedNumber: random.nextInt(resultModulus) }),
};
