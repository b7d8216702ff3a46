import type { RedeemCouponResponse } from '@chaba/contracts/coupons';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** Coupon calls of a member (decision 59); they go through the session so that a 401 logs out. */
export function couponsApi(memberRequest: MemberRequest) {
  return {
    /** Redeems a code once; refused (422) with the reason on `code`, or 429 when guessing. */
    redeem: (code: string) =>
      memberRequest<RedeemCouponResponse>('/api/customers/coupons/redeem', { body: { code } }),
  };
}
