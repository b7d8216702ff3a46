import type { Transaction } from '@chaba/db/client';
import { translateServer } from '@chaba/i18n/translate';
import { DomainError } from '../errors';
import { grantBonus } from '../promotions/grant-bonus';
import { markPosted, type Adjustment } from './mark-adjustment-posted';

/**
 * Pays a staff bonus (an adjustment of kind `bonus`, decision 59) through bonus_grant, source
 * `staff_bonus`, keyed by the adjustment's id, so that a bonus is paid once whatever retries. A member
 * with a bonus whose turnover is not met is refused (p_when_active 'refuse'): staff cancel it first.
 *
 * @throws DomainError bonus_refused_active, bonus_refused_restricted, not_found
 */
export async function payStaffBonus(
  tx: Transaction,
  adjustment: Adjustment,
  options: { decidedByStaffId?: number; now: Date },
): Promise<Adjustment> {
  if (adjustment.kind !== 'bonus' || adjustment.turnoverMultiplierHundredths === null) {
    throw new Error(`adjustment ${adjustment.id} is no staff bonus`);
  }
  const granted = await grantBonus(tx, {
    memberId: adjustment.memberId,
    source: 'staff_bonus',
    key: String(adjustment.id),
    amountSatang: adjustment.amountSatang,
    turnoverMultiplierHundredths: adjustment.turnoverMultiplierHundredths,
    names: {
      th: translateServer('th', 'messages.staff_bonus'),
      en: translateServer('en', 'messages.staff_bonus'),
      cn: translateServer('cn', 'messages.staff_bonus'),
    },
    metadata: { adjustmentId: adjustment.id, staffId: adjustment.createdByStaffId, note: adjustment.note },
    whenActive: 'refuse',
    now: options.now,
  });
  if (granted.outcome === 'refused_active') throw new DomainError('bonus_refused_active');
  if (granted.outcome === 'refused_restricted') throw new DomainError('bonus_refused_restricted');
  if (granted.memberPromotionId === null) throw new DomainError('not_found', { field: 'member_id' });
  return markPosted(tx, adjustment, { ...options, memberPromotionId: granted.memberPromotionId });
}
