import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The committed-seed scheme of provably fair draws (decision 27), shared by the demo games
 * (apps/demo-provider) and the lucky wheel (decision 73). Node only: no browser code imports it.
 *
 * A server seed is 32 random bytes written as 64 lowercase hex characters; its SHA-256 — of those 64
 * characters as text — is shown before it draws anything. The bytes of a draw are the concatenation of
 *   HMAC-SHA256(key = server seed as its 64-character text, message = `${clientSeed}:${nonce}:${cursor}`)
 * for cursor = 0, 1, 2, … (32 bytes each), read front to back. A uniform integer below a limit takes
 * the next 4 bytes as a big-endian unsigned 32-bit number v and, to stay exactly uniform, throws v away
 * and takes the next 4 bytes when v ≥ limit × ⌊2^32 / limit⌋; otherwise the integer is v mod limit.
 */

export interface RandomSource {
  /** A uniform integer in [0, limit). */
  nextInt(limit: number): number;
}

export { clientSeedPattern } from './client-seed';

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
