import { z } from 'zod';
import { couponCodeSchema } from './backoffice-bonuses';

/**
 * `POST /api/customers/coupons/redeem` (issue 29, decision 59): a logged-in member redeems a coupon
 * code. Refusals are 422 with the reason on `code` (unknown, not started, expired, used up, already
 * used, deposit too small, an active promotion, not eligible) or 429 `too_many_coupon_attempts`.
 */
export const redeemCouponRequest = z.object({ code: couponCodeSchema });
export type RedeemCouponRequest = z.input<typeof redeemCouponRequest>;

/** The bonus paid (baht) and the turnover to bet before withdrawing; `msg` in the member's language. */
export const redeemCouponResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.object({ bonus: z.number(), turnover: z.number() }),
});
export type RedeemCouponResponse = z.infer<typeof redeemCouponResponse>;
