import type { Database } from '@chaba/db/client';
import { moneyRequests } from '@chaba/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { ledgerAccount } from '../ledger/accounts';
import { creditDeposit } from './credit-deposit';
import type { GatewayPaymentNotice } from './payment-gateway';

/**
 * An external payment gateway confirms a QR payment for one of our requests (by its ref). The
 * payment id is the idempotency key: a replayed notice credits nothing more. The gateway names the
 * request exactly, so a payment for an expired or cancelled deposit still completes it — the member
 * paid. A notice for an unknown ref is recorded in the ledger of nobody and answered `unknown_ref`.
 */
export async function confirmGatewayPayment(
  db: Database,
  options: { gatewayName: string; notice: GatewayPaymentNotice; now: Date },
): Promise<{
  status: 'completed' | 'replayed' | 'unknown_ref';
  requestId: number | null;
  memberId: number | null;
}> {
  const { notice, now } = options;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(moneyRequests)
      .where(and(eq(moneyRequests.ref, notice.ref), eq(moneyRequests.type, 'deposit')))
      .for('update');
    if (!request) return { status: 'unknown_ref', requestId: null, memberId: null };
    const posted = await creditDeposit(tx, {
      memberId: request.memberId,
      amountSatang: notice.amountSatang,
      from: ledgerAccount.paymentGateway(options.gatewayName),
      idempotencyKey: `gateway:${options.gatewayName}:${notice.paymentId}`,
      metadata: { ref: notice.ref, requestId: request.id },
      request: { id: request.id, promotionId: request.promotionId },
      now,
    });
    if (posted.replayed) return { status: 'replayed', requestId: request.id, memberId: null };
    await tx
      .update(moneyRequests)
      .set({
        status: 'completed',
        completedAt: now,
        // What was paid is what the request reads; what it asked for stays beside it (issue 9).
        amountSatang: notice.amountSatang,
        expectedAmountSatang: notice.amountSatang === request.amountSatang ? null : request.amountSatang,
        deletedCause: null,
        deletedAt: null,
      })
      .where(
        and(
          eq(moneyRequests.id, request.id),
          inArray(moneyRequests.status, ['pending', 'expired', 'cancelled']),
        ),
      );
    return { status: 'completed', requestId: request.id, memberId: request.memberId };
  });
}
