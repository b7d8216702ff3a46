import { verifySolution } from 'altcha-lib';
import type { DeriveKeyFunction } from 'altcha-lib/types';
import { createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DomainError } from '../errors';
import { sameHash } from './secrets';

/**
 * The ALTCHA proof of work (protocol v2, `altcha-lib`; decision 43), the one adapter of that
 * protocol. When the password checks of one process come faster than `abovePerMinute` (a flood), a
 * login, a registration's password step or a reset's last step must carry a solved challenge: the
 * form solves it in the browser (about 256,000 PBKDF2 iterations on average, a fraction of a second)
 * and sends it again, while an attacker pays that for every guess, and a request without one is
 * refused before it costs a database round trip or a hash (issue 24).
 *
 * A flood is answered with thousands of challenges a second, so making one must cost next to nothing:
 * the challenge is ALTCHA's "key prefix" kind (find a counter whose derived key starts with
 * `keyPrefix`), signed here with Node's HMAC in the protocol's format (the library's own
 * `createChallenge` awaits WebCrypto twice and measured 1.7 ms a challenge under load, 27 µs here).
 * Checking a solution (the library's `verifySolution`) derives one key, only for a solution whose
 * challenge this gate signed and that was never sent before.
 */
export const proofOfWorkSettings = {
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations of one try: WebCrypto runs them natively, so a browser is no slower than a bot. */
  cost: 1_000,
  /** The derived key must start with this byte: one try in 256 succeeds. */
  keyPrefix: '00',
  keyLength: 32,
  /** A challenge is solved at once by the form that asked; an older one is refused. */
  lifetimeSeconds: 120,
  /** Password checks are counted over this many seconds… */
  windowSeconds: 10,
  /** …and once above the limit, challenges are asked for at least this long (no flapping). */
  holdSeconds: 60,
  /** Spent challenges remembered (each until it expires); beyond it new solutions wait (server_busy). */
  spentLimit: 200_000,
  /**
   * A refused call (no solution, or a wrong one) waits this long for its 428, on a timer that costs
   * the server nothing: an attacker who sends a guess only when the last one is answered (a
   * connection does) gets at most two a second per connection instead of as many as the server can
   * refuse, and a member loses half a second once.
   */
  refusalDelayMs: 500,
} as const;

/**
 * ALTCHA's PBKDF2 of one try, computed on the event loop (under a millisecond): the library's own
 * sends it to libuv's pool, where it would queue with the members' argon2 hashes.
 */
const deriveKey: DeriveKeyFunction = async (parameters, salt, password) => ({
  derivedKey: pbkdf2Sync(password, salt, parameters.cost, parameters.keyLength ?? 32, 'sha256'),
});

/** What the server answers with `challenge_required`: ALTCHA's challenge, signed. */
export interface ProofOfWorkChallenge {
  parameters: {
    algorithm: string;
    cost: number;
    data: { expires_at: number };
    keyLength: number;
    keyPrefix: string;
    nonce: string;
    salt: string;
  };
  signature: string;
}

export interface ProofOfWorkGate {
  /** Password checks per minute in this process above which a solved challenge is required; 0: always. */
  readonly abovePerMinute: number;
  readonly hmacSecret: string;
  /** Password checks per second of the window, oldest first, and the second of the last one. */
  readonly arrivals: { counts: number[]; second: number };
  pressureUntilMs: number;
  /** Spent challenges by signature, with the epoch ms they expire at, in the order they were spent. */
  readonly spent: Map<string, number>;
}

/**
 * One gate per process. `secret` signs the challenges; processes behind one load balancer need the
 * same (PROOF_OF_WORK_SECRET), or a challenge one gives is refused by the others.
 */
export function createProofOfWorkGate(options: { secret?: string; abovePerMinute: number }): ProofOfWorkGate {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');
  return {
    abovePerMinute: options.abovePerMinute,
    hmacSecret: derive('altcha-challenge'),
    arrivals: { counts: new Array<number>(proofOfWorkSettings.windowSeconds).fill(0), second: 0 },
    pressureUntilMs: 0,
    spent: new Map(),
  };
}

/** Counts one password check and says whether this process is under pressure now. */
function countAndCheckPressure(gate: ProofOfWorkGate, nowMs: number): boolean {
  if (gate.abovePerMinute === 0) return true;
  const { arrivals } = gate;
  const second = Math.floor(nowMs / 1000);
  // Seconds without a check since the last one empty their buckets (at most the whole window).
  const elapsed = Math.min(Math.max(second - arrivals.second, 0), arrivals.counts.length);
  for (let index = 0; index < elapsed; index += 1) {
    arrivals.counts.shift();
    arrivals.counts.push(0);
  }
  arrivals.second = Math.max(arrivals.second, second);
  arrivals.counts[arrivals.counts.length - 1]! += 1;
  const inWindow = arrivals.counts.reduce((sum, count) => sum + count, 0);
  const limit = (gate.abovePerMinute * proofOfWorkSettings.windowSeconds) / 60;
  if (inWindow > limit) gate.pressureUntilMs = nowMs + proofOfWorkSettings.holdSeconds * 1000;
  return nowMs < gate.pressureUntilMs;
}

/** JSON with the keys of every object sorted: what ALTCHA signs (its `canonicalJSON`). */
function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .filter((key) => (item as Record<string, unknown>)[key] !== undefined)
            .map((key) => [key, sorted((item as Record<string, unknown>)[key])]),
        )
      : item;
  return JSON.stringify(sorted(value));
}

function sign(gate: ProofOfWorkGate, parameters: object): string {
  return createHmac('sha256', gate.hmacSecret).update(canonicalJson(parameters)).digest('hex');
}

/** A new signed challenge that expires `lifetimeSeconds` after `now` (the app's clock). */
export function createProofOfWorkChallenge(gate: ProofOfWorkGate, now: Date): ProofOfWorkChallenge {
  const parameters: ProofOfWorkChallenge['parameters'] = {
    algorithm: proofOfWorkSettings.algorithm,
    cost: proofOfWorkSettings.cost,
    // The expiry is checked against the app's clock here, not by the library against the wall clock.
    data: { expires_at: Math.floor(now.getTime() / 1000) + proofOfWorkSettings.lifetimeSeconds },
    keyLength: proofOfWorkSettings.keyLength,
    keyPrefix: proofOfWorkSettings.keyPrefix,
    nonce: randomBytes(16).toString('hex'),
    salt: randomBytes(16).toString('hex'),
  };
  return { parameters, signature: sign(gate, parameters) };
}

const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]+$/)
    .max(max);

/** ALTCHA's payload (base64 of this JSON), as the browser sends it in `altcha`. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(proofOfWorkSettings.algorithm),
      nonce: hex(64),
      salt: hex(64),
      cost: z.literal(proofOfWorkSettings.cost),
      keyLength: z.literal(proofOfWorkSettings.keyLength),
      keyPrefix: z.literal(proofOfWorkSettings.keyPrefix),
      data: z
        .object({ expires_at: z.number().int().positive() })
        .catchall(z.union([z.string().max(256), z.number(), z.boolean(), z.null()])),
    }),
    signature: hex(128),
  }),
  solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: hex(128) }),
});

function parsePayload(altcha: string): z.infer<typeof payloadSchema> | undefined {
  try {
    return payloadSchema.parse(JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')));
  } catch {
    return undefined;
  }
}

/** Forgets the spent challenges that have expired (they are refused as expired anyway). */
function forgetExpired(gate: ProofOfWorkGate, nowMs: number): void {
  for (const [signature, expiresAtMs] of gate.spent) {
    // Spent in order and all of one lifetime: roughly oldest first, so the walk stops early.
    if (expiresAtMs > nowMs) break;
    gate.spent.delete(signature);
  }
}

/**
 * The check a password route makes before anything else (issue 24): counts the request toward the
 * process's pressure and, under pressure, requires `altcha` to be a solution of a challenge this
 * gate signed, unexpired and never sent before; it is spent by this call, right or wrong, so that
 * each challenge costs at most one key derivation. Not under pressure, the request goes on whatever
 * `altcha` holds.
 *
 * @throws DomainError challenge_required (no solution; the error carries a new challenge),
 *   challenge_invalid (an invalid, expired or spent solution; a new challenge too), server_busy
 */
export async function checkProofOfWork(
  gate: ProofOfWorkGate,
  options: { altcha: string | null | undefined; now: Date },
): Promise<void> {
  const nowMs = options.now.getTime();
  if (!countAndCheckPressure(gate, nowMs)) return;
  // Every refusal waits, a wrong solution too: otherwise sending garbage would skip the wait.
  const refuse = async (code: 'challenge_required' | 'challenge_invalid') => {
    await new Promise((resolve) => setTimeout(resolve, proofOfWorkSettings.refusalDelayMs));
    return new DomainError(code, { challenge: createProofOfWorkChallenge(gate, options.now) });
  };
  if (!options.altcha) throw await refuse('challenge_required');
  const payload = parsePayload(options.altcha);
  if (!payload) throw await refuse('challenge_invalid');
  const { challenge, solution } = payload;
  const expiresAtMs = challenge.parameters.data.expires_at * 1000;
  // Our own signature first, with Node's HMAC: a forged challenge costs nothing and never reaches
  // the spent list (which it would fill) or a key derivation.
  const signed = sameHash(sign(gate, challenge.parameters), challenge.signature);
  if (!signed || expiresAtMs <= nowMs || gate.spent.has(challenge.signature)) {
    throw await refuse('challenge_invalid');
  }
  forgetExpired(gate, nowMs);
  if (gate.spent.size >= proofOfWorkSettings.spentLimit) {
    throw new DomainError('server_busy', { retryAfterSeconds: 1 });
  }
  gate.spent.set(challenge.signature, expiresAtMs);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: gate.hmacSecret,
  }).catch(() => undefined);
  if (!result?.verified) throw await refuse('challenge_invalid');
}
