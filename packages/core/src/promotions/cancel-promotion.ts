import type { Database } from '@chaba/db/client';
import { memberPromotions } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { bonusExpenseAccount, ledgerAccount, readBalance } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { readActivePromotion } from './current-promotion';
import { recordMemberChange } from '../notifications/member-events';

/**
 * A member gives up their active promotion (decision record 7). Before any bet, the unused bonus
 * goes back to the promotion account and the member is as if they took none. After bets, the bonus
 * is forfeited: what is left of it (up to the whole credit) goes back, and the turnover requirement
 * ends, so the rest of the credit can be withdrawn. A bonus of another source (a staff bonus, coupon,
 * cashback …) goes back to its own expense account (decision 58); a bonus that joined this one's
 * turnover stays the member's, its requirement ending with this one's.
 *
 * @throws DomainError no_active_promotion
 */
export async function cancelPromotion(db: Database, options: { memberId: number; now: Date }) {
  return db.transaction(async (tx) => {
    const active = await readActivePromotion(tx, options.memberId);
    if (!active) throw new DomainError('no_active_promotion');
    const [ended] = await tx
      .update(memberPromotions)
      .set({ status: 'cancelled', endedAt: options.now })
      .where(and(eq(memberPromotions.id, active.id), eq(memberPromotions.status, 'active')))
      .returning({ id: memberPromotions.id });
    if (!ended) throw new DomainError('no_active_promotion');
    const credit = await readBalance(tx, ledgerAccount.memberWallet(options.memberId));
    const takeBack = forfeitedSatang(active.bonusSatang, credit);
    if (takeBack > 0n) {
      await postTransaction(tx, {
        idempotencyKey: `promotion-cancel:${active.id}`,
        // A deposit promotion's bonus is the dashboard's `bonus` figure (promotion_bonus − promotion_forfeit);
        // another source's is read from its own expense account, where this one returns it.
        eventType: active.source === 'promotion' ? 'promotion_forfeit' : 'bonus_forfeit',
        postings: transfer(
          ledgerAccount.memberWallet(options.memberId),
          bonusExpenseAccount[active.source](),
          takeBack,
        ),
        metadata: {
          memberPromotionId: active.id,
          source: active.source,
          betsSincePromotion: active.progressSatang.toString(),
        },
      });
    }
    await recordMemberChange(tx, { memberId: options.memberId, reason: 'credit' });
    return { returnedSatang: takeBack, hadBets: active.progressSatang > 0n };
  });
}

/** What cancelling takes back (decision 7): the bonus, up to the wallet's credit. Staff see it first. */
export function forfeitedSatang(bonusSatang: bigint, creditSatang: bigint): bigint {
  return bonusSatang < creditSatang ? bonusSatang : creditSatang;
}
