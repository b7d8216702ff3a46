import { addDays, bangkokDate, bangkokMidnight } from '../bangkok-time';

/** How long an affiliate's commission period is (decision 61): a Bangkok calendar month or week. */
export type CommissionPeriodKind = 'monthly' | 'weekly';

/** A period as Bangkok dates, `end` exclusive (the date the next one starts). */
export interface CommissionPeriod {
  start: string;
  end: string;
}

function addMonths(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The period of this kind that contains the Bangkok date: its month, or its week from Monday. */
export function periodContaining(kind: CommissionPeriodKind, date: string): CommissionPeriod {
  if (kind === 'monthly') {
    const start = `${date.slice(0, 7)}-01`;
    return { start, end: addMonths(start, 1) };
  }
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  const start = addDays(date, -((weekday + 6) % 7));
  return { start, end: addDays(start, 7) };
}

/** The first period of this kind that starts on or after the Bangkok date. */
export function firstPeriodFrom(kind: CommissionPeriodKind, date: string): CommissionPeriod {
  const containing = periodContaining(kind, date);
  return containing.start === date ? containing : periodContaining(kind, containing.end);
}

/** The period of this kind that is open at `now` (contains its Bangkok date). */
export function openPeriod(kind: CommissionPeriodKind, now: Date): CommissionPeriod {
  return periodContaining(kind, bangkokDate(now));
}

/**
 * The periods still to close, in order, at most `limit`: from the first period that starts on or
 * after `from` (the plan's start, or the end of the affiliate's last statement) to the last one over
 * at `now`.
 */
export function periodsToClose(
  kind: CommissionPeriodKind,
  options: { from: string; now: Date; limit: number },
): CommissionPeriod[] {
  const periods: CommissionPeriod[] = [];
  let period = firstPeriodFrom(kind, options.from);
  while (periods.length < options.limit && bangkokMidnight(period.end) <= options.now) {
    periods.push(period);
    period = periodContaining(kind, period.end);
  }
  return periods;
}
