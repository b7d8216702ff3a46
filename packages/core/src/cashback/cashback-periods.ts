import { addDays } from '../bangkok-time';

/** What decides a programme's periods. */
export interface PeriodRule {
  period: 'daily' | 'weekly';
  /** ISO weekday a weekly period starts on (1 Monday … 7 Sunday). */
  weekStartDay: number;
}

/** Bangkok days [start, end): `end` is the day after the last one, both YYYY-MM-DD. */
export interface CashbackPeriod {
  start: string;
  end: string;
}

/** ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD date. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay() || 7;
}

/**
 * The period of a programme that holds the Bangkok day `date`: that day for a daily one; for a weekly
 * one, the seven days from the latest `weekStartDay` at or before it.
 */
export function periodContaining(rule: PeriodRule, date: string): CashbackPeriod {
  if (rule.period === 'daily') return { start: date, end: addDays(date, 1) };
  const start = addDays(date, -((isoWeekday(date) - rule.weekStartDay + 7) % 7));
  return { start, end: addDays(start, 7) };
}

/** The UTC instant a Bangkok day starts (00:00 +07:00). */
export function bangkokDayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000+07:00`);
}
