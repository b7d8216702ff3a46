import type { Database } from '@chaba/db/client';
import { memberPromotions } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { completeReachedPromotion } from './current-promotion';
import { recordMemberChange } from '../notifications/member-events';

/** Spec §2.4 and §9: with total credit under 20 baht, the turnover requirement is cleared. */
export const clearTurnoverBelowSatang = 2_000n;

/**
 * The turnover check that follows a credit check (spec §4.4). Ends a promotion whose turnover is
 * reached; clears the requirement when the credit is under 20 baht (the player lost the bonus
 * anyway); otherwise says how much is left.
 */
export async function checkTurnover(db: Database, options: { memberId: number; now: Date }) {
  return db.transaction(async (tx) => {
    const active = await completeReachedPromotion(tx, options);
    if (!active) return { outcome: 'nothing_to_clear' as const };
    const credit = await readBalance(tx, ledgerAccount.memberWallet(options.memberId));
    if (credit < clearTurnoverBelowSatang) {
      await tx
        .update(memberPromotions)
        .set({ status: 'cleared', endedAt: options.now })
        .where(and(eq(memberPromotions.id, active.id), eq(memberPromotions.status, 'active')));
      await recordMemberChange(tx, { memberId: options.memberId, reason: 'credit' });
      return { outcome: 'cleared' as const };
    }
    return { outcome: 'not_met' as const, remainingSatang: active.remainingSatang };
  });
}
