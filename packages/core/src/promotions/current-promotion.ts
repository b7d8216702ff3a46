import type { Executor } from '@chaba/db/client';
import { memberPromotions, memberTurnover, promotions } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';

/**
 * SQL: the name in each language of the bonus row aliased `mp`, from its promotion aliased `p`
 * (left-joined), else its own names (a staff bonus, coupon, cashback …: decision 58); '' when unwritten.
 */
export const bonusName = {
  th: sql.raw(`coalesce(p.name, mp.names->>'th', '')`),
  en: sql.raw(`coalesce(p.name_en, mp.names->>'en', '')`),
  cn: sql.raw(`coalesce(p.name_cn, mp.names->>'cn', '')`),
};

/** The member's active promotion with its turnover progress, or undefined. */
export async function readActivePromotion(db: Executor, memberId: number) {
  const [row] = await db
    .select({
      memberPromotion: memberPromotions,
      name: sql<string>`coalesce(${promotions.name}, ${memberPromotions.names}->>'th', '')`,
      nameEn: sql<string>`coalesce(${promotions.nameEn}, ${memberPromotions.names}->>'en', '')`,
      nameCn: sql<string>`coalesce(${promotions.nameCn}, ${memberPromotions.names}->>'cn', '')`,
      turnover: memberTurnover,
    })
    .from(memberPromotions)
    .leftJoin(promotions, eq(promotions.id, memberPromotions.promotionId))
    .leftJoin(memberTurnover, eq(memberTurnover.memberId, memberPromotions.memberId))
    .where(and(eq(memberPromotions.memberId, memberId), eq(memberPromotions.status, 'active')));
  if (!row) return undefined;
  const betTotal = row.turnover?.betTotalSatang ?? 0n;
  const progress = betTotal - row.memberPromotion.turnoverStartSatang;
  const progressSatang = progress > 0n ? progress : 0n;
  const remainingSatang = row.memberPromotion.turnoverRequiredSatang - progressSatang;
  return {
    id: row.memberPromotion.id,
    promotionId: row.memberPromotion.promotionId,
    source: row.memberPromotion.source,
    name: row.name,
    /** The names in every language the operator wrote (empty: the Thai one shows). */
    names: { th: row.name, en: row.nameEn, cn: row.nameCn },
    bonusSatang: row.memberPromotion.bonusSatang,
    progressSatang,
    requiredSatang: row.memberPromotion.turnoverRequiredSatang,
    remainingSatang: remainingSatang > 0n ? remainingSatang : 0n,
    updatedAt: row.turnover?.updatedAt ?? row.memberPromotion.startedAt,
    startTurnoverSatang: row.memberPromotion.turnoverStartSatang,
  };
}

/**
 * Ends the active promotion when its turnover is reached: the SQL function
 * `promotion_complete_reached` (packages/db/functions/promotions/promotion-rules.sql), which the
 * wallet's bet calls too. Answers the promotion still active, if any.
 */
export async function completeReachedPromotion(db: Executor, options: { memberId: number; now: Date }) {
  await db.execute(
    sql`select promotion_complete_reached(${options.memberId}::bigint, ${options.now.toISOString()}::timestamptz)`,
  );
  return readActivePromotion(db, options.memberId);
}
