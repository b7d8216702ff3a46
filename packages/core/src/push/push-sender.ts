/** A browser's subscription as stored: the push service's address and the keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * How one delivery ended: `sent` (the push service took it, 201), `gone` (404 or 410: the browser
 * dropped the subscription, which is deleted), `retry` (anything else: 429, 5xx, a timeout, a
 * refused connection; tried again later, after `retryAfterSeconds` when the service said so).
 */
export type PushOutcome =
  | { result: 'sent' }
  | { result: 'gone'; status: number }
  | { result: 'retry'; error: string; retryAfterSeconds?: number };

/** Sends one encrypted, VAPID-signed message to a push service (`web-push-sender.ts`). */
export interface PushSender {
  send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; topic?: string },
  ): Promise<PushOutcome>;
}
