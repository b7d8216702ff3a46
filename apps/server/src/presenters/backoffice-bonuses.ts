import type {
  CouponRedemptionsResponse,
  DeskCoupon,
  MemberBonusesResponse,
} from '@chaba/contracts/backoffice-bonuses';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { bangkokDate } from '@chaba/core/bangkok-time';
import type { listCouponRedemptions } from '@chaba/core/coupons/list-coupons';
import type { Coupon } from '@chaba/core/coupons/save-coupon';
import type { MemberBonus } from '@chaba/core/staff-bonuses/list-member-bonuses';
import type { previewBonusCancel } from '@chaba/core/staff-bonuses/preview-bonus-cancel';

/** The member's bonus history and the active bonus with its forfeit now, in baht. */
export function presentMemberBonuses(
  bonuses: MemberBonus[],
  preview: Awaited<ReturnType<typeof previewBonusCancel>>,
): Omit<MemberBonusesResponse, 'second_approval_above'> {
  return {
    data: bonuses.map((bonus) => ({
      id: bonus.id,
      source: bonus.source,
      status: bonus.status,
      names: bonus.names,
      bonus: satangToBahtNumber(bonus.bonusSatang),
      deposit: satangToBahtNumber(bonus.depositSatang),
      turnover_required: satangToBahtNumber(bonus.turnoverRequiredSatang),
      started_at: bonus.startedAt.toISOString(),
      ended_at: bonus.endedAt?.toISOString() ?? null,
      granted_by: bonus.grantedBy,
      approved_by: bonus.approvedBy,
      reason: bonus.reason,
      coupon_code: bonus.couponCode,
    })),
    active: preview
      ? {
          id: preview.active.id,
          source: preview.active.source,
          names: preview.active.names,
          bonus: satangToBahtNumber(preview.active.bonusSatang),
          turnover_required: satangToBahtNumber(preview.active.requiredSatang),
          turnover_progress: satangToBahtNumber(preview.active.progressSatang),
          credit: satangToBahtNumber(preview.creditSatang),
          forfeit: satangToBahtNumber(preview.forfeitSatang),
        }
      : null,
  };
}

/** A coupon as the console shows and edits it: baht, a turnover factor, its Bangkok days. */
export function presentCoupon(coupon: Coupon): DeskCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    names: { th: coupon.names.th, en: coupon.names.en, cn: coupon.names.cn },
    bonus_kind: coupon.bonusKind,
    amount: satangToBahtNumber(coupon.amountSatang ?? 0n),
    percent: (coupon.percentHundredths ?? 0) / 100,
    max: satangToBahtNumber(coupon.maxSatang ?? 0n),
    total_uses: coupon.totalUses,
    uses: coupon.uses,
    once_per_member: coupon.oncePerMember,
    start_date: bangkokDate(coupon.startsAt),
    end_date: bangkokDate(new Date(coupon.endsAt.getTime() - 1)),
    min_deposit: satangToBahtNumber(coupon.minDepositSatang),
    turnover_multiplier: coupon.turnoverMultiplierHundredths / 100,
    member_tags: coupon.memberTags,
    vip_level_ids: coupon.vipLevelIds,
    enabled: coupon.enabled,
    created_at: coupon.createdAt.toISOString(),
  };
}

export function presentCouponRedemptions(
  rows: Awaited<ReturnType<typeof listCouponRedemptions>>,
): CouponRedemptionsResponse['data'] {
  return rows.map(({ redemption, phone }) => ({
    id: redemption.id,
    member_id: redemption.memberId,
    member_phone: phone,
    use_no: redemption.useNo,
    amount: satangToBahtNumber(redemption.amountSatang),
    deposit: redemption.depositSatang === null ? null : satangToBahtNumber(redemption.depositSatang),
    created_at: redemption.createdAt.toISOString(),
  }));
}
