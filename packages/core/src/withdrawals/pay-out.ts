import type { Database, Transaction } from '@chaba/db/client';
import { moneyRequests, payoutOrders } from '@chaba/db/schema';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PayoutRail } from '../payouts/payout-rail';
import { alertPayoutContradiction, contradictsRecordedOutcome } from './alert-payout-contradiction';
import { instructionOf, type PayoutOrder } from './payout-orders';
import { settleWithdrawal } from './settle-withdrawal';

/** A confirmed outcome of an order: the agent's report, its answer when asked, or staff's by hand. */
export type PayoutOutcome = { status: 'paid'; bankRef: string } | { status: 'failed'; reason: string };

/**
 * Sends an order still `sending` to the rail, once per claim: the claim (attempts + 1, the next try
 * pushed back) is a guarded update, so two processes never send it at the same moment, and a
 * process killed after its claim leaves an order the next run sends again with the same id.
 * Accepted: asked about after `checkAfterSeconds` if no report came. Refused (a 4xx): not paid, the
 * hold returns. Unknown (a timeout, a 5xx, the agent down): stays `sending`, never failed.
 */
export async function sendPayoutOrder(
  db: Database,
  options: { orderId: string; rail: PayoutRail; now: Date; checkAfterSeconds: number },
): Promise<PayoutOrder['status'] | null> {
  const { now } = options;
  const [claimed] = await db
    .update(payoutOrders)
    .set({
      attempts: sql`${payoutOrders.attempts} + 1`,
      // 10 s, doubling with each attempt, at most 10 minutes.
      nextAttemptAt: sql`${now.toISOString()}::timestamptz
        + least(10000 * power(2, least(${payoutOrders.attempts}, 6)), 600000) * interval '1 millisecond'`,
    })
    .where(
      and(
        eq(payoutOrders.id, options.orderId),
        eq(payoutOrders.status, 'sending'),
        lte(payoutOrders.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!claimed) return null;
  const sent = await options.rail.send(instructionOf(claimed));
  if (sent.kind === 'refused') {
    await recordPayoutOutcome(db, {
      orderId: claimed.id,
      outcome: { status: 'failed', reason: sent.reason },
      now,
    });
    return 'failed';
  }
  if (sent.kind === 'unknown') {
    await db.update(payoutOrders).set({ lastError: sent.error }).where(eq(payoutOrders.id, claimed.id));
    return 'sending';
  }
  await db
    .update(payoutOrders)
    .set({
      status: 'accepted',
      // What the agent was told: a freeze may have moved the order while it was being sent.
      fromAccountNumber: claimed.fromAccountNumber,
      acceptedAt: now,
      lastError: null,
      nextAttemptAt: new Date(now.getTime() + options.checkAfterSeconds * 1000),
    })
    .where(and(eq(payoutOrders.id, claimed.id), eq(payoutOrders.status, 'sending')));
  return 'accepted';
}

/**
 * Asks the rail about an accepted order that has had no report for `checkAfterSeconds`, and acts on
 * the answer: paid or failed is recorded; still pending (or no answer) is asked again later; an agent
 * that never got it is sent it again, with the same id.
 */
export async function checkPayoutOrder(
  db: Database,
  options: { orderId: string; rail: PayoutRail; now: Date; checkAfterSeconds: number },
): Promise<void> {
  const { now } = options;
  const [claimed] = await db
    .update(payoutOrders)
    .set({ nextAttemptAt: new Date(now.getTime() + options.checkAfterSeconds * 1000) })
    .where(
      and(
        eq(payoutOrders.id, options.orderId),
        eq(payoutOrders.status, 'accepted'),
        lte(payoutOrders.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!claimed) return;
  const answer = await options.rail.check(claimed.id);
  if (answer.kind === 'paid' || answer.kind === 'failed') {
    const outcome: PayoutOutcome =
      answer.kind === 'paid'
        ? { status: 'paid', bankRef: answer.bankRef }
        : { status: 'failed', reason: answer.reason };
    await recordPayoutOutcome(db, { orderId: claimed.id, outcome, now });
  } else if (answer.kind === 'not_found') {
    await db
      .update(payoutOrders)
      .set({ status: 'sending', nextAttemptAt: now })
      .where(and(eq(payoutOrders.id, claimed.id), eq(payoutOrders.status, 'accepted')));
  } else if (answer.kind === 'unknown') {
    await db.update(payoutOrders).set({ lastError: answer.error }).where(eq(payoutOrders.id, claimed.id));
  }
}

/**
 * Records an order's confirmed outcome once: paid completes the withdrawal (the hold goes out to
 * payouts), failed rejects it with `payout_failed` (the hold returns to the wallet), both through the
 * one ledger writer. Told again, the same or another outcome changes nothing and answers the first:
 * `replayed`; another outcome (failed after paid, paid after failed, another bank reference) raises
 * a staff alert too (`alertPayoutContradiction`). `staffId` is who settled it by hand (audited as
 * theirs), null for the agent.
 *
 * @throws DomainError not_found
 */
export async function recordPayoutOutcome(
  db: Database,
  options: {
    orderId: string;
    outcome: PayoutOutcome;
    now: Date;
    staffId?: number | null;
    clientAddress?: string;
  },
): Promise<{ status: 'paid' | 'failed'; replayed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(payoutOrders)
      .where(eq(payoutOrders.id, options.orderId))
      .for('update');
    if (!order) return null;
    return applyPayoutOutcome(tx, order, options);
  });
}

/** `recordPayoutOutcome` on an order the caller locked, in the caller's transaction. */
export async function applyPayoutOutcome(
  tx: Transaction,
  order: PayoutOrder,
  options: { outcome: PayoutOutcome; now: Date; staffId?: number | null; clientAddress?: string },
): Promise<{ status: 'paid' | 'failed'; replayed: boolean }> {
  const { outcome, now } = options;
  if (order.status === 'paid' || order.status === 'failed') {
    if (contradictsRecordedOutcome(order, outcome)) await alertPayoutContradiction(tx, order, options);
    return { status: order.status, replayed: true };
  }
  const [request] = await tx
    .select()
    .from(moneyRequests)
    .where(eq(moneyRequests.id, order.requestId))
    .for('update');
  if (!request || request.status !== 'pending') {
    throw new Error(`payout order ${order.id} without a pending withdrawal`);
  }
  await tx
    .update(payoutOrders)
    .set({
      status: outcome.status,
      outcomeAt: now,
      bankRef: outcome.status === 'paid' ? outcome.bankRef : null,
      reason: outcome.status === 'failed' ? outcome.reason : null,
      settledByStaffId: options.staffId ?? null,
    })
    .where(eq(payoutOrders.id, order.id));
  const actor = {
    staffId: options.staffId ?? null,
    now,
    clientAddress: options.clientAddress,
    via: 'payout_agent',
  };
  await settleWithdrawal(
    tx,
    request,
    actor,
    outcome.status === 'paid'
      ? { status: 'completed', bankRef: outcome.bankRef === '' ? order.id : outcome.bankRef }
      : { status: 'rejected', deletedCause: 'payout_failed' },
  );
  return { status: outcome.status, replayed: false };
}

/** Orders due: to send (`sending`) or to ask about (`accepted`), oldest due first. */
export async function duePayoutOrders(db: Database, options: { now: Date; limit: number }) {
  return db
    .select({ id: payoutOrders.id, status: payoutOrders.status })
    .from(payoutOrders)
    .where(
      and(
        inArray(payoutOrders.status, ['sending', 'accepted']),
        lte(payoutOrders.nextAttemptAt, options.now),
      ),
    )
    .orderBy(asc(payoutOrders.nextAttemptAt))
    .limit(options.limit);
}

/** Pending withdrawals the automatic rules have not looked at (the server stopped before it could). */
export async function uncheckedWithdrawals(db: Database, options: { limit: number }) {
  const rows = await db
    .select({ id: moneyRequests.id })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.type, 'withdraw'),
        eq(moneyRequests.status, 'pending'),
        isNull(moneyRequests.rulesCheckedAt),
      ),
    )
    .orderBy(asc(moneyRequests.createdAt))
    .limit(options.limit);
  return rows.map((row) => row.id);
}
