import type { Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { cashbackPayouts } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { recordMemberChange } from '../notifications/member-events';

/**
 * A member claims a claimable cashback or rebate payout (decision 60): paid once through
 * `cashback_pay` (bonus_grant), whoever claims at once: the payout row is locked and only a
 * 'claimable' one is paid. Past its `expires_at` it is expired and pays nothing. A member player
 * protection refuses keeps the payout claimable (the refusal rolls back) until it expires.
 *
 * @throws DomainError not_found, cashback_not_claimable, cashback_claim_expired, cashback_refused
 */
export async function claimCashback(
  db: Database,
  options: { memberId: number; payoutId: number; now: Date },
): Promise<{ amountSatang: bigint }> {
  const { memberId, payoutId, now } = options;
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(cashbackPayouts)
      .where(and(eq(cashbackPayouts.id, payoutId), eq(cashbackPayouts.memberId, memberId)))
      .for('update');
    if (!payout) throw new DomainError('not_found');
    if (payout.status !== 'claimable') throw new DomainError('cashback_not_claimable');
    if (payout.expiresAt !== null && payout.expiresAt <= now) throw new DomainError('cashback_claim_expired');
    const [paid] = await queryRows<{ outcome: string }>(
      tx,
      sql`select cashback_pay(${payoutId}, ${now.toISOString()}::timestamptz) as outcome`,
    );
    // The payout is locked and claimable here, so the only other outcomes are player protection's.
    if (paid?.outcome !== 'granted' && paid?.outcome !== 'replayed')
      throw new DomainError('cashback_refused');
    await recordMemberChange(tx, { memberId, reason: 'credit' });
    return { amountSatang: payout.amountSatang };
  });
}
