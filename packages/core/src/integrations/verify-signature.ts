import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors';

/** How far a webhook's timestamp may be from our clock (replay protection). */
export const webhookToleranceSeconds = 5 * 60;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` with the shared secret. */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/**
 * Checks a signed webhook (bank statements, payment gateways): the signature over the timestamp and
 * the exact bytes received, and a timestamp within five minutes of now.
 *
 * @throws DomainError invalid_signature, stale_timestamp
 */
export function verifyWebhookSignature(options: {
  secret: string;
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
  now: Date;
}): void {
  const { signature, timestamp } = options;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) throw new DomainError('invalid_signature');
  const expected = Buffer.from(signWebhook(options.secret, timestamp, options.rawBody));
  const given = Buffer.from(signature.trim());
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new DomainError('invalid_signature');
  if (Math.abs(options.now.getTime() / 1000 - Number(timestamp)) > webhookToleranceSeconds) {
    throw new DomainError('stale_timestamp');
  }
}
