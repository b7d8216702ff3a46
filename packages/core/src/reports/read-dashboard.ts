import type { Database } from '@chaba/db/client';
import { addDays, bangkokDate } from '../bangkok-time';
import { readQueueSnapshot, type StaffQueue } from '../staff-queues/read-queue-snapshot';
import { sumDays, type DayFigures } from './day-figures';
import { countActivePlayers, keepClosedParts, readDays } from './read-report-days';
import type { DayRange } from './report-range';

export const seriesDays = 30;

export interface Dashboard {
  today: DayFigures;
  period: DayFigures & DayRange;
  /** The last 30 Bangkok days, today last. */
  series: DayFigures[];
  queues: Record<StaffQueue, number>;
}

/**
 * The dashboard: today, the chosen period and the last 30 days, from the ledger (closed days from
 * `report_days`, today live), and what waits on the desks.
 */
export async function readDashboard(
  db: Database,
  options: { period: DayRange; now: Date },
): Promise<Dashboard> {
  const today = bangkokDate(options.now);
  const { period: range, now } = options;
  // One read of the days both need (today live once), then the period's distinct players.
  const first = addDays(today, -(seriesDays - 1));
  const span = { from: range.from < first ? range.from : first, to: range.to > today ? range.to : today };
  await keepClosedParts(db, { range: span, now });
  const [days, activePlayers, queues] = await Promise.all([
    readDays(db, { range: span, now }),
    countActivePlayers(db, { range, now }),
    readQueueSnapshot(db),
  ]);
  const series = days.filter((day) => day.day >= first && day.day <= today);
  const inPeriod = days.filter((day) => day.day >= range.from && day.day <= range.to);
  const period = { ...sumDays(range.from, inPeriod), activePlayers };
  return {
    today: series[series.length - 1]!,
    period: { ...period, ...range },
    series,
    queues: {
      withdrawals: queues.queues.withdrawals.count,
      pending_deposits: queues.queues.pending_deposits.count,
      unmatched_statements: queues.queues.unmatched_statements.count,
      adjustments: queues.queues.adjustments.count,
    },
  };
}
