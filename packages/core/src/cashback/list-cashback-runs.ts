import type { Database } from '@chaba/db/client';
import { cashbackPayouts, cashbackProgrammes, cashbackRuns, members } from '@chaba/db/schema';
import { desc, eq } from 'drizzle-orm';

/** How many runs and payouts one page of the console shows. */
const pageSize = 200;

/** The closed periods, newest first, with their programme; optionally of one programme. */
export async function listCashbackRuns(db: Database, options: { programmeId?: number }) {
  return db
    .select({ run: cashbackRuns, programme: cashbackProgrammes })
    .from(cashbackRuns)
    .innerJoin(cashbackProgrammes, eq(cashbackProgrammes.id, cashbackRuns.programmeId))
    .where(options.programmeId === undefined ? undefined : eq(cashbackRuns.programmeId, options.programmeId))
    .orderBy(desc(cashbackRuns.id))
    .limit(pageSize);
}

/** The payouts of one run (or the one payout `payoutId`), with each member's phone. */
export async function listCashbackPayouts(db: Database, options: { runId?: number; payoutId?: number }) {
  return db
    .select({ payout: cashbackPayouts, memberPhone: members.phone })
    .from(cashbackPayouts)
    .innerJoin(members, eq(members.id, cashbackPayouts.memberId))
    .where(
      options.payoutId !== undefined
        ? eq(cashbackPayouts.id, options.payoutId)
        : eq(cashbackPayouts.runId, options.runId ?? 0),
    )
    .orderBy(cashbackPayouts.id)
    .limit(pageSize);
}
