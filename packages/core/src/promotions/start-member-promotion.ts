import type { Executor } from '@chaba/db/client';
import { memberPromotions, memberTurnover, moneyRequests, promotions } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { promotionBonus, turnoverRequirement } from './bonus-rules';

/**
 * On a confirmed deposit that came with a promotion: pays the bonus from the promotion expense
 * account and starts the turnover requirement. Runs in the deposit's database transaction. If the
 * member already has an active promotion (it could have started between request and payment) the
 * deposit is credited without a bonus.
 */
export async function startMemberPromotion(
  tx: Executor,
  options: { memberId: number; requestId: number; promotionId: number; depositSatang: bigint; now: Date },
): Promise<{ bonusSatang: bigint }> {
  const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, options.promotionId));
  if (!promotion) return { bonusSatang: 0n };
  const [active] = await tx
    .select({ id: memberPromotions.id })
    .from(memberPromotions)
    .where(and(eq(memberPromotions.memberId, options.memberId), eq(memberPromotions.status, 'active')));
  if (active) return { bonusSatang: 0n };

  const bonusSatang = promotionBonus(promotion, options.depositSatang);
  const requiredSatang = turnoverRequirement(promotion, options.depositSatang, bonusSatang);
  const [turnover] = await tx
    .select()
    .from(memberTurnover)
    .where(eq(memberTurnover.memberId, options.memberId));
  if (bonusSatang > 0n) {
    await postTransaction(tx, {
      idempotencyKey: `promotion-bonus:${options.requestId}`,
      eventType: 'promotion_bonus',
      postings: transfer(
        ledgerAccount.promotionExpense(),
        ledgerAccount.memberWallet(options.memberId),
        bonusSatang,
      ),
      metadata: { promotionId: promotion.id, requestId: options.requestId },
    });
  }
  await tx.insert(memberPromotions).values({
    memberId: options.memberId,
    promotionId: promotion.id,
    requestId: options.requestId,
    depositSatang: options.depositSatang,
    bonusSatang,
    turnoverRequiredSatang: requiredSatang,
    turnoverStartSatang: turnover?.betTotalSatang ?? 0n,
    status: requiredSatang > 0n ? 'active' : 'completed',
    startedAt: options.now,
    endedAt: requiredSatang > 0n ? null : options.now,
  });
  await tx.update(moneyRequests).set({ bonusSatang }).where(eq(moneyRequests.id, options.requestId));
  return { bonusSatang };
}
