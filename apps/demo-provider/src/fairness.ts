import { newClientSeed, newServerSeed, hashServerSeed, RoundRandom } from '@chaba/contracts/provably-fair';

export {
  clientSeedPattern,
  hashServerSeed,
  newClientSeed,
  newServerSeed,
  RoundRandom,
  type RandomSource,
} from '@chaba/contracts/provably-fair';

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
