import type { Database } from '@chaba/db/client';
import { recordAudit } from '../audit/record-audit';
import { lockMemberRow, type StaffActor } from '../audit/lock-member-row';
import { DomainError } from '../errors';
import { cancelPromotion } from '../promotions/cancel-promotion';
import { readActivePromotion } from '../promotions/current-promotion';

/**
 * Staff cancel a member's active promotion or bonus of any source, with the member's own rules
 * (decision 7: the unused bonus goes back to its source's account; after bets it is forfeited and the
 * turnover requirement ends), audited with the reason in the same transaction. `memberPromotionId` is
 * the bonus the staff member saw in the preview: when another one is active now, nothing happens.
 *
 * @throws DomainError not_found, no_active_promotion, bonus_changed
 */
export async function cancelMemberBonus(
  db: Database,
  options: StaffActor & { memberId: number; memberPromotionId: number; reason: string },
) {
  return db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, options.memberId);
    const active = await readActivePromotion(tx, member.id);
    if (!active) throw new DomainError('no_active_promotion');
    if (active.id !== options.memberPromotionId) throw new DomainError('bonus_changed');
    const result = await cancelPromotion(tx, { memberId: member.id, now: options.now });
    const audited = { source: active.source, promotionId: active.promotionId, memberPromotionId: active.id };
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'member.cancel_promotion',
      targetType: 'member',
      targetId: member.id,
      clientAddress: options.clientAddress,
      details: {
        reason: options.reason,
        returnedSatang: result.returnedSatang.toString(),
        hadBets: result.hadBets,
      },
      before: { ...audited, status: 'active' },
      after: { ...audited, status: 'cancelled' },
      now: options.now,
    });
    return result;
  });
}
