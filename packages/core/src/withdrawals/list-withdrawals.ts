import type { Executor } from '@chaba/db/client';
import { members, moneyRequests } from '@chaba/db/schema';
import { and, asc, eq } from 'drizzle-orm';

type Status = (typeof moneyRequests.$inferSelect)['status'];

/** Withdrawals for the operators' queue, oldest first (bounded). */
export async function listWithdrawals(db: Executor, options: { status: Status; limit?: number }) {
  return db
    .select({ request: moneyRequests, phone: members.phone, name: members.name })
    .from(moneyRequests)
    .innerJoin(members, eq(members.id, moneyRequests.memberId))
    .where(and(eq(moneyRequests.type, 'withdraw'), eq(moneyRequests.status, options.status)))
    .orderBy(asc(moneyRequests.createdAt), asc(moneyRequests.id))
    .limit(Math.min(options.limit ?? 100, 500));
}

export type WithdrawalRow = Awaited<ReturnType<typeof listWithdrawals>>[number];
