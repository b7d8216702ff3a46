import type { Executor } from '@chaba/db/client';
import { members, moneyRequests } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';

/** The pending deposit of a phone, with what to pay and where (development tools only). */
export async function findPendingDeposit(db: Executor, options: { phone: string }) {
  const [row] = await db
    .select({ request: moneyRequests, accountNumber: members.accountNumber, name: members.name })
    .from(moneyRequests)
    .innerJoin(members, eq(members.id, moneyRequests.memberId))
    .where(
      and(
        eq(members.phone, options.phone),
        eq(moneyRequests.type, 'deposit'),
        eq(moneyRequests.status, 'pending'),
      ),
    );
  if (!row) return null;
  return { request: row.request, memberAccountNumber: row.accountNumber, memberName: row.name };
}

export type PendingDeposit = NonNullable<Awaited<ReturnType<typeof findPendingDeposit>>>;
