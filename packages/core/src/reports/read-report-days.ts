import type { Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { reportDays, reportHours } from '@chaba/db/schema';
import { and, asc, gte, lt, lte, sql } from 'drizzle-orm';
import { addDays } from '../bangkok-time';
import { closeReportDays } from './close-report-days';
import { closeReportHours } from './close-report-hours';
import { emptyDay, ledgerLegs, readDayFigures, sumDays, type DayFigures } from './day-figures';
import {
  bangkokHour,
  closedHoursEnd,
  daysOf,
  instantsOf,
  lastClosedDay,
  type DayRange,
} from './report-range';

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
  await keepClosedParts(db, options);
  const [days, activePlayers] = await Promise.all([readDays(db, options), countActivePlayers(db, options)]);
  return { days, total: { ...sumDays(options.range.from, days), activePlayers } };
}

/** The closed and the open part of a range of days at `now`; either may be empty (null). */
function splitRange(range: DayRange, now: Date): { closed: DayRange | null; open: DayRange | null } {
  const closedThrough = lastClosedDay(now);
  const closed: DayRange = { from: range.from, to: range.to < closedThrough ? range.to : closedThrough };
  const firstOpen = addDays(closedThrough, 1);
  const open: DayRange = { from: range.from > firstOpen ? range.from : firstOpen, to: range.to };
  return { closed: closed.from <= closed.to ? closed : null, open: open.from <= open.to ? open : null };
}

/**
 * Writes what `report_days` and `report_hours` lack of a range's closed days and closed hours. The
 * reads below find them there; call it before reading a range's figures or its players at once.
 */
export async function keepClosedParts(db: Database, options: { range: DayRange; now: Date }): Promise<void> {
  await closeReportDays(db, options);
  const { open } = splitRange(options.range, options.now);
  const hours = open ? openParts(open, options.now).hours : null;
  if (hours) await closeReportHours(db, hours);
}

/** Every day of a range, oldest first (days without activity are zeros); after `keepClosedParts`. */
export async function readDays(db: Database, options: { range: DayRange; now: Date }): Promise<DayFigures[]> {
  const { range, now } = options;
  const { closed, open } = splitRange(range, now);
  const [closedRows, openRows] = await Promise.all([
    closed
      ? db
          .select()
          .from(reportDays)
          .where(and(gte(reportDays.day, closed.from), lte(reportDays.day, closed.to)))
          .orderBy(asc(reportDays.day))
      : [],
    open ? readOpenDays(db, { range: open, now }) : [],
  ]);
  const byDay = new Map<string, DayFigures>();
  for (const row of closedRows) byDay.set(row.day, row);
  for (const row of openRows) byDay.set(row.day, row);
  return daysOf(range).map((day) => byDay.get(day) ?? emptyDay(day));
}

/** The parts of the open days of a range: closed hours (kept) and the live span (from the ledger). */
function openParts(range: DayRange, now: Date) {
  const { start, end } = instantsOf(range);
  const boundary = closedHoursEnd(now);
  const hoursEnd = boundary < end ? boundary : end;
  const liveStart = boundary > start ? boundary : start;
  return {
    hours:
      hoursEnd > start ? { from: bangkokHour(start), to: bangkokHour(hoursEnd), start, end: hoursEnd } : null,
    live: liveStart < end ? { start: liveStart, end } : null,
  };
}

/**
 * The days not closed yet (today; yesterday in the first minutes after midnight): the sum of their
 * closed hours (written first if missing) and the live span from the ledger; their active players
 * are the distinct members of both.
 */
async function readOpenDays(db: Database, options: { range: DayRange; now: Date }): Promise<DayFigures[]> {
  const parts = openParts(options.range, options.now);
  const [hourRows, liveRows, players] = await Promise.all([
    parts.hours
      ? db
          .select()
          .from(reportHours)
          .where(and(gte(reportHours.hour, parts.hours.from), lt(reportHours.hour, parts.hours.to)))
      : [],
    parts.live ? readDayFigures(db, { ...parts.live, perTransaction: true }) : [],
    queryRows<{ day: string; n: string }>(
      db,
      sql`select substr(hour, 1, 10) as day, count(distinct member_id)::text as n
          from (${openPlayers(parts)}) players group by 1`,
    ),
  ]);
  const byDay = new Map<string, DayFigures[]>();
  const add = (day: string, figures: DayFigures) => byDay.set(day, [...(byDay.get(day) ?? []), figures]);
  for (const row of hourRows) add(row.hour.slice(0, 10), { ...row, day: row.hour.slice(0, 10) });
  for (const row of liveRows) add(row.day, row);
  const playersByDay = new Map(players.map((row) => [row.day, Number(row.n)]));
  return [...byDay.entries()].map(([day, list]) => ({
    ...sumDays(day, list),
    activePlayers: playersByDay.get(day) ?? 0,
  }));
}

/** SQL of (hour, member_id) of the bets in the open parts: kept hours, then the live span. */
function openPlayers(parts: ReturnType<typeof openParts>) {
  const selects = [sql`select null::text as hour, null::bigint as member_id where false`];
  if (parts.hours)
    selects.push(
      sql`select hour, member_id from report_hour_players where hour >= ${parts.hours.from} and hour < ${parts.hours.to}`,
    );
  if (parts.live)
    selects.push(
      sql`select hour, member_id from (${ledgerLegs(parts.live.start, parts.live.end, { perTransaction: true })}) legs
          where event_type = 'game_bet'`,
    );
  return sql.join(selects, sql` union all `);
}

/**
 * The distinct members who bet in a range: kept per closed day (`report_day_players`) and per closed
 * hour of the open days (`report_hour_players`), read from the ledger for the live span. Call after
 * `keepClosedParts` wrote the range's closed days and hours.
 */
export async function countActivePlayers(
  db: Database,
  options: { range: DayRange; now: Date },
): Promise<number> {
  const { closed, open } = splitRange(options.range, options.now);
  const selects = [];
  if (closed)
    selects.push(
      sql`select member_id from report_day_players where day >= ${closed.from} and day <= ${closed.to}`,
    );
  if (open)
    selects.push(sql`select member_id from (${openPlayers(openParts(open, options.now))}) open_players`);
  if (selects.length === 0) return 0;
  const [row] = await queryRows<{ n: string }>(
    db,
    // count(distinct) sorts in memory; a UNION's hash of 100,000 members spilled to disk (3 times slower).
    sql`select count(distinct member_id)::text as n from (${sql.join(selects, sql` union all `)}) players`,
  );
  return Number(row?.n ?? 0);
}
