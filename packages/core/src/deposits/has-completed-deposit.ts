import type { Executor } from '@chaba/db/client';
import { moneyRequests } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';

/** Whether the member ever completed a deposit (spec §4.4 and §4.8: no credit check, no game before). */
export async function hasCompletedDeposit(db: Executor, memberId: number): Promise<boolean> {
  const [deposit] = await db
    .select({ id: moneyRequests.id })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.memberId, memberId),
        eq(moneyRequests.type, 'deposit'),
        eq(moneyRequests.status, 'completed'),
      ),
    )
    .limit(1);
  return deposit !== undefined;
}
