import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors';

/** How far a webhook's timestamp may be from our clock (replay protection). */
export const webhookToleranceSeconds = 5 * 60;

/** Hex HMAC-SHA256 of a raw body with a shared secret: what the game wallet's callers send. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` with the shared secret: what webhooks send. */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${signBody(secret, `${timestamp}.${rawBody}`)}`;
}

/**
 * The one check of every signed caller: an HMAC-SHA256 with the caller's shared secret over the
 * exact bytes received, compared in constant time.
 *
 * - Webhooks (bank statements, payment gateways) give `timestamp`: the signature covers
 *   "<timestamp>.<raw body>", must carry the `sha256=` prefix, and the timestamp must be within five
 *   minutes of now.
 * - The seamless game wallet's protocol (contracts/game-wallet.ts) has no timestamp: the signature
 *   covers the raw body alone, as plain hex (a `sha256=` prefix is accepted too).
 *
 * @throws DomainError invalid_signature, stale_timestamp
 */
export function verifySignature(options: {
  secret: string;
  rawBody: string;
  signature: string | undefined;
  timestamp?: { value: string | undefined; now: Date };
}): void {
  const { signature, timestamp } = options;
  if (!signature) throw new DomainError('invalid_signature');
  let expected: string;
  let given = signature.trim();
  if (timestamp) {
    if (!timestamp.value || !/^\d{1,12}$/.test(timestamp.value)) throw new DomainError('invalid_signature');
    expected = signWebhook(options.secret, timestamp.value, options.rawBody);
  } else {
    expected = signBody(options.secret, options.rawBody);
    given = given.replace(/^sha256=/, '');
  }
  const expectedBytes = Buffer.from(expected);
  const givenBytes = Buffer.from(given);
  if (expectedBytes.length !== givenBytes.length || !timingSafeEqual(expectedBytes, givenBytes))
    throw new DomainError('invalid_signature');
  if (
    timestamp &&
    Math.abs(timestamp.now.getTime() / 1000 - Number(timestamp.value)) > webhookToleranceSeconds
  )
    throw new DomainError('stale_timestamp');
}
