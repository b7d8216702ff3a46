import type { AccountSpec } from '@chaba/core/ledger/accounts';
import type { Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';

/*
 * Ledger rows at chosen times, for fixtures over Bangkok day and period boundaries: ledger_post
 * stamps the database's time, so these write what it would have written (balanced, through the real
 * accounts, the cached balances kept) with the time the fixture needs. Post in time order.
 */

let posted = 0;

/** One balanced ledger transaction at `at`: `satang` from one account to another. */
export async function postAt(
  db: Database,
  options: {
    at: string;
    eventType: string;
    from: AccountSpec;
    to: AccountSpec;
    satang: bigint;
    /** The transaction's idempotency key (one of its own by default) and metadata. */
    key?: string;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  const { from, to, at } = options;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select ledger_open_accounts(${sql.param([from.code, to.code])}::text[])`);
    const accounts = await queryRows<{ code: string; id: number; allow_negative: boolean }>(
      tx,
      sql`select code, id, allow_negative from ledger_accounts where code in (${from.code}, ${to.code})`,
    );
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into ledger_transactions (idempotency_key, event_type, input_hash, metadata, created_at)
          values (${options.key ?? `ledger-fixture:${process.pid}:${(posted += 1)}`}, ${options.eventType},
                  'fixture', ${JSON.stringify(options.metadata ?? {})}::jsonb, ${at}::timestamptz)
          returning id`,
    );
    for (const [account, amount] of [
      [from, -options.satang],
      [to, options.satang],
    ] as const) {
      const { id, allow_negative: allowNegative } = accounts.find((found) => found.code === account.code)!;
      await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount_satang, created_at)
                           values (${row!.id}, ${id}, ${amount}, ${at}::timestamptz)`);
      await tx.execute(
        allowNegative
          ? sql`insert into ledger_balance_slots (account_id, slot, balance_satang) values (${id}, 0, ${amount})
                on conflict (account_id, slot) do update set balance_satang = ledger_balance_slots.balance_satang + excluded.balance_satang`
          : sql`update ledger_accounts set balance_satang = balance_satang + ${amount} where id = ${id}`,
      );
    }
  });
}
