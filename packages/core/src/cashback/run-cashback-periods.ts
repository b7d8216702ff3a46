import type { Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { cashbackProgrammes, cashbackRuns } from '@chaba/db/schema';
import { eq, max, sql } from 'drizzle-orm';
import { bangkokDate } from '../bangkok-time';
import { periodContaining, type CashbackPeriod } from './cashback-periods';

/** How many periods of one programme one run may look at: a year of days, then the next run goes on. */
const maxPeriodsPerProgramme = 366;

export interface ClosedPeriod {
  runId: number;
  members: number;
  totalSatang: bigint;
  /** False when the period had already been closed (a rerun, or another process first). */
  ran: boolean;
}

/**
 * Closes one period of a programme through `cashback_close_period` (decision 60): once, whoever
 * asks and however often; an automatic programme's members are paid in the same transaction.
 */
export async function closeCashbackPeriod(
  db: Database,
  options: { programmeId: number; period: CashbackPeriod; now: Date },
): Promise<ClosedPeriod> {
  const { programmeId, period, now } = options;
  const [row] = await queryRows<{ run_id: string; members: number; total_satang: string; ran: boolean }>(
    db,
    sql`select * from cashback_close_period(${programmeId}, ${period.start}::date, ${period.end}::date, ${now.toISOString()}::timestamptz)`,
  );
  return {
    runId: Number(row!.run_id),
    members: row!.members,
    totalSatang: BigInt(row!.total_satang),
    ran: row!.ran,
  };
}

/**
 * The job (`cashback-periods`): for each active programme, every period that ended by `now` and was
 * not closed yet, from its last run (or the period of its first day) on, at most `limit` closed in
 * one run. Safe to run anywhere at once: each close is once by the run row's unique index.
 */
export async function runCashbackPeriods(
  db: Database,
  options: { now: Date; limit: number },
): Promise<{ closed: number; totalSatang: bigint }> {
  const today = bangkokDate(options.now);
  const programmes = await db.select().from(cashbackProgrammes).where(eq(cashbackProgrammes.active, true));
  let closed = 0;
  let totalSatang = 0n;
  for (const programme of programmes) {
    const [last] = await db
      .select({ end: max(cashbackRuns.periodEnd) })
      .from(cashbackRuns)
      .where(eq(cashbackRuns.programmeId, programme.id));
    const first = periodContaining(programme, programme.startsOn).start;
    let next = last?.end && last.end > first ? last.end : first;
    for (let step = 0; step < maxPeriodsPerProgramme && closed < options.limit; step += 1) {
      const period = periodContaining(programme, next);
      if (period.end > today) break;
      const result = await closeCashbackPeriod(db, { programmeId: programme.id, period, now: options.now });
      if (result.ran) {
        closed += 1;
        totalSatang += result.totalSatang;
      }
      next = period.end;
    }
  }
  return { closed, totalSatang };
}
