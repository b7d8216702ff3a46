import type { Executor } from '@chaba/db/client';
import { sql } from 'drizzle-orm';

/** Popularity counts the rounds (applied bets) of this many days. */
export const popularityDays = 7;

/**
 * Sets every game's `popularity` to its applied bets of the last 7 days, in one statement; only the
 * games whose number changed are written, so a quiet catalogue costs one read. Idempotent.
 * @returns the games whose popularity changed
 */
export async function refreshGamePopularity(db: Executor, options: { now: Date }): Promise<number> {
  const since = new Date(options.now.getTime() - popularityDays * 24 * 60 * 60 * 1000);
  const result = await db.execute(sql`
    update games set popularity = counted.rounds
    from (
      select g.id, coalesce(bets.rounds, 0)::int as rounds
      from games g
      left join (
        select provider, game_code, count(*) as rounds from game_transactions
        where kind = 'bet' and status = 'applied' and created_at >= ${since.toISOString()}::timestamptz
        group by provider, game_code
      ) bets on bets.provider = g.provider and bets.game_code = g.code
    ) counted
    where games.id = counted.id and games.popularity <> counted.rounds
    returning games.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
