import { describe, expect, it } from 'vitest';
import {
  depositFitsPromotion,
  promotionBonus,
  turnoverRequirement,
  type PromotionTerms,
} from './bonus-rules';

const base: PromotionTerms = {
  bonusFixedSatang: 0n,
  bonusPercentBasisPoints: 0,
  bonusMaxSatang: 0n,
  turnoverMultiplierHundredths: 0,
  turnoverMaxSatang: 0n,
  depositMinSatang: 0n,
  depositMaxSatang: 0n,
};

describe('promotion bonus and turnover', () => {
  it.each([
    [
      'fixed bonus wins over percent',
      { bonusFixedSatang: 5_000n, bonusPercentBasisPoints: 5000 },
      10_000n,
      5_000n,
    ],
    ['percent of the deposit', { bonusPercentBasisPoints: 5000 }, 30_000n, 15_000n],
    [
      'percent capped at the maximum',
      { bonusPercentBasisPoints: 5000, bonusMaxSatang: 50_000n },
      200_000n,
      50_000n,
    ],
    ['percent rounds down to the satang', { bonusPercentBasisPoints: 1250 }, 333n, 41n],
    ['no bonus terms, no bonus', {}, 10_000n, 0n],
  ])('%s', (_name, terms, deposit, expected) => {
    expect(promotionBonus({ ...base, ...terms }, deposit)).toBe(expected);
  });

  it.each([
    ['(deposit + bonus) × multiplier', { turnoverMultiplierHundredths: 500 }, 10_000n, 5_000n, 75_000n],
    [
      'capped at the maximum turnover',
      { turnoverMultiplierHundredths: 1000, turnoverMaxSatang: 100_000n },
      10_000n,
      5_000n,
      100_000n,
    ],
    ['a fractional multiplier', { turnoverMultiplierHundredths: 150 }, 10_000n, 0n, 15_000n],
    ['no multiplier, nothing to bet', {}, 10_000n, 5_000n, 0n],
  ])('%s', (_name, terms, deposit, bonus, expected) => {
    expect(turnoverRequirement({ ...base, ...terms }, deposit, bonus)).toBe(expected);
  });

  it('checks deposit limits, with 0 meaning no limit', () => {
    const limited = { ...base, depositMinSatang: 10_000n, depositMaxSatang: 100_000n };
    expect(depositFitsPromotion(limited, 9_999n)).toBe(false);
    expect(depositFitsPromotion(limited, 10_000n)).toBe(true);
    expect(depositFitsPromotion(limited, 100_000n)).toBe(true);
    expect(depositFitsPromotion(limited, 100_001n)).toBe(false);
    expect(depositFitsPromotion(base, 1n)).toBe(true);
  });
});
