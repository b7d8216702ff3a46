import type { Database } from '@chaba/db/client';
import { addDays, bangkokDate } from '../bangkok-time';
import { readQueueSnapshot, type StaffQueue } from '../staff-queues/read-queue-snapshot';
import type { DayFigures } from './day-figures';
import { readReportDays } from './read-report-days';
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
  const lastDays = await readReportDays(db, {
    range: { from: addDays(today, -(seriesDays - 1)), to: today },
    now: options.now,
  });
  const period = await readReportDays(db, { range: options.period, now: options.now });
  const queues = await readQueueSnapshot(db);
  return {
    today: lastDays.days[lastDays.days.length - 1]!,
    period: { ...period.total, ...options.period },
    series: lastDays.days,
    queues: {
      withdrawals: queues.queues.withdrawals.count,
      pending_deposits: queues.queues.pending_deposits.count,
      unmatched_statements: queues.queues.unmatched_statements.count,
      adjustments: queues.queues.adjustments.count,
    },
  };
}
