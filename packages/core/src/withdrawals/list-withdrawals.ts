import { satangToBahtNumber } from '@chaba/contracts/money';
import type { Executor } from '@chaba/db/client';
import { members, moneyRequests } from '@chaba/db/schema';
import { and, asc, eq } from 'drizzle-orm';

type Status = (typeof moneyRequests.$inferSelect)['status'];

/** Withdrawals for the operators' queue, oldest first (bounded). */
export async function listWithdrawals(db: Executor, options: { status: Status; limit?: number }) {
  const rows = await db
    .select({ request: moneyRequests, phone: members.phone, name: members.name })
    .from(moneyRequests)
    .innerJoin(members, eq(members.id, moneyRequests.memberId))
    .where(and(eq(moneyRequests.type, 'withdraw'), eq(moneyRequests.status, options.status)))
    .orderBy(asc(moneyRequests.createdAt), asc(moneyRequests.id))
    .limit(Math.min(options.limit ?? 100, 500));
  return rows.map(({ request, phone, name }) => ({
    id: request.id,
    ref: request.ref,
    status: request.status,
    amount: satangToBahtNumber(request.amountSatang),
    member_phone: phone,
    member_name: name,
    bank: request.memberBank,
    account_number: request.memberAccountNumber,
    bank_ref: request.bankRef,
    cause: request.deletedCause,
    created_at: request.createdAt.toISOString(),
    completed_at: request.completedAt?.toISOString() ?? null,
  }));
}
