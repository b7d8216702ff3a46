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
