import { createHash, randomBytes } from 'node:crypto';
import type { ProviderDatabase } from './database';
import { createFairness, type FairnessState, type RevealedSeed } from './fairness';
import type { GameCode, GameOutcome } from './games/catalogue';
import type { Language } from './texts';

/**
 * Provider-side game sessions, kept in the aggregator's own database (src/database.ts) so that a
 * restart of the aggregator leaves a launched game playable: the player token, the balance last seen,
 * the rounds shown and the fairness state. The server seed is kept too, unrevealed: a restart must
 * neither reveal it nor replace it in the middle of a session (the player was shown its hash), and the
 * nonce must never go back (a replayed nonce would replay a known outcome). One session per launch; its
 * random id travels in an httpOnly cookie and in the page's `?session=` parameter; the database keys it
 * by the id's SHA-256, so the table holds no usable session id. Idle sessions expire.
 *
 * Loaded sessions stay in a bounded in-process cache, the same object for every request, so that
 * `serialize` runs the rounds of a session one at a time; every change is written back with `save`.
 */

export const trialBalanceSatang = 10_000 * 100;
const keptRounds = 20;
const keptRevealedSeeds = 10;
/** last_used_at is written at most this often when nothing else changes. */
const touchEveryMs = 60_000;

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

/** What the database keeps of a session: everything but its id and its queue. */
type StoredSession = Omit<GameSession, 'id' | 'queue' | 'lastUsedMs'>;

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export class SessionStore {
  private readonly cache = new Map<string, GameSession>();
  private readonly loading = new Map<string, Promise<GameSession | undefined>>();
  private readonly touchedMs = new Map<string, number>();
  private readonly maxCached: number;
  private readonly idleMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: ProviderDatabase,
    options: { maxCached?: number; idleMs?: number; now?: () => number } = {},
  ) {
    this.maxCached = options.maxCached ?? 10_000;
    this.idleMs = options.idleMs ?? 12 * 60 * 60 * 1000;
    this.now = options.now ?? Date.now;
  }

  private get table() {
    return `${this.db.schema}.sessions`;
  }

  async create(fields: NewSession): Promise<GameSession> {
    const session: GameSession = {
      ...fields,
      id: randomBytes(24).toString('base64url'),
      fairness: createFairness(),
      revealedSeeds: [],
      rounds: [],
      lastUsedMs: this.now(),
      queue: Promise.resolve(),
    };
    // Expired sessions go as new ones come, so the table stays bounded by the idle time.
    await this.db.query(`delete from ${this.table} where last_used_at < $1`, [
      new Date(this.now() - this.idleMs),
    ]);
    await this.db.query(`insert into ${this.table} (id_hash, state, last_used_at) values ($1, $2, $3)`, [
      hashId(session.id),
      JSON.stringify(stored(session)),
      new Date(session.lastUsedMs),
    ]);
    this.remember(session);
    return session;
  }

  async get(id: string | undefined): Promise<GameSession | undefined> {
    if (!id) return undefined;
    let session = this.cache.get(id);
    if (!session) {
      // Concurrent requests for a session not yet loaded share one load, hence one object and queue.
      let load = this.loading.get(id);
      if (!load) {
        load = this.load(id).finally(() => this.loading.delete(id));
        this.loading.set(id, load);
      }
      session = await load;
      if (!session) return undefined;
    }
    if (this.now() - session.lastUsedMs > this.idleMs) {
      this.cache.delete(id);
      this.touchedMs.delete(id);
      return undefined;
    }
    session.lastUsedMs = this.now();
    this.remember(session);
    if (this.now() - (this.touchedMs.get(id) ?? 0) > touchEveryMs) {
      this.touchedMs.set(id, this.now());
      await this.db.query(`update ${this.table} set last_used_at = $2 where id_hash = $1`, [
        hashId(id),
        new Date(session.lastUsedMs),
      ]);
    }
    return session;
  }

  /** Writes the session's state back; call it (inside `serialize`) after every change. */
  async save(session: GameSession): Promise<void> {
    this.touchedMs.set(session.id, this.now());
    await this.db.query(`update ${this.table} set state = $2, last_used_at = $3 where id_hash = $1`, [
      hashId(session.id),
      JSON.stringify(stored(session)),
      new Date(session.lastUsedMs),
    ]);
  }

  /** Sessions held in this process's cache. */
  get size(): number {
    return this.cache.size;
  }

  private async load(id: string): Promise<GameSession | undefined> {
    const rows = await this.db.query<{ state: StoredSession | string; last_used_at: Date | string }>(
      `select state, last_used_at from ${this.table} where id_hash = $1`,
      [hashId(id)],
    );
    const row = rows[0];
    if (!row) return undefined;
    const state = typeof row.state === 'string' ? (JSON.parse(row.state) as StoredSession) : row.state;
    const session: GameSession = {
      ...state,
      id,
      lastUsedMs: new Date(row.last_used_at).getTime(),
      queue: Promise.resolve(),
    };
    return session;
  }

  /** Puts the session last in the cache (a Map iterates in insertion order) and drops the least used. */
  private remember(session: GameSession): void {
    this.cache.delete(session.id);
    this.cache.set(session.id, session);
    while (this.cache.size > this.maxCached) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      // Only the cache forgets it: the database still has the session for its next request.
      this.cache.delete(oldest);
      this.touchedMs.delete(oldest);
    }
  }
}

function stored(session: GameSession): StoredSession {
  const { id: _id, queue: _queue, lastUsedMs: _lastUsedMs, ...state } = session;
  return state;
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
