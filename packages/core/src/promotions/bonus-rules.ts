/**
 * A promotion's terms (issue 5; decision record 7), in satang, integers only. Its bonus and turnover
 * rules are SQL (`promotion_bonus`, `promotion_turnover_requirement` in
 * packages/db/functions/promotions/promotion-rules.sql), applied when the deposit is credited.
 */
export interface PromotionTerms {
  bonusFixedSatang: bigint;
  /** 10,000 basis points = 100%. */
  bonusPercentBasisPoints: number;
  bonusMaxSatang: bigint;
  /** 100 = ×1. */
  turnoverMultiplierHundredths: number;
  turnoverMaxSatang: bigint;
  depositMinSatang: bigint;
  depositMaxSatang: bigint;
}

/** Whether a deposit fits the promotion's limits (0 means no limit on that side). */
export function depositFitsPromotion(terms: PromotionTerms, depositSatang: bigint): boolean {
  if (terms.depositMinSatang > 0n && depositSatang < terms.depositMinSatang) return false;
  if (terms.depositMaxSatang > 0n && depositSatang > terms.depositMaxSatang) return false;
  return true;
}
