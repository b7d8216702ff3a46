import type { Database, Transaction } from '@chaba/db/client';
import {
  couponAttempts,
  couponRedemptions,
  coupons,
  memberPromotions,
  memberTags,
  moneyRequests,
} from '@chaba/db/schema';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { lockPhone } from '../auth/lock-phone';
import { refuseWhenWindowFull } from '../auth/sliding-window';
import { memberVipLevel } from '../vip/member-level';
import { DomainError } from '../errors';
import { grantBonus } from '../promotions/grant-bonus';
import type { Coupon } from './save-coupon';

/**
 * Against guessing: at most this many refused codes per member in the window, and per client address
 * the caller's `maxFailuresPerAddress` (COUPON_FAILURES_PER_ADDRESS); a wrong code counts, and so does
 * any other refusal; a redeemed coupon does not.
 */
export const couponLimits = { maxFailuresPerMember: 5, failureWindowSeconds: 15 * 60 } as const;

/**
 * A member redeems a coupon code (decision 59), logged in. The coupon's row is locked for the rest of
 * the transaction, so a coupon's redemptions run one at a time: its total uses are never exceeded and
 * a once-per-member coupon is used once, whatever runs at the same time (unique indexes on the use
 * number and on coupon+member hold it too). The bonus is paid through bonus_grant, source `coupon`,
 * keyed by coupon and member (and the use number when a member may use it again). The qualifying
 * deposit is the member's latest credited deposit within the coupon's dates: the minimum is checked
 * against it, and a percent bonus is measured on it.
 *
 * @throws DomainError too_many_coupon_attempts, coupon_unknown, coupon_not_started, coupon_expired,
 *   coupon_not_eligible, coupon_already_used, coupon_used_up, coupon_deposit_too_small,
 *   coupon_promotion_active
 */
export async function redeemCoupon(
  db: Database,
  options: {
    memberId: number;
    code: string;
    clientAddress: string;
    maxFailuresPerAddress: number;
    now: Date;
  },
) {
  const attemptId = await reserveCouponAttempt(db, options);
  return db.transaction(async (tx) => {
    const coupon = await lockUsableCoupon(tx, options);
    if (coupon.oncePerMember && (await hasRedeemed(tx, coupon.id, options.memberId))) {
      throw new DomainError('coupon_already_used', { field: 'code' });
    }
    if (coupon.totalUses !== null && coupon.uses >= coupon.totalUses) {
      throw new DomainError('coupon_used_up', { field: 'code' });
    }
    const depositSatang = await qualifyingDeposit(tx, coupon, options.memberId);
    const amountSatang = couponAmount(coupon, depositSatang);
    if ((depositSatang ?? 0n) < coupon.minDepositSatang || amountSatang <= 0n) {
      throw new DomainError('coupon_deposit_too_small', {
        field: 'code',
        amounts: { minimum: coupon.minDepositSatang > 0n ? coupon.minDepositSatang : 100n },
      });
    }
    const useNo = coupon.uses + 1;
    const granted = await grantBonus(tx, {
      memberId: options.memberId,
      source: 'coupon',
      key: coupon.oncePerMember
        ? `${coupon.id}:${options.memberId}`
        : `${coupon.id}:${options.memberId}:${useNo}`,
      amountSatang,
      turnoverMultiplierHundredths: coupon.turnoverMultiplierHundredths,
      names: coupon.names,
      metadata: { couponId: coupon.id, code: coupon.code, useNo },
      whenActive: 'refuse',
      now: options.now,
    });
    if (granted.outcome === 'refused_active') {
      throw new DomainError('coupon_promotion_active', { field: 'code' });
    }
    if (granted.outcome !== 'granted' || granted.memberPromotionId === null) {
      throw new DomainError('coupon_not_eligible', { field: 'code' });
    }
    await tx.insert(couponRedemptions).values({
      couponId: coupon.id,
      memberId: options.memberId,
      useNo,
      oncePerMember: coupon.oncePerMember,
      amountSatang,
      depositSatang,
      memberPromotionId: granted.memberPromotionId,
      createdAt: options.now,
    });
    await tx.update(coupons).set({ uses: useNo }).where(eq(coupons.id, coupon.id));
    await tx.update(couponAttempts).set({ succeeded: true }).where(eq(couponAttempts.id, attemptId));
    const [bonus] = await tx
      .select({ turnoverRequiredSatang: memberPromotions.turnoverRequiredSatang })
      .from(memberPromotions)
      .where(eq(memberPromotions.id, granted.memberPromotionId));
    return { coupon, amountSatang, turnoverSatang: bonus!.turnoverRequiredSatang };
  });
}

/**
 * A percent bonus: the percent of the qualifying deposit, at most the coupon's maximum; a fixed one
 * its amount. Satang are rounded down.
 */
export function couponAmount(coupon: Coupon, depositSatang: bigint | null): bigint {
  if (coupon.bonusKind === 'fixed') return coupon.amountSatang ?? 0n;
  const percent = ((depositSatang ?? 0n) * BigInt(coupon.percentHundredths ?? 0)) / 10_000n;
  const max = coupon.maxSatang ?? 0n;
  return percent < max ? percent : max;
}

/**
 * Records the attempt as refused before anything else, in its own committed transaction (the
 * redemption's refusal rolls back its own): concurrent guesses then count at once. A full window
 * refuses without recording, so refusals never extend the wait (as the login limits).
 *
 * @throws DomainError too_many_coupon_attempts
 */
async function reserveCouponAttempt(
  db: Database,
  options: { memberId: number; clientAddress: string; maxFailuresPerAddress: number; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockPhone(tx, 'coupon-member', String(options.memberId));
    await lockPhone(tx, 'coupon-address', options.clientAddress);
    const failures = {
      table: couponAttempts,
      createdAt: couponAttempts.createdAt,
      windowSeconds: couponLimits.failureWindowSeconds,
      now: options.now,
      refusal: { code: 'too_many_coupon_attempts', field: 'code', waitIn: 'minutes' },
    } as const;
    await refuseWhenWindowFull(tx, {
      ...failures,
      where: and(eq(couponAttempts.memberId, options.memberId), eq(couponAttempts.succeeded, false)),
      max: couponLimits.maxFailuresPerMember,
    });
    await refuseWhenWindowFull(tx, {
      ...failures,
      where: and(
        eq(couponAttempts.clientAddress, options.clientAddress),
        eq(couponAttempts.succeeded, false),
      ),
      max: options.maxFailuresPerAddress,
    });
    const [attempt] = await tx
      .insert(couponAttempts)
      .values({ memberId: options.memberId, clientAddress: options.clientAddress, createdAt: options.now })
      .returning({ id: couponAttempts.id });
    return attempt!.id;
  });
}

/**
 * The coupon of the code (any case), locked, when it is enabled, open now and open to the member's
 * tags and VIP level (decision 72: a coupon naming levels is for members at one of them). A disabled coupon answers as an unknown code.
 *
 * @throws DomainError coupon_unknown, coupon_not_started, coupon_expired, coupon_not_eligible
 */
async function lockUsableCoupon(tx: Transaction, options: { memberId: number; code: string; now: Date }) {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(eq(sql`lower(${coupons.code})`, options.code.trim().toLowerCase()))
    .for('update');
  if (!coupon || !coupon.enabled) throw new DomainError('coupon_unknown', { field: 'code' });
  if (options.now < coupon.startsAt) throw new DomainError('coupon_not_started', { field: 'code' });
  if (options.now >= coupon.endsAt) throw new DomainError('coupon_expired', { field: 'code' });
  if (coupon.memberTags.length > 0) {
    const [tagged] = await tx
      .select({ tag: memberTags.tag })
      .from(memberTags)
      .where(and(eq(memberTags.memberId, options.memberId), inArray(memberTags.tag, coupon.memberTags)))
      .limit(1);
    if (!tagged) throw new DomainError('coupon_not_eligible', { field: 'code' });
  }
  if (coupon.vipLevelIds.length > 0) {
    const level = await memberVipLevel(tx, options.memberId);
    if (!level || !coupon.vipLevelIds.includes(level.levelId))
      throw new DomainError('coupon_not_eligible', { field: 'code' });
  }
  return coupon;
}

async function hasRedeemed(tx: Transaction, couponId: number, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.memberId, memberId)))
    .limit(1);
  return row !== undefined;
}

/** The member's latest deposit credited within the coupon's dates, or null. */
async function qualifyingDeposit(tx: Transaction, coupon: Coupon, memberId: number): Promise<bigint | null> {
  const [deposit] = await tx
    .select({ amountSatang: moneyRequests.amountSatang })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.memberId, memberId),
        eq(moneyRequests.type, 'deposit'),
        eq(moneyRequests.status, 'completed'),
        gte(moneyRequests.completedAt, coupon.startsAt),
        lt(moneyRequests.completedAt, coupon.endsAt),
      ),
    )
    .orderBy(desc(moneyRequests.completedAt), desc(moneyRequests.id))
    .limit(1);
  return deposit?.amountSatang ?? null;
}
