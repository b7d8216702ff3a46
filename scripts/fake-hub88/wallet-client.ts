import { randomUUID, sign, type KeyObject } from 'node:crypto';

/**
 * How the fake Hub88 calls an operator's Wallet API, as docs.hub88.io's "Wallet API" describes it
 * (https://docs.hub88.io/developer-docs/operator-api-reference/wallet-api): a signed JSON POST to
 * `/user/balance`, `/transaction/bet`, `/transaction/win`, `/transaction/rollback` under the
 * operator's wallet address; `request_uuid` new at every call, `transaction_uuid` the same on every
 * retry of one transaction. Amounts are integers of 1/100,000 of the currency. A win or a rollback
 * is sent again until it gets an answer; a bet that gets none is rolled back.
 */
export interface WalletAnswer {
  status: string;
  balance?: number;
  currency?: string;
  user?: string;
  request_uuid?: string;
}

export interface WalletSession {
  user: string;
  token: string;
  gameCode: string;
  currency: string;
}

export interface WalletCall {
  path: string;
  body: Record<string, unknown>;
  answer: WalletAnswer | null;
}

export function createWalletClient(options: {
  walletUrl: string;
  privateKey: KeyObject;
  timeoutMs?: number;
  /** Waits between the attempts of a win or a rollback; the last one repeats, 30 attempts at most. */
  retryDelaysMs?: readonly number[];
}) {
  const base = options.walletUrl.replace(/\/+$/, '');
  const delays = options.retryDelaysMs ?? [200, 500, 1_000, 2_000];
  const calls: WalletCall[] = [];

  /** One attempt; null when no answer came (network, timeout, an error status, not JSON). */
  const call = async (path: string, fields: Record<string, unknown>): Promise<WalletAnswer | null> => {
    const body = { ...fields, request_uuid: randomUUID() };
    const text = JSON.stringify(body);
    let answer: WalletAnswer | null = null;
    try {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub88-signature': sign('sha256', Buffer.from(text), options.privateKey).toString('base64'),
        },
        body: text,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
      if (response.ok) {
        const parsed = (await response.json()) as WalletAnswer;
        if (typeof parsed?.status === 'string') answer = parsed;
      }
    } catch {
      answer = null;
    }
    calls.push({ path, body, answer });
    return answer;
  };

  /** Sent until answered (bounded, so that a test ends): wins and rollbacks must arrive. */
  const untilAnswered = async (
    path: string,
    fields: Record<string, unknown>,
  ): Promise<WalletAnswer | null> => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await call(path, fields);
      if (answer) return answer;
      await new Promise((resolve) => setTimeout(resolve, delays[Math.min(attempt, delays.length - 1)]));
    }
    return null;
  };

  return {
    calls,
    balance: (session: WalletSession) =>
      call('/user/balance', { user: session.user, token: session.token, game_code: session.gameCode }),
    /** A bet; with no answer it is rolled back, and the answer is null. */
    async bet(session: WalletSession, input: { round: string; amount: number }) {
      const transactionUuid = randomUUID();
      const answer = await call('/transaction/bet', {
        ...moneyFields(session, input.round, transactionUuid, input.amount),
        round_closed: false,
      });
      if (answer) return { answer, transactionUuid };
      await untilAnswered('/transaction/rollback', {
        ...common(session, input.round),
        transaction_uuid: randomUUID(),
        supplier_transaction_id: `s-rollback-${transactionUuid}`,
        reference_transaction_uuid: transactionUuid,
        round_closed: true,
      });
      return { answer: null, transactionUuid };
    },
    /** The round's win (0 closes a lost round), sent until answered. */
    win(session: WalletSession, input: { round: string; amount: number; betTransactionUuid: string }) {
      return untilAnswered('/transaction/win', {
        ...moneyFields(session, input.round, randomUUID(), input.amount),
        reference_transaction_uuid: input.betTransactionUuid,
        round_closed: true,
      });
    },
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;

/** What a call about a round says of the session. */
function common(session: WalletSession, round: string) {
  return {
    user: session.user,
    token: session.token,
    game_code: session.gameCode,
    currency: session.currency,
    round,
    meta: null,
  };
}

/** A bet's or a win's fields (a paid spin: no free bet, no reward, not aggregated). */
function moneyFields(session: WalletSession, round: string, transactionUuid: string, amount: number) {
  return {
    ...common(session, round),
    transaction_uuid: transactionUuid,
    supplier_transaction_id: `s-${transactionUuid}`,
    reward_uuid: null,
    is_free: false,
    is_aggregated: false,
    bet: null,
    amount,
  };
}
