import type { Database, Transaction } from '@chaba/db/client';
import { bankStatementLines, moneyRequests } from '@chaba/db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { creditDeposit } from '../deposits/credit-deposit';
import { markHeldForPlayerProtection, refusalToCredit } from '../deposits/hold-for-player-protection';
import { ledgerAccount } from '../ledger/accounts';
import { heldForMaintenance, holdsTransfers } from './read-maintenance';

const defaultLimit = 200;

/**
 * Credits the transfers held during maintenance (each matched its deposit on arrival, and its money
 * waits on the unmatched-deposits account), once maintenance no longer holds them: the switch-off
 * calls it, and the `release-held-transfers` job redoes whatever a cut-short run left. Each line is its
 * own transaction and leaves the held state with one guarded update, so concurrent runs (two
 * switch-offs, the job on several processes) credit each line once; the ledger's idempotency key is
 * the staff match's, so a line an operator matched by hand meanwhile is never credited twice. A
 * deposit the member cancelled, or that expired, while held is completed all the same (they paid).
 * A line whose deposit cannot be completed any more is left unmatched for an operator, and one that
 * player protection now refuses stays held, marked with the refusal (decision 20).
 */
export async function releaseHeldTransfers(
  db: Database,
  options: { now: Date; limit?: number },
): Promise<{ released: number; memberIds: number[] }> {
  if (await holdsTransfers(db)) return { released: 0, memberIds: [] };
  const held = await db
    .select({ id: bankStatementLines.id })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.status, 'unmatched'),
        eq(bankStatementLines.unmatchedReason, heldForMaintenance),
      ),
    )
    .orderBy(asc(bankStatementLines.id))
    .limit(options.limit ?? defaultLimit);
  const memberIds: number[] = [];
  for (const { id } of held) {
    const memberId = await db.transaction((tx) => releaseLine(tx, id, options.now));
    if (memberId !== undefined) memberIds.push(memberId);
  }
  return { released: memberIds.length, memberIds };
}

/** Completes the held line's deposit and credits it; the member's id, or undefined when not released. */
async function releaseLine(tx: Transaction, lineId: number, now: Date): Promise<number | undefined> {
  const [line] = await tx
    .update(bankStatementLines)
    .set({ status: 'matched', unmatchedReason: null, resolvedAt: now })
    .where(
      and(
        eq(bankStatementLines.id, lineId),
        eq(bankStatementLines.status, 'unmatched'),
        eq(bankStatementLines.unmatchedReason, heldForMaintenance),
      ),
    )
    .returning();
  if (!line) return undefined;

  if (line.requestId !== null) {
    const [paid] = await tx
      .select({ memberId: moneyRequests.memberId })
      .from(moneyRequests)
      .where(eq(moneyRequests.id, line.requestId));
    const refusal = paid
      ? await refusalToCredit(tx, {
          memberId: paid.memberId,
          amountSatang: line.amountSatang,
          requestId: line.requestId,
          now,
        })
      : null;
    if (paid && refusal) {
      await markHeldForPlayerProtection(tx, {
        lineId: line.id,
        requestId: line.requestId,
        memberId: paid.memberId,
        refusal,
        now,
      });
      return undefined;
    }
  }

  const [request] =
    line.requestId === null
      ? []
      : await tx
          .update(moneyRequests)
          .set({
            status: 'completed',
            completedAt: now,
            statementLineId: line.id,
            deletedCause: null,
            deletedAt: null,
          })
          .where(
            and(
              eq(moneyRequests.id, line.requestId),
              eq(moneyRequests.type, 'deposit'),
              eq(moneyRequests.amountSatang, line.amountSatang),
              inArray(moneyRequests.status, ['pending', 'expired', 'cancelled']),
            ),
          )
          .returning();
  if (!request) {
    await tx
      .update(bankStatementLines)
      .set({ status: 'unmatched', unmatchedReason: 'no_pending_deposit', requestId: null, resolvedAt: null })
      .where(eq(bankStatementLines.id, line.id));
    return undefined;
  }

  await creditDeposit(tx, {
    memberId: request.memberId,
    amountSatang: line.amountSatang,
    from: ledgerAccount.unmatchedDeposits(),
    idempotencyKey: `statement-line:${line.id}:credit`,
    metadata: { lineId: line.externalId, requestId: request.id, heldForMaintenance: true },
    request: { id: request.id, promotionId: request.promotionId },
    now,
  });
  return request.memberId;
}
