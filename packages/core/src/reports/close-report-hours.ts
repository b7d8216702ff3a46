import type { Database } from '@chaba/db/client';
import { reportHourPlayers, reportHours } from '@chaba/db/schema';
import { and, gte, lt, sql } from 'drizzle-orm';
import { emptyDay, ledgerLegs, readDayFigures } from './day-figures';
import { bangkokHour, hoursBetween } from './report-range';

/**
 * Writes the figures of the hours in [start, end) that `report_hours` does not hold yet, read from
 * the ledger, with the members who bet in each (`report_hour_players`). The caller passes only
 * closed hours (ending before `closedHoursEnd(now)`), of days not closed yet: at most a day and a
 * quarter of an hour's worth. Idempotent like `closeReportDays`. Answers how many hours it wrote.
 */
export async function closeReportHours(db: Database, options: { start: Date; end: Date }): Promise<number> {
  const hours = hoursBetween(options.start, options.end);
  if (hours.length === 0) return 0;
  const present = await db
    .select({ hour: reportHours.hour })
    .from(reportHours)
    .where(and(gte(reportHours.hour, hours[0]!), lt(reportHours.hour, bangkokHour(options.end))));
  const have = new Set(present.map((row) => row.hour));
  const missing = hours.filter((hour) => !have.has(hour));
  if (missing.length === 0) return 0;
  const first = hoursBetween(options.start, options.end).indexOf(missing[0]!);
  const start = new Date(options.start.getTime() + first * 60 * 60 * 1000);
  const end = options.end;
  await db.transaction(async (tx) => {
    const figures = new Map(
      (await readDayFigures(tx, { start, end, by: 'hour', perTransaction: true })).map((row) => [
        row.day,
        row,
      ]),
    );
    await tx
      .insert(reportHours)
      .values(missing.map((hour) => ({ ...(figures.get(hour) ?? emptyDay(hour)), hour })))
      .onConflictDoNothing();
    await tx.execute(sql`
      insert into ${reportHourPlayers} (hour, member_id)
      select distinct legs.hour, legs.member_id from (${ledgerLegs(start, end, { perTransaction: true })}) legs
      where legs.event_type = 'game_bet'
      on conflict do nothing`);
  });
  return missing.length;
}
