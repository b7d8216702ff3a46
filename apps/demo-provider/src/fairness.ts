import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair outcomes. Each session holds a server seed (32 random bytes, written as 64 lowercase
 * hex characters) whose SHA-256 — of those 64 characters as text — is shown before any round; a client
 * seed the player may change; and a nonce that counts the rounds played with the server seed (0 for the
 * first). Rotating reveals the server seed and starts a new one with the nonce back at 0.
 *
 * The bytes of a round are the concatenation of
 *   HMAC-SHA256(key = server seed as its 64-character text, message = `${clientSeed}:${nonce}:${cursor}`)
 * for cursor = 0, 1, 2, … (32 bytes each), read front to back. A game asks for uniform integers below a
 * limit; each one takes the next 4 bytes as a big-endian unsigned 32-bit number v and, to stay exactly
 * uniform, throws v away and takes the next 4 bytes when v ≥ limit × ⌊2^32 / limit⌋; otherwise the
 * integer is v mod limit. (With our limits, below 420, a throw-away happens less than once in 10 million.)
 *
 * How each game turns those integers into an outcome is written beside the game (see `games/*`):
 * slot — one integer per reel below the strip length, the reel stop; baccarat — a fresh 8-deck shoe per
 * round, shuffled by Fisher–Yates from the front, first six cards; hi-lo — three integers below 6, plus 1.
 */

export interface RandomSource {
  /** A uniform integer in [0, limit). */
  nextInt(limit: number): number;
}

export const clientSeedPattern = /^[A-Za-z0-9._-]{1,64}$/;

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

const maxDrawAttempts = 64;
const twoTo32 = 2 ** 32;

/** The byte stream of one round, consumed 4 bytes per attempt. */
export class RoundRandom implements RandomSource {
  private block: Buffer = Buffer.alloc(0);
  private offset = 0;
  private cursor = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}

  private nextUint32(): number {
    if (this.offset + 4 > this.block.length) {
      this.block = createHmac('sha256', this.serverSeed)
        .update(`${this.clientSeed}:${this.nonce}:${this.cursor}`)
        .digest();
      this.cursor += 1;
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  nextInt(limit: number): number {
    if (!Number.isInteger(limit) || limit < 1 || limit > 2 ** 31) throw new Error(`bad limit ${limit}`);
    const accepted = limit * Math.floor(twoTo32 / limit);
    // Bounded: each attempt is thrown away with probability < limit / 2^32.
    for (let attempt = 0; attempt < maxDrawAttempts; attempt++) {
      const value = this.nextUint32();
      if (value < accepted) return value % limit;
    }
    throw new Error('no uniform draw in 64 attempts: the byte stream is not random');
  }
}

/** What a session knows about its seeds. Only the hash of `serverSeed` leaves the server until rotation. */
export interface FairnessState {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** How many rounds were played with this server seed (nonces 0 … roundsPlayed − 1). */
  roundsPlayed: number;
}

export function createFairness(): FairnessState {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: newClientSeed(), nonce: 0 };
}

/** Takes the nonce for a round and the random source it draws from. */
export function startRound(state: FairnessState): { nonce: number; clientSeed: string; random: RoundRandom } {
  const nonce = state.nonce;
  state.nonce += 1;
  return {
    nonce,
    clientSeed: state.clientSeed,
    random: new RoundRandom(state.serverSeed, state.clientSeed, nonce),
  };
}

/** Reveals the current server seed and replaces it; the client seed stays, the nonce restarts at 0. */
export function rotateServerSeed(state: FairnessState): RevealedSeed {
  const revealed: RevealedSeed = {
    serverSeed: state.serverSeed,
    serverSeedHash: state.serverSeedHash,
    clientSeed: state.clientSeed,
    roundsPlayed: state.nonce,
  };
  state.serverSeed = newServerSeed();
  state.serverSeedHash = hashServerSeed(state.serverSeed);
  state.nonce = 0;
  return revealed;
}
