import type { rollbackRequest, winRequest } from '@chaba/contracts/game-wallet';
import type { z } from 'zod';
import { WalletUnreachableError, type WalletClient } from './wallet-client';

/**
 * Wins and rollbacks the wallet could not be reached for, retried in the background with the same
 * transaction id (the wallet is idempotent by it, and accepts both after the player's token expired).
 * Bounded: at most `maxItems` waiting, each retried at most `maxAttempts` times, one pass every
 * `intervalMs`. What is dropped is logged as an error for an operator to settle by hand.
 */

export type PendingSettlement =
  | { action: 'win'; request: z.input<typeof winRequest> }
  | { action: 'rollback'; request: z.input<typeof rollbackRequest> };

export interface SettlementLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface SettlementOutbox {
  add(settlement: PendingSettlement): void;
  /** One retry pass over everything waiting; resolves when it is done. */
  flush(): Promise<void>;
  readonly size: number;
  stop(): void;
}

export function createSettlementOutbox(options: {
  wallet: WalletClient;
  log: SettlementLog;
  intervalMs?: number;
  maxAttempts?: number;
  maxItems?: number;
}): SettlementOutbox {
  const maxAttempts = options.maxAttempts ?? 120;
  const maxItems = options.maxItems ?? 10_000;
  const waiting: { settlement: PendingSettlement; attempts: number }[] = [];
  let flushing: Promise<void> | undefined;

  const send = (settlement: PendingSettlement) =>
    settlement.action === 'win'
      ? options.wallet.win(settlement.request)
      : options.wallet.rollback(settlement.request);

  async function pass(): Promise<void> {
    const batch = waiting.splice(0, waiting.length);
    for (const item of batch) {
      try {
        const answer = await send(item.settlement);
        if (answer.status !== 'OK') {
          options.log.error({ settlement: item.settlement, answer }, 'wallet refused a delayed settlement');
        }
      } catch (error) {
        item.attempts += 1;
        if (error instanceof WalletUnreachableError && item.attempts < maxAttempts) waiting.push(item);
        else options.log.error({ settlement: item.settlement, error: String(error) }, 'settlement given up');
      }
    }
  }

  function flush(): Promise<void> {
    flushing ??= pass().finally(() => (flushing = undefined));
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.intervalMs ?? 5_000);
  timer.unref();

  return {
    add(settlement) {
      if (waiting.length >= maxItems) {
        options.log.error({ settlement }, 'settlement outbox full: settlement dropped');
        return;
      }
      options.log.warn({ settlement }, 'wallet unreachable: settlement queued for retry');
      waiting.push({ settlement, attempts: 0 });
    },
    flush,
    get size() {
      return waiting.length;
    },
    stop: () => clearInterval(timer),
  };
}
