import { hashServerSeed, RoundRandom } from '../../fairness';

/**
 * The Yeekee result (decision 0027): the sum of every number shot in the round, plus the round's seed
 * number, modulo 100000, written as five digits with leading zeros.
 *
 * The seed number is drawn from the round's server seed, whose SHA-256 is published when the round is
 * made (before it opens) and which is revealed at its close: it is the first uniform integer below
 * 100000 of the provably fair byte stream (fairness.ts) with key = the server seed, client seed =
 * `yeekee-<round key>` and nonce 0. Because it is uniform and unknown to players until the close, the
 * result is uniform whatever they shoot: the last shooter cannot choose it, and no shot is wasted on
 * trying. Anyone can recompute it from the published list of shots and the revealed seed.
 */

export const resultModulus = 100_000;

export function seedNumber(serverSeed: string, roundKey: string): number {
  return new RoundRandom(serverSeed, `yeekee-${roundKey}`, 0).nextInt(resultModulus);
}

export interface YeekeeResult {
  shotSum: number;
  seedNumber: number;
  /** Five digits. */
  result: string;
}

export function computeResult(options: {
  serverSeed: string;
  roundKey: string;
  shots: readonly string[];
}): YeekeeResult {
  const shotSum = options.shots.reduce((sum, shot) => {
    if (!/^\d{5}$/.test(shot)) throw new Error(`a shot is five digits, not ${shot}`);
    return sum + Number(shot);
  }, 0);
  const seed = seedNumber(options.serverSeed, options.roundKey);
  const result = String((shotSum + seed) % resultModulus).padStart(5, '0');
  return { shotSum, seedNumber: seed, result };
}

/** Whether a revealed seed is the one whose hash was published. */
export function seedMatches(serverSeed: string, publishedHash: string): boolean {
  return hashServerSeed(serverSeed) === publishedHash;
}
