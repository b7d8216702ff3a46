import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors';

const hashingSlots = Math.max(1, availableParallelism() - 1);

/**
 * The password hashing pool: at most `concurrency` argon2 computations run at once, on libuv's
 * threads (the library's native tasks), one per core but the one left to the event loop (and, on
 * PGlite, to the database, which runs on it), so that the game wallet and every other call keep
 * answering while passwords hash (issue 9). Waiting hashes queue in two lanes, each bounded:
 *
 * - `proven`: the caller proved something first (a registration's or a reset's SMS code, a login
 *   session, a staff action). Served first, with a long queue: 50 members registering at once all
 *   get their password set within seconds instead of 30 of them being refused (issue 24).
 * - `login`: a login's password check, which anybody can ask for. A short queue; beyond it the
 *   login is refused at once with `server_busy` instead of piling up.
 *
 * A login for a phone that is no member does not hash at all (spendPasswordCheckTime), so a flood of
 * made-up phones never takes a slot from a member's login (issue 24). More login throughput comes
 * from more processes (README, Deploy), not from more threads here.
 */
export const passwordHashing = {
  concurrency: hashingSlots,
  queueLimit: { proven: hashingSlots * 64, login: hashingSlots * 8 },
  /**
   * Logins admitted at once (their database work, their hash or the wait that stands in for one):
   * beyond it a login is refused before it costs a database round trip (issue 9). Four times what
   * the hashing can hold, because a login of an unknown phone waits on a timer, not on a slot.
   */
  admissionLimit: (hashingSlots + hashingSlots * 8) * 4,
} as const;

export type HashingLane = keyof typeof passwordHashing.queueLimit;

let running = 0;
const waiting: Record<HashingLane, Array<() => void>> = { proven: [], login: [] };

function busy(): DomainError {
  return new DomainError('server_busy', { retryAfterSeconds: 1 });
}

/** True when a login's hash would be refused now: every slot busy and its lane's queue full. */
function loginLaneFull(): boolean {
  return running >= passwordHashing.concurrency && waiting.login.length >= passwordHashing.queueLimit.login;
}

/** @throws DomainError server_busy when the lane's queue is full. Never call it inside a transaction. */
async function withHashSlot<T>(lane: HashingLane, work: () => Promise<T>): Promise<T> {
  if (running >= passwordHashing.concurrency) {
    if (waiting[lane].length >= passwordHashing.queueLimit[lane]) throw busy();
    await new Promise<void>((resolve) => waiting[lane].push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, proven ones first, so `running` only drops when
    // nobody waits.
    const next = waiting.proven.shift() ?? waiting.login.shift();
    if (next) next();
    else running -= 1;
  }
}

let admitted = 0;

/**
 * Admits a whole login (its database work and its hash) only while fewer than `admissionLimit`
 * are in flight: a flood is then refused before it costs a database round trip, which is what kept
 * the game wallet waiting for connections (issue 9).
 *
 * @throws DomainError server_busy
 */
export async function withPasswordCheckAdmission<T>(work: () => Promise<T>): Promise<T> {
  if (admitted >= passwordHashing.admissionLimit) throw busy();
  admitted += 1;
  try {
    return await work();
  } finally {
    admitted -= 1;
  }
}

/** How many hashes run and wait right now, in both lanes (for tests and benchmarks). */
export function passwordHashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.proven.length + waiting.login.length };
}

/**
 * argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum recommendation), in the
 * proven lane: a password is only ever set by a caller who proved a code, a login or a staff role.
 *
 * @throws DomainError server_busy
 */
export function hashPassword(password: string): Promise<string> {
  return withHashSlot('proven', () => hash(password));
}

/**
 * How long the last login password checks took, queue included (milliseconds): a login for an
 * unknown phone waits as long as one of them, drawn at random, instead of hashing.
 */
const loginCheckMs: number[] = [];
const loginCheckSamples = 64;
let nextSample = 0;

function rememberLoginCheck(durationMs: number): void {
  loginCheckMs[nextSample] = durationMs;
  nextSample = (nextSample + 1) % loginCheckSamples;
}

/** @throws DomainError server_busy */
export async function verifyPassword(
  passwordHash: string,
  password: string,
  options: { lane: HashingLane },
): Promise<boolean> {
  const started = performance.now();
  const valid = await withHashSlot(options.lane, async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
  if (options.lane === 'login') rememberLoginCheck(performance.now() - started);
  return valid;
}

// A real hash to time once when no login has been checked yet, so that the first answers for
// unknown phones take as long as a member's.
let decoyHash: Promise<string> | undefined;

/**
 * Takes as long as a login's password check without hashing, when the phone is no member: the
 * answer (a refusal when the login lane is full, else the time of a recent check of a member's
 * password, drawn at random) does not tell which phones are members, and made-up phones cost the
 * hashing pool nothing, so a flood of them cannot starve members' logins (issue 24).
 *
 * @throws DomainError server_busy
 */
export async function spendPasswordCheckTime(): Promise<void> {
  if (loginLaneFull()) throw busy();
  if (loginCheckMs.length === 0) {
    decoyHash ??= hash('decoy-password-never-matches');
    await verifyPassword(await decoyHash, 'decoy', { lane: 'login' });
    return;
  }
  const waitMs = loginCheckMs[randomInt(0, loginCheckMs.length)] ?? 0;
  await new Promise((resolve) => setTimeout(resolve, waitMs));
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
