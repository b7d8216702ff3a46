import type { Executor } from '@chaba/db/client';
import { moneyRequests } from '@chaba/db/schema';
import { and, eq, gt, ne, or } from 'drizzle-orm';
import { depositLimitKinds, windowStart, type DepositLimitKind } from './limit-rules';

/** One deposit that counts against a member's deposit limits. */
export interface CountedDeposit {
  amountSatang: bigint;
  /** When it was credited; null while it is a pending request (it counts as of now). */
  creditedAt: Date | null;
}

/**
 * The deposits that count against a member's deposit limits at `now`: those credited in the longest
 * window, and the pending requests (a member who asked for a deposit expects it to count: once paid,
 * it is credited without being asked again). A credited deposit is a completed deposit request: every
 * credit through the ledger completes its request in the same transaction, stamped with the use
 * case's clock (`completed_at`), and the amount is what was received. `exceptRequestId` leaves out the
 * request being credited (the statement matcher, the gateway webhook, staff): it is checked as the
 * action's own amount, not counted a second time as pending.
 */
export async function readCountedDeposits(
  tx: Executor,
  memberId: number,
  now: Date,
  exceptRequestId?: number,
): Promise<CountedDeposit[]> {
  const rows = await tx
    .select({
      amountSatang: moneyRequests.amountSatang,
      status: moneyRequests.status,
      completedAt: moneyRequests.completedAt,
    })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.memberId, memberId),
        eq(moneyRequests.type, 'deposit'),
        exceptRequestId === undefined ? undefined : ne(moneyRequests.id, exceptRequestId),
        or(
          eq(moneyRequests.status, 'pending'),
          and(
            eq(moneyRequests.status, 'completed'),
            gt(moneyRequests.completedAt, windowStart('deposit_month', now)),
          ),
        ),
      ),
    );
  return rows
    .filter((row) => row.status === 'pending' || (row.completedAt !== null && row.completedAt <= now))
    .map((row) => ({
      amountSatang: row.amountSatang,
      creditedAt: row.status === 'pending' ? null : row.completedAt,
    }))
    .sort((a, b) => (a.creditedAt?.getTime() ?? Infinity) - (b.creditedAt?.getTime() ?? Infinity));
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
