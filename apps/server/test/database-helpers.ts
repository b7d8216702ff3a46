import type { Database } from '@chaba/db/client';
import { accountRestrictions } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';

/**
 * The database with every call counted: what reached the driver, by method. A statement sent to the
 * driver's own client (the wallet's prepared statements on node-postgres, decision 39) counts as
 * `$client.query`.
 */
export function countingDatabase(db: Database) {
  const calls: string[] = [];
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === '$client' && typeof value === 'object' && value !== null) {
        return new Proxy(value, {
          get(client, name, clientReceiver) {
            const method = Reflect.get(client, name, clientReceiver) as unknown;
            if (typeof method !== 'function') return method;
            return (...args: unknown[]) => {
              calls.push(`$client.${String(name)}`);
              return (method as (...a: unknown[]) => unknown).apply(client, args);
            };
          },
        });
      }
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, calls };
}

/** Renames a table for the length of `work`, so that what uses it (a query, an SQL function) fails. */
export async function withTableAway<T>(db: Database, table: string, work: () => Promise<T>): Promise<T> {
  await db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

/**
 * Writes every kind of account_restrictions row for a member around `now`, one after the other,
 * and runs `check` after each: closed or not, and the self-exclusion, the return and the time-out
 * each none, an hour ago, now or in an hour (2 × 4 × 4 × 4 = 128 rows).
 */
export async function forEveryRestrictionRow(
  db: Database,
  memberId: number,
  now: Date,
  check: (row: typeof accountRestrictions.$inferSelect) => Promise<void>,
): Promise<void> {
  const hour = 3_600_000;
  const times = [null, new Date(now.getTime() - hour), now, new Date(now.getTime() + hour)];
  for (const closedAt of [null, new Date(now.getTime() - hour)])
    for (const selfExcludedUntil of times)
      for (const returnsAt of times)
        for (const timeOutUntil of times) {
          const row = {
            memberId,
            timeOutUntil,
            selfExcludedUntil,
            returnRequestedAt: returnsAt ? new Date(returnsAt.getTime() - 24 * hour) : null,
            returnsAt,
            closedAt,
            updatedAt: now,
          };
          await db
            .insert(accountRestrictions)
            .values(row)
            .onConflictDoUpdate({ target: accountRestrictions.memberId, set: row });
          await check(row);
        }
}
