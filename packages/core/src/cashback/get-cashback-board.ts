import type { Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { cashbackPayouts, cashbackProgrammes, cashbackRuns } from '@chaba/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import { bangkokDate } from '../bangkok-time';
import { bangkokDayStart, periodContaining, type CashbackPeriod } from './cashback-periods';
import type { CashbackProgramme } from './save-cashback-programme';

/** How many of a member's past payouts the board shows. */
const historyLength = 20;

export interface CashbackEstimate {
  programme: CashbackProgramme;
  period: CashbackPeriod;
  basisSatang: bigint;
  amountSatang: bigint;
}

export interface MemberCashbackPayout {
  payout: typeof cashbackPayouts.$inferSelect;
  programme: CashbackProgramme;
  periodEnd: string;
}

/**
 * A member's cashback and rebate board: for each active programme the open period and what it would
 * pay if it closed now (the same `cashback_amounts` the close uses, up to `now`), and the member's
 * latest payouts, newest first.
 */
export async function getCashbackBoard(
  db: Database,
  options: { memberId: number; now: Date },
): Promise<{ open: CashbackEstimate[]; history: MemberCashbackPayout[] }> {
  const { memberId, now } = options;
  const programmes = await db
    .select()
    .from(cashbackProgrammes)
    .where(eq(cashbackProgrammes.active, true))
    .orderBy(cashbackProgrammes.id);
  const open: CashbackEstimate[] = [];
  for (const programme of programmes) {
    const period = periodContaining(programme, bangkokDate(now));
    const [row] = await queryRows<{ basis_satang: string; amount_satang: string }>(
      db,
      sql`select basis_satang::text, amount_satang::text from cashback_amounts(${programme.id},
        ${bangkokDayStart(period.start).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${memberId})`,
    );
    open.push({
      programme,
      period,
      basisSatang: BigInt(row?.basis_satang ?? 0),
      amountSatang: BigInt(row?.amount_satang ?? 0),
    });
  }
  const history = await db
    .select({ payout: cashbackPayouts, programme: cashbackProgrammes, periodEnd: cashbackRuns.periodEnd })
    .from(cashbackPayouts)
    .innerJoin(cashbackProgrammes, eq(cashbackProgrammes.id, cashbackPayouts.programmeId))
    .innerJoin(cashbackRuns, eq(cashbackRuns.id, cashbackPayouts.runId))
    .where(eq(cashbackPayouts.memberId, memberId))
    .orderBy(desc(cashbackPayouts.id))
    .limit(historyLength);
  return { open, history };
}

/** A payout's status as people read it: a claimable one past its time is expired. */
export function payoutStatus(
  payout: { status: string; expiresAt: Date | null },
  now: Date,
): 'claimable' | 'expired' | 'paid' | 'refused' | 'reversed' {
  if (payout.status === 'claimable' && payout.expiresAt !== null && payout.expiresAt <= now) return 'expired';
  return payout.status as 'claimable' | 'paid' | 'refused' | 'reversed';
}
