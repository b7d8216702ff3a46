import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { depositLimitKinds, windowStart, type DepositLimitKind } from './limit-rules';

/** One deposit that counts against a member's deposit limits. */
export interface CountedDeposit {
  amountSatang: bigint;
  /** When it was credited; null while it is a pending request (it counts as of now). */
  creditedAt: Date | null;
}

/**
 * The deposits that count against a member's deposit limits at `now`, for their page and staff's:
 * the SQL function `deposit_counted` over the longest window (30 days), the rows player protection's
 * deposit check counts (packages/db/functions/player-protection/deposit-limit-refusal.sql): those
 * credited in the window, and the pending requests (`creditedAt` null), oldest credit first.
 */
export async function readCountedDeposits(
  tx: Executor,
  memberId: number,
  now: Date,
): Promise<CountedDeposit[]> {
  const rows = await queryRows<{ amount_satang: string; credited_at: Date | string | null }>(
    tx,
    sql`select amount_satang::text, credited_at from deposit_counted(${memberId}::bigint, 30, null,
      ${now.toISOString()}::timestamptz) order by credited_at nulls last`,
  );
  return rows.map((row) => ({
    amountSatang: BigInt(row.amount_satang),
    creditedAt: row.credited_at === null ? null : new Date(row.credited_at),
  }));
}

export interface DepositUsage {
  /** Credited in the window. */
  creditedSatang: bigint;
  /** Pending requests (they count too). */
  pendingSatang: bigint;
}

/** What each deposit window holds at `now`. */
export function depositUsage(deposits: CountedDeposit[], now: Date): Record<DepositLimitKind, DepositUsage> {
  const usage = {} as Record<DepositLimitKind, DepositUsage>;
  for (const kind of depositLimitKinds) {
    const since = windowStart(kind, now);
    let creditedSatang = 0n;
    let pendingSatang = 0n;
    for (const deposit of deposits) {
      if (deposit.creditedAt === null) pendingSatang += deposit.amountSatang;
      else if (deposit.creditedAt > since) creditedSatang += deposit.amountSatang;
    }
    usage[kind] = { creditedSatang, pendingSatang };
  }
  return usage;
}
