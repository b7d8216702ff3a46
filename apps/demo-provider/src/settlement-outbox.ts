import type { rollbackRequest, winRequest } from '@chaba/contracts/game-wallet';
import type { z } from 'zod';
import type { ProviderDatabase, Queryable } from './database';
import { WalletUnreachableError, type WalletClient } from './wallet-client';

/**
 * Wins and rollbacks owed to the wallet, kept in the aggregator's database (table
 * `settlement_outbox`) until the wallet has answered them, so that a restart of the aggregator loses
 * none: before a bet, its rollback is written (`hold`); once the bet is taken, the round's win takes its
 * place in one transaction (`replace`), before its first delivery attempt, and is removed once answered
 * (`delivered`). So whenever the aggregator stops, the round is either rolled back or paid. What still has no answer after the round's own retries waits for the background pass
 * (`add`), which retries with the same transaction id (the wallet is idempotent by it, and accepts both
 * after the player's token expired) every `intervalMs`, and once as soon as the app starts. Delivery is
 * at least once: a crash between the wallet's answer and the row's removal sends it again, which the
 * wallet answers as the same transaction.
 * Bounded: at most `maxItems` waiting, each retried at most `maxAttempts` times. What is dropped is
 * logged as an error for an operator to settle by hand.
 */

export type PendingSettlement =
  | { action: 'win'; request: z.input<typeof winRequest> }
  | { action: 'rollback'; request: z.input<typeof rollbackRequest> };

export interface SettlementLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface SettlementOutbox {
  /**
   * Records a settlement the round itself is about to send (or, for a rollback, may have to): the
   * background pass leaves it to the round, and the next start of the aggregator sends it if it is
   * still there (the process stopped before the answer).
   */
  hold(settlement: PendingSettlement): Promise<void>;
  /** In one transaction: the held `heldTransactionId` is no longer owed, `settlement` is held instead. */
  replace(heldTransactionId: string, settlement: PendingSettlement): Promise<void>;
  /** The wallet answered the settlement of `transactionId`: nothing is owed any more. */
  delivered(transactionId: string): Promise<void>;
  /** The wallet did not answer: the background pass retries it from now on. */
  add(settlement: PendingSettlement): Promise<void>;
  /** One retry pass over everything due; resolves when it is done. */
  flush(): Promise<void>;
  /** How many settlements are owed. */
  size(): Promise<number>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

interface OutboxRow {
  transaction_id: string;
  action: PendingSettlement['action'];
  request: PendingSettlement['request'] | string;
  attempts: number;
}

export function createSettlementOutbox(options: {
  db: ProviderDatabase;
  wallet: WalletClient;
  log: SettlementLog;
  intervalMs?: number;
  maxAttempts?: number;
  maxItems?: number;
  now?: () => number;
}): SettlementOutbox {
  const { db, wallet, log } = options;
  const table = `${db.schema}.settlement_outbox`;
  const maxAttempts = options.maxAttempts ?? 120;
  const maxItems = options.maxItems ?? 10_000;
  // Held rows are the round's own until the process that holds them is gone.
  const heldUntil = new Date('9999-12-31T00:00:00Z');
  const batchSize = 100;
  const now = options.now ?? Date.now;
  let flushing: Promise<void> | undefined;
  let stopped = false;

  const send = (settlement: PendingSettlement) =>
    settlement.action === 'win' ? wallet.win(settlement.request) : wallet.rollback(settlement.request);

  const count = async (tx: Queryable = db) =>
    (await tx.query<{ count: number }>(`select count(*)::int as count from ${table}`))[0]?.count ?? 0;

  async function write(settlement: PendingSettlement, due: Date, tx: Queryable = db): Promise<boolean> {
    if ((await count(tx)) >= maxItems) {
      log.error({ settlement }, 'settlement outbox full: settlement dropped');
      return false;
    }
    // The same transaction id twice (a retried round) is one settlement: the later due time wins.
    await tx.query(
      `insert into ${table} (transaction_id, action, request, attempts, next_attempt_at, created_at)
       values ($1, $2, $3, 0, $4, $5)
       on conflict (transaction_id) do update set next_attempt_at = excluded.next_attempt_at`,
      [
        settlement.request.transaction_id,
        settlement.action,
        JSON.stringify(settlement.request),
        due,
        new Date(now()),
      ],
    );
    return true;
  }

  async function pass(): Promise<void> {
    const rows = await db.query<OutboxRow>(
      `select transaction_id, action, request, attempts from ${table}
       where next_attempt_at <= $1 order by next_attempt_at, created_at limit ${batchSize}`,
      [new Date(now())],
    );
    for (const row of rows) {
      if (stopped) return;
      const request = typeof row.request === 'string' ? JSON.parse(row.request) : row.request;
      const settlement = { action: row.action, request } as PendingSettlement;
      try {
        const answer = await send(settlement);
        if (answer.status !== 'OK') log.error({ settlement, answer }, 'wallet refused a delayed settlement');
        await db.query(`delete from ${table} where transaction_id = $1`, [row.transaction_id]);
      } catch (error) {
        const attempts = row.attempts + 1;
        if (error instanceof WalletUnreachableError && attempts < maxAttempts) {
          await db.query(
            `update ${table} set attempts = $2, next_attempt_at = $3 where transaction_id = $1`,
            [row.transaction_id, attempts, new Date(now() + (options.intervalMs ?? 5_000))],
          );
        } else {
          log.error({ settlement, error: String(error) }, 'settlement given up');
          await db.query(`delete from ${table} where transaction_id = $1`, [row.transaction_id]);
        }
      }
    }
  }

  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    flushing ??= pass()
      .catch((error: unknown) => log.error({ error: String(error) }, 'settlement outbox pass failed'))
      .finally(() => (flushing = undefined));
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.intervalMs ?? 5_000);
  timer.unref();
  // What the last run of the aggregator still owed goes out now, not one interval later — the wins it
  // was sending too: that process is gone (one aggregator process per database).
  const started = db
    .query(`update ${table} set next_attempt_at = $1 where next_attempt_at > $1`, [new Date(now())])
    .then(() => flush())
    .catch((error: unknown) => log.error({ error: String(error) }, 'settlement outbox start failed'));

  return {
    async hold(settlement) {
      await write(settlement, heldUntil);
    },
    async replace(heldTransactionId, settlement) {
      await db.transaction(async (tx) => {
        await tx.query(`delete from ${table} where transaction_id = $1`, [heldTransactionId]);
        await write(settlement, heldUntil, tx);
      });
    },
    async delivered(transactionId) {
      await db.query(`delete from ${table} where transaction_id = $1`, [transactionId]);
    },
    async add(settlement) {
      if (await write(settlement, new Date(now()))) {
        log.warn({ settlement }, 'wallet unreachable: settlement queued for retry');
      }
    },
    flush,
    size: () => count(),
    async stop() {
      clearInterval(timer);
      await started;
      stopped = true;
      await flushing;
    },
  };
}
