import { addDays, bangkokDate, bangkokMidnight } from '../bangkok-time';

/** A period of whole Asia/Bangkok days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** Every day of a range, oldest first. Bounded: the contracts refuse ranges beyond a year. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to && days.length < 800; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The UTC instants that bound a range of Bangkok days: [00:00 of `from`, 00:00 after `to`). */
export function instantsOf(range: DayRange): { start: Date; end: Date } {
  return { start: bangkokMidnight(range.from), end: bangkokMidnight(addDays(range.to, 1)) };
}

/**
 * A day is closed once it ended this long ago: a ledger transaction takes its time when it starts, so
 * one that started just before midnight may commit a little after. Days before are kept in
 * `report_days`; this one and later are read live from the ledger.
 */
export const closingDelayMs = 15 * 60 * 1000;

/** The last closed day at `now` (the day before the one that holds `now − closingDelayMs`). */
export function lastClosedDay(now: Date): string {
  return addDays(bangkokDate(new Date(now.getTime() - closingDelayMs)), -1);
}

/** SQL that gives the Bangkok day (YYYY-MM-DD) of a `timestamptz` column; no time zone database needed. */
export const bangkokDaySql = (column: string) =>
  `to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/** SQL that gives the Bangkok hour (YYYY-MM-DDTHH) of a `timestamptz` column. */
export const bangkokHourSql = (column: string) =>
  `to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD"T"HH24')`;

const hourMs = 60 * 60 * 1000;

/** The Bangkok hour (YYYY-MM-DDTHH) that contains `at`. */
export function bangkokHour(at: Date): string {
  return new Date(at.getTime() + 7 * hourMs).toISOString().slice(0, 13);
}

/** The UTC instant an hour key starts. */
export function hourStart(hour: string): Date {
  return new Date(Date.parse(`${hour}:00:00.000Z`) - 7 * hourMs);
}

/**
 * Where the closed hours end at `now`: the start of the hour that holds `now − closingDelayMs`. Hours
 * before it (of the days not closed yet) are kept in `report_hours`; from it on the ledger is read live.
 */
export function closedHoursEnd(now: Date): Date {
  return hourStart(bangkokHour(new Date(now.getTime() - closingDelayMs)));
}

/** The hours that start in [start, end), oldest first (whole hours; at most 800). */
export function hoursBetween(start: Date, end: Date): string[] {
  const hours: string[] = [];
  for (let at = start.getTime(); at < end.getTime() && hours.length < 800; at += hourMs)
    hours.push(bangkokHour(new Date(at)));
  return hours;
}
