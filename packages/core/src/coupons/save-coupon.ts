import type { Database } from '@chaba/db/client';
import { coupons, type CouponNames } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { StaffActor } from '../audit/lock-member-row';
import { addDays, bangkokDate, bangkokMidnight } from '../bangkok-time';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import { requireKnownVipLevels } from '../vip/member-level';

export type Coupon = typeof coupons.$inferSelect;

/** What staff write of a coupon (decision 59). Dates are Bangkok days, both included. */
export interface CouponInput {
  code: string;
  names: CouponNames;
  bonus:
    | { kind: 'fixed'; amountSatang: bigint }
    | { kind: 'percent'; percentHundredths: number; maxSatang: bigint };
  /** Null: no limit. */
  totalUses: number | null;
  oncePerMember: boolean;
  startDate: string;
  endDate: string;
  minDepositSatang: bigint;
  turnoverMultiplierHundredths: number;
  memberTags: string[];
  /** Levels whose members may redeem it (decision 72); empty: any member. */
  vipLevelIds: number[];
  enabled: boolean;
}

/**
 * Creates a coupon, or edits one (`couponId`), audited with its before and after. The code is unique
 * whatever its case. Its uses so far stay: an edit cannot set the total below them.
 *
 * @throws DomainError not_found, coupon_code_taken, vip_level_unknown (field `vip_level_ids`)
 */
export async function saveCoupon(
  db: Database,
  options: StaffActor & { couponId?: number; coupon: CouponInput },
): Promise<Coupon> {
  const { coupon, now } = options;
  const values = {
    code: coupon.code,
    names: coupon.names,
    bonusKind: coupon.bonus.kind,
    amountSatang: coupon.bonus.kind === 'fixed' ? coupon.bonus.amountSatang : null,
    percentHundredths: coupon.bonus.kind === 'percent' ? coupon.bonus.percentHundredths : null,
    maxSatang: coupon.bonus.kind === 'percent' ? coupon.bonus.maxSatang : null,
    totalUses: coupon.totalUses,
    oncePerMember: coupon.oncePerMember,
    startsAt: bangkokMidnight(coupon.startDate),
    endsAt: bangkokMidnight(addDays(coupon.endDate, 1)),
    minDepositSatang: coupon.minDepositSatang,
    turnoverMultiplierHundredths: coupon.turnoverMultiplierHundredths,
    memberTags: coupon.memberTags,
    vipLevelIds: coupon.vipLevelIds,
    enabled: coupon.enabled,
    updatedAt: now,
  };
  try {
    return await db.transaction(async (tx) => {
      await requireKnownVipLevels(tx, coupon.vipLevelIds, 'vip_level_ids');
      let before: Coupon | undefined;
      let saved: Coupon | undefined;
      if (options.couponId === undefined) {
        [saved] = await tx
          .insert(coupons)
          .values({ ...values, createdByStaffId: options.staffId, createdAt: now })
          .returning();
      } else {
        [before] = await tx.select().from(coupons).where(eq(coupons.id, options.couponId)).for('update');
        if (!before) throw new DomainError('not_found');
        const totalUses = values.totalUses === null ? null : Math.max(values.totalUses, before.uses);
        [saved] = await tx
          .update(coupons)
          .set({ ...values, totalUses })
          .where(eq(coupons.id, before.id))
          .returning();
      }
      await recordAudit(tx, {
        staffId: options.staffId,
        action: options.couponId === undefined ? 'coupon.create' : 'coupon.update',
        targetType: 'coupon',
        targetId: saved!.id,
        clientAddress: options.clientAddress,
        details: { code: saved!.code },
        before: before ? auditedCoupon(before) : null,
        after: auditedCoupon(saved!),
        now,
      });
      return saved!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_code_unique')) {
      throw new DomainError('coupon_code_taken', { field: 'code' });
    }
    throw error;
  }
}

/** What the audit log keeps of a coupon. */
function auditedCoupon(coupon: Coupon) {
  return {
    code: coupon.code,
    bonusKind: coupon.bonusKind,
    amountSatang: coupon.amountSatang?.toString() ?? null,
    percentHundredths: coupon.percentHundredths,
    maxSatang: coupon.maxSatang?.toString() ?? null,
    totalUses: coupon.totalUses,
    oncePerMember: coupon.oncePerMember,
    startDate: bangkokDate(coupon.startsAt),
    endDate: bangkokDate(new Date(coupon.endsAt.getTime() - 1)),
    minDepositSatang: coupon.minDepositSatang.toString(),
    turnoverMultiplierHundredths: coupon.turnoverMultiplierHundredths,
    memberTags: coupon.memberTags,
    vipLevelIds: coupon.vipLevelIds,
    enabled: coupon.enabled,
  };
}
