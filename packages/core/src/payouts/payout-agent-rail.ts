import { fetch, type Dispatcher } from 'undici';
import { z } from 'zod';
import { signWebhook } from '../integrations/verify-signature';
import type { PayoutCheckOutcome, PayoutInstruction, PayoutRail, PayoutSendOutcome } from './payout-rail';

/** What the agent answers to `GET /transfers/{id}`. */
const agentTransfer = z.object({
  status: z.enum(['accepted', 'pending', 'paid', 'failed']),
  bank_ref: z.string().max(128).nullish(),
  reason: z.string().max(500).nullish(),
});

/**
 * Chaba's payout agent protocol (decision 51, the OpenAPI document's "Payout agent" tag), the first
 * `PayoutRail`:
 *
 * - `POST {url}/transfers` with `{ id, amount (baht), to_bank, to_account_number, to_name,
 *   from_account_number, created_at }`; the agent answers 202 (accepted), 409 (it has that id
 *   already: the same as accepted) or another 4xx (refused: not paid). Anything else is unknown.
 * - `GET {url}/transfers/{id}` answers `{ status: accepted | pending | paid | failed, bank_ref,
 *   reason }`, or 404 when it never got that id.
 *
 * Both are signed like the bank webhook we receive: `X-Timestamp` (Unix seconds) and `X-Signature:
 * sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` with the shared secret (the GET's body is
 * empty). Calls go through the guarded dispatcher (core/outbound, decision 45) with a timeout.
 */
export function createPayoutAgentRail(options: {
  url: string;
  secret: string;
  dispatcher: Dispatcher;
  now: () => Date;
  timeoutMs?: number;
}): PayoutRail {
  const base = options.url.replace(/\/+$/, '');
  const call = async (method: 'GET' | 'POST', path: string, body: string) => {
    const timestamp = String(Math.floor(options.now().getTime() / 1000));
    return fetch(`${base}${path}`, {
      method,
      dispatcher: options.dispatcher,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        'x-timestamp': timestamp,
        'x-signature': signWebhook(options.secret, timestamp, body),
      },
      body: method === 'POST' ? body : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: 'error',
    });
  };
  return {
    name: 'payout-agent',
    async send(order: PayoutInstruction): Promise<PayoutSendOutcome> {
      try {
        const response = await call('POST', '/transfers', JSON.stringify(transferBody(order)));
        await response.body?.cancel();
        if (response.status === 202 || response.status === 409) {
          return { kind: 'accepted' };
        }
        if (
          response.status >= 400 &&
          response.status < 500 &&
          response.status !== 408 &&
          response.status !== 429
        ) {
          return { kind: 'refused', reason: `agent_refused_${response.status}` };
        }
        return { kind: 'unknown', error: `HTTP ${response.status}` };
      } catch (error) {
        return { kind: 'unknown', error: failureCode(error) };
      }
    },
    async check(orderId: string): Promise<PayoutCheckOutcome> {
      try {
        const response = await call('GET', `/transfers/${encodeURIComponent(orderId)}`, '');
        if (response.status === 404) {
          await response.body?.cancel();
          return { kind: 'not_found' };
        }
        if (response.status !== 200) {
          await response.body?.cancel();
          return { kind: 'unknown', error: `HTTP ${response.status}` };
        }
        const parsed = agentTransfer.safeParse(await response.json());
        if (!parsed.success) return { kind: 'unknown', error: 'unreadable answer' };
        const { status, bank_ref, reason } = parsed.data;
        if (status === 'paid') return { kind: 'paid', bankRef: bank_ref ?? '' };
        if (status === 'failed') return { kind: 'failed', reason: reason ?? 'failed' };
        return { kind: 'pending' };
      } catch (error) {
        return { kind: 'unknown', error: failureCode(error) };
      }
    },
  };
}

/** The protocol's body of an order: `amount` in baht with two decimals at most. */
export function transferBody(order: PayoutInstruction) {
  return {
    id: order.id,
    amount: Number(order.amountSatang) / 100,
    to_bank: order.toBank,
    to_account_number: order.toAccountNumber,
    to_name: order.toName,
    from_account_number: order.fromAccountNumber,
    created_at: order.createdAt.toISOString(),
  };
}

/** A failure's code, never its address or secret (a network error's code, or the error's name). */
function failureCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : (error as Error).name;
  return `request failed (${code})`;
}
