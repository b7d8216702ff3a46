import type { Database } from '@chaba/db/client';
import { payoutOrders } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import { applyPayoutOutcome, type PayoutOutcome } from './pay-out';

/**
 * Staff settle a stuck payout by hand (decision 51): they found the transfer in the bank (paid, with
 * its reference) or that it never left (failed: the hold returns). Above the two-person amount a
 * "paid" needs two staff members: the first parks the reference, a second, different one confirms
 * it. Audited; an outcome the agent reports later changes nothing (the first outcome stands).
 *
 * @throws DomainError payout_not_open, second_approver_same_staff
 */
export async function settlePayoutByHand(
  db: Database,
  options: {
    staffId: number;
    requestId: number;
    outcome: PayoutOutcome;
    now: Date;
    secondApprovalAboveSatang: bigint | null;
    clientAddress?: string;
  },
): Promise<{ status: 'paid' | 'failed' | 'awaiting_second_approval' }> {
  const { staffId, outcome, now } = options;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(payoutOrders)
      .where(eq(payoutOrders.requestId, options.requestId))
      .for('update');
    if (!order || order.status === 'paid' || order.status === 'failed')
      throw new DomainError('payout_not_open');
    const threshold = options.secondApprovalAboveSatang;
    const needsTwo = outcome.status === 'paid' && threshold !== null && order.amountSatang > threshold;
    const audit = (action: string, after: Record<string, unknown>) =>
      recordAudit(tx, {
        staffId,
        action,
        targetType: 'money_request',
        targetId: order.requestId,
        details: { orderId: order.id, amountSatang: order.amountSatang.toString(), ...after },
        clientAddress: options.clientAddress,
        before: { orderStatus: order.status },
        after,
        now,
      });
    if (needsTwo && order.firstSettledByStaffId === null) {
      const bankRef = outcome.status === 'paid' ? outcome.bankRef : '';
      await tx
        .update(payoutOrders)
        .set({ firstSettledByStaffId: staffId, firstSettledRef: bankRef })
        .where(eq(payoutOrders.id, order.id));
      await audit('withdrawal.payout_settle_first', { orderStatus: order.status, bankRef });
      return { status: 'awaiting_second_approval' as const };
    }
    if (needsTwo && order.firstSettledByStaffId === staffId)
      throw new DomainError('second_approver_same_staff');
    await audit('withdrawal.payout_settle', {
      orderStatus: outcome.status,
      ...(outcome.status === 'paid' ? { bankRef: outcome.bankRef } : { reason: outcome.reason }),
      ...(order.firstSettledByStaffId === null ? {} : { firstSettledByStaffId: order.firstSettledByStaffId }),
    });
    const result = await applyPayoutOutcome(tx, order, { ...options, staffId });
    return { status: result.status };
  });
}
