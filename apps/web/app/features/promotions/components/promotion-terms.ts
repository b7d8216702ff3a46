import { type TFunction } from '../../../lib/i18n';
import type { PromotionSummary } from '@chaba/contracts/profile';
import { formatBaht } from '@chaba/i18n/format';
import { formatFactor } from '../../../lib/number-format';

export interface PromotionTerm {
  key: 'bonusPercent' | 'bonusFixed' | 'bonusMax' | 'deposit' | 'turnover' | 'turnoverMax';
  label: string;
  value: string;
}

/**
 * The six terms of a promotion (spec §2.5) as label and text. Zero means "not part of this
 * promotion" for the bonus terms and "no limit" for the caps and deposit limits (decision 7).
 */
export function promotionTerms(promotion: PromotionSummary, t: TFunction): PromotionTerm[] {
  const none = t('bonus.notApplicable');
  const baht = (value: number) => `${formatBaht(value)} ${t('bonus.baht')}`;
  const percentBonus = promotion.bonus_fixed <= 0 && promotion.bonus_percent > 0;
  const hasTurnover = promotion.turnover > 0;
  return [
    {
      key: 'bonusPercent',
      label: t('bonus.promotions.bonusPercent'),
      value: promotion.bonus_percent > 0 ? `${formatFactor(promotion.bonus_percent)}%` : none,
    },
    {
      key: 'bonusFixed',
      label: t('bonus.promotions.bonusFixed'),
      value: promotion.bonus_fixed > 0 ? baht(promotion.bonus_fixed) : none,
    },
    {
      key: 'bonusMax',
      label: t('bonus.promotions.bonusMax'),
      value: !percentBonus
        ? none
        : promotion.bonus_max > 0
          ? baht(promotion.bonus_max)
          : t('bonus.unlimited'),
    },
    { key: 'deposit', label: t('bonus.promotions.deposit'), value: depositLimits(promotion, t) },
    {
      key: 'turnover',
      label: t('bonus.promotions.turnover'),
      value: hasTurnover
        ? t('bonus.promotions.turnoverTimes', { times: formatFactor(promotion.turnover) })
        : none,
    },
    {
      key: 'turnoverMax',
      label: t('bonus.promotions.turnoverMax'),
      value: !hasTurnover
        ? none
        : promotion.turnover_max > 0
          ? baht(promotion.turnover_max)
          : t('bonus.unlimited'),
    },
  ];
}

function depositLimits(promotion: PromotionSummary, t: TFunction): string {
  const min = formatBaht(promotion.deposit_min);
  const max = formatBaht(promotion.deposit_max);
  if (promotion.deposit_max > 0 && promotion.deposit_min > 0)
    return promotion.deposit_min === promotion.deposit_max
      ? `${max} ${t('bonus.baht')}`
      : t('bonus.promotions.depositRange', { min, max });
  if (promotion.deposit_max > 0) return t('bonus.promotions.depositUpTo', { max });
  if (promotion.deposit_min > 0) return t('bonus.promotions.depositFrom', { min });
  return t('bonus.unlimited');
}

/** The headline on the card's art: the fixed bonus, else the percent. */
export function promotionHeadline(promotion: PromotionSummary, t: TFunction): string {
  if (promotion.bonus_fixed > 0)
    return t('bonus.promotions.badgeFixed', { amount: formatBaht(promotion.bonus_fixed) });
  if (promotion.bonus_percent > 0)
    return t('bonus.promotions.badgePercent', { percent: formatFactor(promotion.bonus_percent) });
  return t('bonus.promotions.badgeNone');
}
