import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '../errors';

/** How hard a sender tries before it gives up on one message. */
export interface SmsRetryPolicy {
  /** Calls in all, the first included. */
  attempts: number;
  /** One call is abandoned after this long (a hung gateway must not hold the member's request). */
  timeoutMs: number;
  /** Wait before the second call; doubled before each next one. */
  backoffMs: number;
}

export const defaultSmsRetryPolicy: SmsRetryPolicy = { attempts: 3, timeoutMs: 5_000, backoffMs: 250 };

/** What the senders log: never the message (it holds the OTP code) nor a credential. */
export type SmsLog = (message: string, fields: Record<string, string | number>) => void;

/**
 * Sends one request to an SMS gateway, retrying a non-2xx answer, a timeout or a network error a
 * bounded number of times with a short backoff. A member waits at most
 * attempts × timeout + the backoffs, then sees `sms_send_failed` instead of a code that never comes.
 *
 * @throws DomainError sms_send_failed
 */
export async function callSmsGateway(options: {
  sender: string;
  url: string;
  init: () => RequestInit;
  policy: SmsRetryPolicy;
  log: SmsLog;
  /** A 2xx answer that still means "not sent" (some gateways answer 200 with an error body). */
  accepted?: (response: Response) => Promise<boolean>;
}): Promise<void> {
  const { policy } = options;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    let outcome: string;
    try {
      const response = await fetch(options.url, {
        ...options.init(),
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      const ok = response.ok && (options.accepted ? await options.accepted(response) : true);
      // Drain the body so the connection is released; its content may echo the message, so it is not logged.
      if (!response.bodyUsed) await response.arrayBuffer().catch(() => undefined);
      if (ok) return;
      outcome = `status ${response.status}`;
    } catch (error) {
      outcome = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
    }
    options.log('sms gateway call failed', { sender: options.sender, attempt, outcome });
    if (attempt < policy.attempts) await sleep(policy.backoffMs * 2 ** (attempt - 1));
  }
  throw new DomainError('sms_send_failed');
}
