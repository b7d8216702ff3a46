import type { Database, Transaction } from '@chaba/db/client';
import { bankStatementLines, ledgerTransactions, moneyRequests } from '@chaba/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { ledgerAccount } from '../ledger/accounts';
import { creditDeposit } from './credit-deposit';
import { gatewayLineAccount, holdForPlayerProtection, refusalToCredit } from './hold-for-player-protection';
import type { GatewayPaymentNotice } from './payment-gateway';

/**
 * An external payment gateway confirms a QR payment for one of our requests (by its ref). The
 * payment id is the idempotency key: a replayed notice credits nothing more. The gateway names the
 * request exactly, so a payment for an expired or cancelled deposit still completes it — the member
 * paid. A notice for an unknown ref is recorded in the ledger of nobody and answered `unknown_ref`.
 * Before crediting, player protection is asked (the request left out of its count): when it refuses,
 * the payment is held in suspense as an unmatched statement line of the gateway, marked with the
 * refusal, for staff to refund or credit later (`held`; decision 20). The request's row lock queues
 * concurrent replays; the payment's key is looked up first, so a replay never re-decides.
 */
export async function confirmGatewayPayment(
  db: Database,
  options: { gatewayName: string; notice: GatewayPaymentNotice; now: Date },
): Promise<{
  status: 'completed' | 'held' | 'replayed' | 'unknown_ref';
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
    const idempotencyKey = `gateway:${options.gatewayName}:${notice.paymentId}`;
    const [seen] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    if (seen) return { status: 'replayed', requestId: request.id, memberId: null };
    const refusal = await refusalToCredit(tx, {
      memberId: request.memberId,
      amountSatang: notice.amountSatang,
      requestId: request.id,
      now,
    });
    if (refusal) {
      await holdGatewayPayment(tx, { ...options, idempotencyKey, request, refusal });
      return { status: 'held', requestId: request.id, memberId: null };
    }
    const posted = await creditDeposit(tx, {
      memberId: request.memberId,
      amountSatang: notice.amountSatang,
      from: ledgerAccount.paymentGateway(options.gatewayName),
      idempotencyKey,
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

/** Records a payment player protection refused as an unmatched line of the gateway, held in suspense. */
async function holdGatewayPayment(
  tx: Transaction,
  options: {
    gatewayName: string;
    notice: GatewayPaymentNotice;
    idempotencyKey: string;
    request: { id: number; memberId: number };
    refusal: string;
    now: Date;
  },
) {
  const { notice, idempotencyKey, now } = options;
  const [line] = await tx
    .insert(bankStatementLines)
    .values({
      externalId: idempotencyKey,
      accountNumber: gatewayLineAccount(options.gatewayName),
      amountSatang: notice.amountSatang,
      occurredAt: now,
      status: 'unmatched',
      createdAt: now,
    })
    .returning({ id: bankStatementLines.id });
  if (!line) throw new Error('no statement line for the held gateway payment');
  await holdForPlayerProtection(tx, {
    lineId: line.id,
    from: ledgerAccount.paymentGateway(options.gatewayName),
    idempotencyKey,
    requestId: options.request.id,
    memberId: options.request.memberId,
    refusal: options.refusal,
    now,
  });
}
