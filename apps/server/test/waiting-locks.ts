import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers';

/**
 * Waits until `count` lock requests of this test's database wait for another transaction. Only the
 * sessions of this database count: on CI's PostgreSQL server the other worker's files run beside this
 * one on databases of their own, and a lock they wait for must not pass for ours. (A transaction-id
 * lock has no database in pg_locks, so the session's database is read from pg_stat_activity.)
 */
export async function waitForWaitingLocks(t: TestApp, count: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const rows = await t.connection.db.execute(
      sql`select count(*)::int as waiting from pg_locks l
          where not l.granted
            and l.pid in (select a.pid from pg_stat_activity a where a.datname = current_database())`,
    );
    if ((rows as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} waiting lock(s) never showed up`);
}
