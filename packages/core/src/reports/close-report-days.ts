import type { Database } from '@chaba/db/client';
import { reportDayPlayers, reportDays } from '@chaba/db/schema';
import { and, gte, lte, sql } from 'drizzle-orm';
import { emptyDay, ledgerLegs, readDayFigures } from './day-figures';
import { daysOf, instantsOf, lastClosedDay, type DayRange } from './report-range';

/** At most this many days are closed in one call, so that one call stays bounded. */
export const maxDaysPerClose = 400;

/**
 * Writes the figures of the closed days of `range` that `report_days` does not hold yet, read from
 * the ledger, with the members who bet on each (`report_day_players`). Idempotent: concurrent calls
 * write each day once (ON CONFLICT DO NOTHING), and a closed day's ledger never changes (it is
 * append-only and a transaction takes its time when it starts; see `closingDelayMs`).
 * Answers how many days it wrote.
 */
export async function closeReportDays(
  db: Database,
  options: { range: DayRange; now: Date },
): Promise<number> {
  const closedThrough = lastClosedDay(options.now);
  const to = options.range.to < closedThrough ? options.range.to : closedThrough;
  if (to < options.range.from) return 0;
  const present = await db
    .select({ day: reportDays.day })
    .from(reportDays)
    .where(and(gte(reportDays.day, options.range.from), lte(reportDays.day, to)));
  const have = new Set(present.map((row) => row.day));
  const missing = daysOf({ from: options.range.from, to })
    .filter((day) => !have.has(day))
    .slice(0, maxDaysPerClose);
  if (missing.length === 0) return 0;
  const span = instantsOf({ from: missing[0]!, to: missing[missing.length - 1]! });
  await db.transaction(async (tx) => {
    const figures = new Map((await readDayFigures(tx, span)).map((day) => [day.day, day]));
    await tx
      .insert(reportDays)
      .values(missing.map((day) => ({ ...(figures.get(day) ?? emptyDay(day)), day })))
      .onConflictDoNothing();
    // The days are ours (daysOf writes YYYY-MM-DD), never the caller's text.
    if (!missing.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)))
      throw new Error('a report day is malformed');
    const days = sql.raw(missing.map((day) => `'${day}'`).join(', '));
    await tx.execute(sql`
      insert into ${reportDayPlayers} (day, member_id)
      select distinct legs.day, legs.member_id from (${ledgerLegs(span.start, span.end)}) legs
      where legs.event_type = 'game_bet' and legs.day in (${days})
      on conflict do nothing`);
  });
  return missing.length;
}
