import type { PromotionSummary } from '@chaba/contracts/profile';
import type { Executor } from '@chaba/db/client';
import { promotions } from '@chaba/db/schema';
import { satangToBaht } from '@chaba/i18n/format';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';

/** The promotions open now (switched on and inside their period), in their order, as the site shows them. */
export async function listOpenPromotions(db: Executor, now: Date): Promise<PromotionSummary[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    bonus_max: satangToBaht(row.bonusMaxSatang),
    bonus_fixed: satangToBaht(row.bonusFixedSatang),
    bonus_percent: row.bonusPercentBasisPoints / 100,
    deposit_max: satangToBaht(row.depositMaxSatang),
    deposit_min: satangToBaht(row.depositMinSatang),
    turnover: row.turnoverMultiplierHundredths / 100,
    turnover_max: satangToBaht(row.turnoverMaxSatang),
    image_url: row.imageUrl,
  }));
}
