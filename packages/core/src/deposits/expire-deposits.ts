import type { Executor } from '@chaba/db/client';
import { bankStatementLines, moneyRequests } from '@chaba/db/schema';
import { and, eq, inArray, lte, notExists } from 'drizzle-orm';
import { recordMemberChange } from '../notifications/member-events';

const defaultLimit = 500;

/**
 * Expires pending deposits whose 15 minutes are over, whether or not a browser is open. Idempotent
 * (a guarded update), and bounded per run (`limit` requests, 500 by default); the job runs it
 * every few seconds, one batch a run.
 */
export async function expireDeposits(db: Executor, options: { now: Date; limit?: number }) {
  const due = await db
    .select({ id: moneyRequests.id })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.status, 'pending'),
        eq(moneyRequests.type, 'deposit'),
        lte(moneyRequests.expiresAt, options.now),
        // Paid during maintenance and held until it ends: not expired (release-held-transfers).
        notExists(
          db
            .select({ id: bankStatementLines.id })
            .from(bankStatementLines)
            .where(
              and(
                eq(bankStatementLines.requestId, moneyRequests.id),
                eq(bankStatementLines.status, 'unmatched'),
              ),
            ),
        ),
      ),
    )
    .limit(options.limit ?? defaultLimit);
  if (due.length === 0) return [];
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(moneyRequests)
      .set({ status: 'expired', deletedCause: 'expired', deletedAt: options.now })
      .where(
        and(
          inArray(
            moneyRequests.id,
            due.map((row) => row.id),
          ),
          eq(moneyRequests.status, 'pending'),
        ),
      )
      .returning({ id: moneyRequests.id, memberId: moneyRequests.memberId });
    for (const { memberId } of expired) await recordMemberChange(tx, { memberId, reason: 'deposit' });
    return expired;
  });
}
