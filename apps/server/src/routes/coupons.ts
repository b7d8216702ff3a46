import { commonErrorResponses, domainErrorExample, unauthenticatedResponse } from '@chaba/contracts/errors';
import { redeemCouponRequest, redeemCouponResponse } from '@chaba/contracts/coupons';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { redeemCoupon } from '@chaba/core/coupons/redeem-coupon';
import { translateServer } from '@chaba/i18n/translate';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { requestLanguage } from '../http/language';
import { maintenanceRefusal, refusedDuringMaintenance } from '../http/maintenance-guard';
import { apiTags, security } from '../http/openapi';

/** Coupon codes (issue 29, decision 59): a logged-in member redeems one. */
export function couponRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/customers/coupons/redeem',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Redeem a coupon code: its bonus is paid once, with its turnover',
        description:
          'Refusals are 422 with the reason on `code`: coupon_unknown, coupon_not_started, ' +
          'coupon_expired, coupon_used_up, coupon_already_used, coupon_deposit_too_small, ' +
          'coupon_promotion_active, coupon_not_eligible. Refused codes are limited per member and ' +
          'address (429 too_many_coupon_attempts, with retry-after).',
        security: security.member,
        body: redeemCouponRequest,
        response: {
          200: redeemCouponResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          422: commonErrorResponses[422].meta({
            examples: [domainErrorExample('coupon_unknown', 'ไม่พบรหัสคูปองนี้')],
          }),
          503: maintenanceRefusal,
        },
      },
      preValidation: memberOnly(context),
      ...refusedDuringMaintenance,
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const redeemed = await redeemCoupon(db, {
        memberId,
        code: request.body.code,
        clientAddress: request.ip,
        maxFailuresPerAddress: context.config.COUPON_FAILURES_PER_ADDRESS,
        now: clock.now(),
      });
      const bonus = satangToBahtNumber(redeemed.amountSatang);
      return {
        success: true as const,
        msg: translateServer(requestLanguage(request), 'messages.coupon_redeemed', { amount: bonus }),
        data: { bonus, turnover: satangToBahtNumber(redeemed.turnoverSatang) },
      };
    },
  );
}
