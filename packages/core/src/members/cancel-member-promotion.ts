import type { Database } from '@chaba/db/client';
import { recordAudit } from '../audit/record-audit';
import { cancelPromotion } from '../promotions/cancel-promotion';
import { readActivePromotion } from '../promotions/current-promotion';
import { lockMemberRow, type StaffActor } from '../audit/lock-member-row';

/**
 * Staff cancel a member's active promotion, with the member's own rules (decision 7: the unused bonus
 * goes back; after bets it is forfeited and the turnover requirement ends), audited in the same
 * transaction.
 *
 * @throws DomainError not_found, no_active_promotion
 */
export async function cancelMemberPromotion(db: Database, options: StaffActor & { memberId: number }) {
  return db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, options.memberId);
    const active = await readActivePromotion(tx, member.id);
    const result = await cancelPromotion(tx, { memberId: member.id, now: options.now });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'member.cancel_promotion',
      targetType: 'member',
      targetId: member.id,
      clientAddress: options.clientAddress,
      details: { returnedSatang: result.returnedSatang.toString(), hadBets: result.hadBets },
      before: active
        ? { promotionId: active.promotionId, memberPromotionId: active.id, status: 'active' }
        : null,
      after: active
        ? { promotionId: active.promotionId, memberPromotionId: active.id, status: 'cancelled' }
        : null,
      now: options.now,
    });
    return result;
  });
}
