import type { Executor } from '@chaba/db/client';
import { moneyRequests } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { recordMemberChange } from '../notifications/member-events';

/**
 * A member cancels their own pending deposit. A guarded update: if the transfer was matched a moment
 * earlier, the deposit stays completed and the cancel is refused; if the cancel wins, a transfer that
 * arrives later waits as an unmatched line — either way the money is kept.
 *
 * @throws DomainError not_found (not the member's deposit), request_not_pending
 */
export async function cancelDeposit(
  db: Executor,
  options: { memberId: number; requestId: number; now: Date },
) {
  // The browser cancels when its countdown ends (spec §4.5): at or after the server's expiry that is
  // an expiry, not the member's choice, and is recorded as one.
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(moneyRequests)
      .set({
        status: sql`case when ${moneyRequests.expiresAt} <= ${options.now.toISOString()} then 'expired' else 'cancelled' end`,
        deletedCause: sql`case when ${moneyRequests.expiresAt} <= ${options.now.toISOString()} then 'expired' else 'cancelled_by_member' end`,
        deletedAt: options.now,
      })
      .where(
        and(
          eq(moneyRequests.id, options.requestId),
          eq(moneyRequests.memberId, options.memberId),
          eq(moneyRequests.type, 'deposit'),
          eq(moneyRequests.status, 'pending'),
        ),
      )
      .returning({ id: moneyRequests.id });
    if (row) await recordMemberChange(tx, { memberId: options.memberId, reason: 'request' });
    return row;
  });
  if (cancelled) return cancelled;
  const [existing] = await db
    .select({ id: moneyRequests.id })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.id, options.requestId),
        eq(moneyRequests.memberId, options.memberId),
        eq(moneyRequests.type, 'deposit'),
      ),
    );
  throw new DomainError(existing ? 'request_not_pending' : 'not_found');
}
