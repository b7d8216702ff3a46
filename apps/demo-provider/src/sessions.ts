import { randomBytes } from 'node:crypto';
import { createFairness, type FairnessState, type RevealedSeed } from './fairness';
import type { GameCode, GameOutcome } from './games/catalogue';
import type { Language } from './texts';

/**
 * Provider-side game sessions, in memory (a demo aggregator needs nothing durable: the wallet is the
 * record of money). One session per launch; its random id travels in an httpOnly cookie and in the
 * page's `?session=` parameter. Bounded: idle sessions expire and the oldest is dropped when full.
 */

export const trialBalanceSatang = 10_000 * 100;
const keptRounds = 20;
const keptRevealedSeeds = 10;

export interface RoundRecord {
  roundId: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  stakeSatang: number;
  returnSatang: number;
  outcome: GameOutcome;
  at: string;
}

export interface GameSession {
  id: string;
  gameCode: GameCode;
  language: Language;
  mobile: boolean;
  mode: 'real' | 'trial';
  /** The wallet's player token (real play only). */
  playerToken?: string;
  /** Last balance the wallet gave (real) or the play money left (trial). */
  balanceSatang: number;
  fairness: FairnessState;
  revealedSeeds: RevealedSeed[];
  rounds: RoundRecord[];
  lastUsedMs: number;
  /** Rounds and seed changes of one session run one at a time. */
  queue: Promise<unknown>;
}

export type NewSession = Pick<
  GameSession,
  'gameCode' | 'language' | 'mobile' | 'mode' | 'playerToken' | 'balanceSatang'
>;

export class SessionStore {
  private readonly sessions = new Map<string, GameSession>();
  private readonly maxSessions: number;
  private readonly idleMs: number;
  private readonly now: () => number;

  constructor(options: { maxSessions?: number; idleMs?: number; now?: () => number } = {}) {
    this.maxSessions = options.maxSessions ?? 10_000;
    this.idleMs = options.idleMs ?? 12 * 60 * 60 * 1000;
    this.now = options.now ?? Date.now;
  }

  create(fields: NewSession): GameSession {
    // A Map iterates in insertion order, and `get` re-inserts, so the first entry is the least used.
    while (this.sessions.size >= this.maxSessions) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
    const session: GameSession = {
      ...fields,
      id: randomBytes(24).toString('base64url'),
      fairness: createFairness(),
      revealedSeeds: [],
      rounds: [],
      lastUsedMs: this.now(),
      queue: Promise.resolve(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string | undefined): GameSession | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    this.sessions.delete(id);
    if (this.now() - session.lastUsedMs > this.idleMs) return undefined;
    session.lastUsedMs = this.now();
    this.sessions.set(id, session);
    return session;
  }

  get size(): number {
    return this.sessions.size;
  }
}

/** Runs `task` after everything queued before it on the session, so rounds never interleave. */
export function serialize<T>(session: GameSession, task: () => Promise<T>): Promise<T> {
  const result = session.queue.then(task, task);
  session.queue = result.catch(() => undefined);
  return result;
}

export function recordRound(session: GameSession, round: RoundRecord): void {
  session.rounds.unshift(round);
  session.rounds.length = Math.min(session.rounds.length, keptRounds);
}

export function recordRevealedSeed(session: GameSession, revealed: RevealedSeed): void {
  session.revealedSeeds.unshift(revealed);
  session.revealedSeeds.length = Math.min(session.revealedSeeds.length, keptRevealedSeeds);
}
