import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors';

/**
 * At most this many argon2 computations run at once, and at most `queueLimit` wait. argon2 runs on
 * libuv's threads: one core is left to the event loop (and, on PGlite, to the database, which runs
 * on it), so that the game wallet and every other call keep answering while logins hash. A flood of
 * logins beyond the queue is refused at once with `server_busy` instead of piling up (issue 9).
 * More login throughput comes from more processes (README, Deploy), not from more threads here.
 */
export const passwordHashing = {
  concurrency: Math.max(1, availableParallelism() - 1),
  queueLimit: Math.max(1, availableParallelism() - 1) * 8,
} as const;

let running = 0;
const waiting: Array<() => void> = [];

/** @throws DomainError server_busy when the queue is full. Never call it inside a transaction. */
async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= passwordHashing.concurrency) {
    if (waiting.length >= passwordHashing.queueLimit) {
      throw new DomainError('server_busy', { retryAfterSeconds: 1 });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

let admitted = 0;

/**
 * Admits a whole login (its database work and its hash) only while fewer than concurrency +
 * queueLimit are in flight: a flood is then refused before it costs a database round trip, which
 * is what kept the game wallet waiting for connections (issue 9).
 *
 * @throws DomainError server_busy
 */
export async function withPasswordCheckAdmission<T>(work: () => Promise<T>): Promise<T> {
  if (admitted >= passwordHashing.concurrency + passwordHashing.queueLimit) {
    throw new DomainError('server_busy', { retryAfterSeconds: 1 });
  }
  admitted += 1;
  try {
    return await work();
  } finally {
    admitted -= 1;
  }
}

/** How many hashes run and wait right now (for tests and benchmarks). */
export function passwordHashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/**
 * argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum recommendation).
 *
 * @throws DomainError server_busy
 */
export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password));
}

/** @throws DomainError server_busy */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

// A real hash to verify against when the phone is unknown, so that the answer takes as long as
// for a known phone and does not reveal which phones are members.
let decoyHash: Promise<string> | undefined;
/** @throws DomainError server_busy */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hash('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
}

/** An opaque bearer token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashOtpCode(challengeSalt: string, code: string): string {
  return createHash('sha256').update(`${challengeSalt}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const referralAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Eight characters without look-alikes (no 0/O, 1/I). */
export function generateReferralKey(): string {
  let key = '';
  for (let index = 0; index < 8; index += 1) key += referralAlphabet[randomInt(0, referralAlphabet.length)];
  return key;
}
