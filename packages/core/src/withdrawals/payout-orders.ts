import type { Executor, Transaction } from '@chaba/db/client';
import { members, payoutOrders, type moneyRequests } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { PayoutInstruction } from '../payouts/payout-rail';
import { choosePayingAccount, lockPayingAccounts } from './paying-account';

type MoneyRequest = typeof moneyRequests.$inferSelect;
export type PayoutOrder = typeof payoutOrders.$inferSelect;

/** The order id of a withdrawal: the agent's idempotency key, the same at every sending. */
export const payoutOrderId = (requestId: number) => `wd-${requestId}`;

/**
 * Makes the withdrawal's one payout order in the caller's transaction (the request's row locked by
 * the caller), paid from the first company account that can pay it (`paying-account.ts`: role,
 * status, balance, daily cap, decided under the payout lock, held until the caller commits). When
 * no account can, nothing is written and the answer is null: the caller sends the withdrawal to a
 * person. The table's UNIQUE request_id is the last guard: a second order for the same withdrawal
 * is a constraint violation, never a second payment. It is sent after the commit.
 */
export async function createPayoutOrder(
  tx: Transaction,
  request: MoneyRequest,
  options: { staffId: number | null; now: Date },
): Promise<PayoutOrder | null> {
  const from = choosePayingAccount(await lockPayingAccounts(tx, options.now), request.amountSatang);
  if (!from) return null;
  const [member] = await tx
    .select({ name: members.name })
    .from(members)
    .where(eq(members.id, request.memberId));
  const [order] = await tx
    .insert(payoutOrders)
    .values({
      id: payoutOrderId(request.id),
      requestId: request.id,
      memberId: request.memberId,
      amountSatang: request.amountSatang,
      toBank: request.memberBank ?? '',
      toAccountNumber: request.memberAccountNumber ?? '',
      toName: member?.name ?? '',
      fromAccountNumber: from.accountNumber,
      status: 'sending',
      approvedByStaffId: options.staffId,
      nextAttemptAt: options.now,
      createdAt: options.now,
    })
    .returning();
  if (!order) throw new Error('insert returned no row');
  return order;
}

/** The withdrawal's order, if it has one. */
export async function readPayoutOrder(db: Executor, requestId: number): Promise<PayoutOrder | undefined> {
  const [order] = await db.select().from(payoutOrders).where(eq(payoutOrders.requestId, requestId));
  return order;
}

/** What a rail is told of an order. */
export function instructionOf(order: PayoutOrder): PayoutInstruction {
  return {
    id: order.id,
    amountSatang: order.amountSatang,
    toBank: order.toBank,
    toAccountNumber: order.toAccountNumber,
    toName: order.toName,
    fromAccountNumber: order.fromAccountNumber,
    createdAt: order.createdAt,
  };
}
