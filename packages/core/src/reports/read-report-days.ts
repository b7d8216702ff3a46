import type { Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { reportDays } from '@chaba/db/schema';
import { and, asc, gte, lte, sql } from 'drizzle-orm';
import { addDays } from '../bangkok-time';
import { closeReportDays } from './close-report-days';
import { emptyDay, ledgerLegs, readDayFigures, sumDays, type DayFigures } from './day-figures';
import { daysOf, instantsOf, lastClosedDay, type DayRange } from './report-range';

export interface ReportPeriod {
  /** Every day of the range, oldest first (days without activity are zeros). */
  days: DayFigures[];
  /** The range's total; its active players are the distinct members who bet in it. */
  total: DayFigures;
}

/**
 * The ledger's figures for each day of a range: closed days from `report_days` (written first if
 * missing), the open ones (today, and yesterday during the first minutes after midnight) live from
 * the ledger. Both are the same computation (`readDayFigures`), so they agree.
 */
export async function readReportDays(
  db: Database,
  options: { range: DayRange; now: Date },
): Promise<ReportPeriod> {
  const { range, now } = options;
  await closeReportDays(db, { range, now });
  const closedThrough = lastClosedDay(now);
  const closed: DayRange = { from: range.from, to: range.to < closedThrough ? range.to : closedThrough };
  const firstOpen = addDays(closedThrough, 1);
  const open: DayRange = { from: range.from > firstOpen ? range.from : firstOpen, to: range.to };
  const hasClosed = closed.from <= closed.to;
  const hasOpen = open.from <= open.to;

  const [closedRows, openRows, players] = await Promise.all([
    hasClosed
      ? db
          .select()
          .from(reportDays)
          .where(and(gte(reportDays.day, closed.from), lte(reportDays.day, closed.to)))
          .orderBy(asc(reportDays.day))
      : [],
    hasOpen ? readDayFigures(db, instantsOf(open)) : [],
    countPlayers(db, { closed: hasClosed ? closed : null, open: hasOpen ? open : null }),
  ]);
  const byDay = new Map<string, DayFigures>();
  for (const row of closedRows) byDay.set(row.day, row);
  for (const row of openRows) byDay.set(row.day, row);
  const days = daysOf(range).map((day) => byDay.get(day) ?? emptyDay(day));
  return { days, total: { ...sumDays(range.from, days), activePlayers: players } };
}

/** Distinct members who bet on the closed days (kept per day) and the open days (from the ledger). */
async function countPlayers(db: Database, parts: { closed: DayRange | null; open: DayRange | null }) {
  const selects = [];
  if (parts.closed)
    selects.push(
      sql`select member_id from report_day_players where day >= ${parts.closed.from} and day <= ${parts.closed.to}`,
    );
  if (parts.open) {
    const { start, end } = instantsOf(parts.open);
    selects.push(sql`select member_id from (${ledgerLegs(start, end)}) legs where event_type = 'game_bet'`);
  }
  if (selects.length === 0) return 0;
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(distinct member_id)::text as n from (${sql.join(selects, sql` union all `)}) players`,
  );
  return Number(row?.n ?? 0);
}
