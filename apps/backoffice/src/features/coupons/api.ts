import {
  couponRedemptionsResponse,
  couponResponse,
  couponsResponse,
  type DeskCoupon,
  type SaveCouponRequest,
} from '@chaba/contracts/backoffice-bonuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type Coupon = DeskCoupon;
export const couponsPath = '/api/backoffice/coupons';

export function useCoupons() {
  return useQuery({
    queryKey: [couponsPath],
    queryFn: ({ signal }) => callApi(couponsPath, { schema: couponsResponse, signal }),
  });
}

export function useCouponRedemptions(id: number | null) {
  return useQuery({
    queryKey: [`${couponsPath}/${id}/redemptions`],
    queryFn: ({ signal }) =>
      callApi(`${couponsPath}/${id}/redemptions`, { schema: couponRedemptionsResponse, signal }),
    enabled: id !== null,
  });
}

/** Creates a coupon, or edits one (`id`); the list reloads. */
export function useSaveCoupon(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCouponRequest) =>
      callApi(id === null ? couponsPath : `${couponsPath}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: couponResponse,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(couponsPath),
      }),
  });
}
