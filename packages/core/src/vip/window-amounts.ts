import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { addDays, bangkokDate, bangkokMidnight } from '../bangkok-time';

/** A level's qualification, as the window query reads it. */
export interface LevelWindow {
  id: number;
  basis: 'deposits' | 'turnover';
  windowDays: number;
}

/** 00:00 Bangkok of the first day of a window of `windowDays` Bangkok days that ends today. */
export const windowStart = (now: Date, windowDays: number): Date =>
  bangkokMidnight(addDays(bangkokDate(now), 1 - windowDays));

/**
 * A member's amount toward each level (decision 72), by level id, up to `now`: completed deposits
 * (`money_requests`, by when they were completed) or applied bets (`game_transactions`; rolled-back
 * and refused bets never count) since 00:00 Bangkok of the first day of the level's window.
 */
export async function windowAmounts(
  db: Executor,
  options: { memberId: number; levels: readonly LevelWindow[]; now: Date },
): Promise<Map<number, bigint>> {
  const { memberId, levels, now } = options;
  const amounts = new Map<number, bigint>();
  if (levels.length === 0) return amounts;
  const parts = levels.map((level) => {
    const from = windowStart(now, level.windowDays).toISOString();
    const to = now.toISOString();
    const amount =
      level.basis === 'deposits'
        ? sql`(select coalesce(sum(r.amount_satang), 0) from money_requests r
            where r.member_id = ${memberId} and r.type = 'deposit' and r.status = 'completed'
              and r.completed_at >= ${from}::timestamptz and r.completed_at <= ${to}::timestamptz)`
        : sql`(select coalesce(sum(t.amount_satang), 0) from game_transactions t
            where t.member_id = ${memberId} and t.status = 'applied' and t.kind = 'bet'
              and t.created_at >= ${from}::timestamptz and t.created_at <= ${to}::timestamptz)`;
    return sql`select ${level.id}::bigint as id, ${amount}::text as amount`;
  });
  const rows = await queryRows<{ id: string; amount: string }>(db, sql.join(parts, sql` union all `));
  for (const row of rows) amounts.set(Number(row.id), BigInt(row.amount));
  return amounts;
}
