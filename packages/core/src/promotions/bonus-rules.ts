/**
 * The bonus and turnover rules of a promotion (issue 5; decision record 7), in satang, integers only.
 *
 * - bonus = the fixed bonus when the promotion has one, otherwise deposit × percent, capped at the
 *   maximum bonus when there is one; always rounded down to the satang.
 * - turnover requirement = (deposit + bonus) × the turnover multiplier, capped at the maximum
 *   turnover when there is one.
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

export function promotionBonus(terms: PromotionTerms, depositSatang: bigint): bigint {
  if (terms.bonusFixedSatang > 0n) return terms.bonusFixedSatang;
  const percent = (depositSatang * BigInt(terms.bonusPercentBasisPoints)) / 10_000n;
  return terms.bonusMaxSatang > 0n && percent > terms.bonusMaxSatang ? terms.bonusMaxSatang : percent;
}

export function turnoverRequirement(
  terms: PromotionTerms,
  depositSatang: bigint,
  bonusSatang: bigint,
): bigint {
  const required = ((depositSatang + bonusSatang) * BigInt(terms.turnoverMultiplierHundredths)) / 100n;
  return terms.turnoverMaxSatang > 0n && required > terms.turnoverMaxSatang
    ? terms.turnoverMaxSatang
    : required;
}

/** Whether a deposit fits the promotion's limits (0 means no limit on that side). */
export function depositFitsPromotion(terms: PromotionTerms, depositSatang: bigint): boolean {
  if (terms.depositMinSatang > 0n && depositSatang < terms.depositMinSatang) return false;
  if (terms.depositMaxSatang > 0n && depositSatang > terms.depositMaxSatang) return false;
  return true;
}
