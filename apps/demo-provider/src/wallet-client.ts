import { createHmac } from 'node:crypto';
import { bahtToSatang } from '@chaba/contracts/money';
import {
  authenticateResponse,
  walletResponse,
  type WalletResponse,
  type authenticateRequest,
  type balanceRequest,
  type betRequest,
  type rollbackRequest,
  type winRequest,
} from '@chaba/contracts/game-wallet';
import type { z } from 'zod';

/**
 * The seamless-wallet client: the demo aggregator reaches the Chaba server only through these signed
 * HTTP calls (packages/contracts/src/game-wallet.ts), exactly as an external aggregator would.
 */

/** No answer, or an answer that does not say what happened (network error, timeout, HTTP 5xx). */
export class WalletUnreachableError extends Error {
  override name = 'WalletUnreachableError';
}

/** The wallet refused the request itself (bad signature, malformed body) or answered nonsense. */
export class WalletProtocolError extends Error {
  override name = 'WalletProtocolError';
}

export type AuthenticateAnswer = z.infer<typeof authenticateResponse>;

export interface WalletClient {
  authenticate(request: z.input<typeof authenticateRequest>): Promise<AuthenticateAnswer>;
  balance(request: z.input<typeof balanceRequest>): Promise<WalletResponse>;
  bet(request: z.input<typeof betRequest>): Promise<WalletResponse>;
  win(request: z.input<typeof winRequest>): Promise<WalletResponse>;
  rollback(request: z.input<typeof rollbackRequest>): Promise<WalletResponse>;
}

export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function createWalletClient(options: {
  walletUrl: string;
  providerCode: string;
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): WalletClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = `${options.walletUrl.replace(/\/+$/, '')}/api/providers/${encodeURIComponent(options.providerCode)}/wallet`;

  async function call<T>(action: string, payload: object, schema: z.ZodType<T>): Promise<T> {
    const body = JSON.stringify(payload);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${base}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(options.secret, body) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new WalletUnreachableError(`wallet ${action}: ${(error as Error).message}`, { cause: error });
    }
    if (response.status >= 500) throw new WalletUnreachableError(`wallet ${action}: HTTP ${response.status}`);
    if (response.status !== 200) {
      throw new WalletProtocolError(`wallet ${action}: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new WalletProtocolError(`wallet ${action}: not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      // The message is logged: an authenticate answer's player token must not go with it.
      const shown = text.replace(/"player_token"\s*:\s*"[^"]*"/g, '"player_token":"[redacted]"');
      throw new WalletProtocolError(`wallet ${action}: unexpected answer ${shown.slice(0, 200)}`);
    }
    const balance = (parsed.data as { balance?: unknown }).balance;
    if (typeof balance === 'number' && !isBahtAmount(balance)) {
      throw new WalletProtocolError(`wallet ${action}: a balance of ${balance} is not baht and satang`);
    }
    return parsed.data;
  }

  return {
    authenticate: (request) => call('authenticate', request, authenticateResponse),
    balance: (request) => call('balance', request, walletResponse),
    bet: (request) => call('bet', request, walletResponse),
    win: (request) => call('win', request, walletResponse),
    rollback: (request) => call('rollback', request, walletResponse),
  };
}

/**
 * Repeats an idempotent wallet call (same transaction id) while the wallet is unreachable: the first
 * try and at most `retries` more, waiting `delaysMs[i]` before retry i. Throws the last
 * WalletUnreachableError when every try failed; any other error at once.
 */
export async function retryWhileUnreachable<T>(
  call: () => Promise<T>,
  options: { retries: number; delaysMs: readonly number[] },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof WalletUnreachableError) || attempt >= options.retries) throw error;
      const delayMs = options.delaysMs[Math.min(attempt, options.delaysMs.length - 1)] ?? 0;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** Whether the contract's converter takes this wallet balance (at most two decimals). */
function isBahtAmount(baht: number): boolean {
  try {
    bahtToSatang(baht);
    return true;
  } catch {
    return false;
  }
}
