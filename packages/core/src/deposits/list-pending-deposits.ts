import type { Executor } from '@chaba/db/client';
import { members, moneyRequests } from '@chaba/db/schema';
import { and, asc, count, eq } from 'drizzle-orm';

const pendingDeposit = and(eq(moneyRequests.type, 'deposit'), eq(moneyRequests.status, 'pending'));

/**
 * The deposit desk's pending deposits, the one closest to expiry first (bounded), with their member
 * and how many are pending in all. The expiry job ends them on time; the desk shows what is left.
 */
export async function listPendingDeposits(db: Executor, options: { limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: moneyRequests, phone: members.phone, name: members.name })
      .from(moneyRequests)
      .innerJoin(members, eq(members.id, moneyRequests.memberId))
      .where(pendingDeposit)
      .orderBy(asc(moneyRequests.expiresAt), asc(moneyRequests.id))
      .limit(Math.min(options.limit, 200)),
    db.select({ total: count() }).from(moneyRequests).where(pendingDeposit),
  ]);
  return { total: total?.total ?? 0, deposits: rows };
}

export type PendingDepositRow = Awaited<ReturnType<typeof listPendingDeposits>>['deposits'][number];
