import type { Database } from '@chaba/db/client';
import { memberPromotions } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { lockMemberRow, type StaffActor } from '../audit/lock-member-row';
import { DomainError } from '../errors';
import { completeReachedPromotion, readActivePromotion } from '../promotions/current-promotion';
import { recordMemberChange } from '../notifications/member-events';

/**
 * Staff change the turnover requirement of the member's active promotion or bonus, with a reason
 * (audited, before and after). A requirement the member's bets since it started already reach ends
 * it at once (promotion_complete_reached, the wallet's own rule). `memberPromotionId` is the bonus the
 * staff member saw: when another one is active now, nothing happens.
 *
 * @throws DomainError not_found, no_active_promotion, bonus_changed
 */
export async function changeBonusTurnover(
  db: Database,
  options: StaffActor & {
    memberId: number;
    memberPromotionId: number;
    requiredSatang: bigint;
    reason: string;
  },
) {
  return db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, options.memberId);
    const active = await readActivePromotion(tx, member.id);
    if (!active) throw new DomainError('no_active_promotion');
    if (active.id !== options.memberPromotionId) throw new DomainError('bonus_changed');
    await tx
      .update(memberPromotions)
      .set({ turnoverRequiredSatang: options.requiredSatang })
      .where(and(eq(memberPromotions.id, active.id), eq(memberPromotions.status, 'active')));
    const after = await completeReachedPromotion(tx, { memberId: member.id, now: options.now });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'member.change_turnover',
      targetType: 'member',
      targetId: member.id,
      clientAddress: options.clientAddress,
      details: { reason: options.reason, memberPromotionId: active.id, source: active.source },
      before: { requiredSatang: active.requiredSatang.toString(), status: 'active' },
      after: {
        requiredSatang: options.requiredSatang.toString(),
        status: after?.id === active.id ? 'active' : 'completed',
      },
      now: options.now,
    });
    await recordMemberChange(tx, { memberId: member.id, reason: 'credit' });
    return { completed: after?.id !== active.id };
  });
}
