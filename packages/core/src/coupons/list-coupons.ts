import type { Executor } from '@chaba/db/client';
import { couponRedemptions, coupons, members } from '@chaba/db/schema';
import { desc, eq } from 'drizzle-orm';

/** How many coupons, or redemptions of one coupon, a list shows (newest first). */
const listLimit = 500;

/** Every coupon, newest first, with its uses so far (the coupon's own count). */
export async function listCoupons(db: Executor) {
  return db.select().from(coupons).orderBy(desc(coupons.id)).limit(listLimit);
}

/** One coupon's redemptions, newest first, each with its member's phone. */
export async function listCouponRedemptions(db: Executor, options: { couponId: number }) {
  return db
    .select({ redemption: couponRedemptions, phone: members.phone })
    .from(couponRedemptions)
    .innerJoin(members, eq(members.id, couponRedemptions.memberId))
    .where(eq(couponRedemptions.couponId, options.couponId))
    .orderBy(desc(couponRedemptions.id))
    .limit(listLimit);
}
