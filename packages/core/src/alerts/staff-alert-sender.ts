import type { StaffAlertDestination } from '@chaba/contracts/backoffice-risk';
import { fetch, type Dispatcher } from 'undici';
import type { StaffAlert } from './queue-staff-alert';

/** One alert as a sender gets it: its outbox id (the receiver's idempotency key), kind, facts, time. */
export interface OutgoingStaffAlert extends StaffAlert {
  id: number;
  createdAt: Date;
}

/**
 * Sends a staff alert to one destination (a signed webhook, a chat app). Resolves when the receiver
 * accepted it; throws `StaffAlertSendError` otherwise, whose message is safe to store and log (a
 * status or a network error's code: never an address with a token, never a secret).
 */
export interface StaffAlertSender {
  destination: StaffAlertDestination;
  send(alert: OutgoingStaffAlert): Promise<void>;
}

export class StaffAlertSendError extends Error {
  override name = 'StaffAlertSendError';
  constructor(
    message: string,
    /** Seconds the receiver asked us to wait (Telegram's `retry_after`), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Calls `fetch` with a timeout and turns every failure into a `StaffAlertSendError` that names no
 * address: the chat app's address holds the bot token. An address staff set goes through a guarded
 * `dispatcher` (core/outbound, decision 45); a refused address fails as `OUTBOUND_ADDRESS_REFUSED`.
 */
export async function postJson(
  url: string,
  options: { body: string; headers?: Record<string, string>; timeoutMs: number; dispatcher?: Dispatcher },
) {
  try {
    return await fetch(url, {
      dispatcher: options.dispatcher,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const code = typeof cause?.code === 'string' ? cause.code : (error as Error).name;
    throw new StaffAlertSendError(`request failed (${code})`);
  }
}
