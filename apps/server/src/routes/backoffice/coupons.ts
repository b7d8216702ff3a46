import {
  couponRedemptionsResponse,
  couponResponse,
  couponsResponse,
  saveCouponRequest,
} from '@chaba/contracts/backoffice-bonuses';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { commonErrorResponses, domainErrorResponse } from '@chaba/contracts/errors';
import { bahtToSatang } from '@chaba/contracts/money';
import { listCouponRedemptions, listCoupons } from '@chaba/core/coupons/list-coupons';
import { saveCoupon, type CouponInput } from '@chaba/core/coupons/save-coupon';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { staffActor, staffOnly } from '../../http/staff';
import { presentCoupon, presentCouponRedemptions } from '../../presenters/backoffice-bonuses';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const access = { permission: 'coupons.manage' } as const;

/** Coupon codes (issue 29, decision 59): the list with uses so far, create, edit, redemptions. */
export function couponDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  couponListRoutes(app, context);
  couponSaveRoutes(app, context);
}

/** The coupon as the core takes it: satang, hundredths. */
function couponInput(body: z.infer<typeof saveCouponRequest>): CouponInput {
  return {
    code: body.code,
    names: { th: body.name_th, en: body.name_en, cn: body.name_cn },
    bonus:
      body.bonus_kind === 'fixed'
        ? { kind: 'fixed', amountSatang: bahtToSatang(body.amount) }
        : {
            kind: 'percent',
            percentHundredths: Math.round(body.percent * 100),
            maxSatang: bahtToSatang(body.max),
          },
    totalUses: body.total_uses,
    oncePerMember: body.once_per_member,
    startDate: body.start_date,
    endDate: body.end_date,
    minDepositSatang: bahtToSatang(body.min_deposit),
    turnoverMultiplierHundredths: Math.round(body.turnover_multiplier * 100),
    memberTags: [...new Set(body.member_tags)],
    vipLevelIds: [...new Set(body.vip_level_ids)],
    enabled: body.enabled,
  };
}

function couponListRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/coupons',
    {
      schema: {
        ...staffSchema,
        summary: 'Coupons, newest first, with their uses so far',
        response: { 200: couponsResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async () => ({ data: (await listCoupons(context.db)).map(presentCoupon) }),
  );
  app.get(
    '/api/backoffice/coupons/:id/redemptions',
    {
      schema: {
        ...staffSchema,
        summary: "A coupon's redemptions, newest first",
        params: recordIdParams,
        response: { 200: couponRedemptionsResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async (request) => ({
      data: presentCouponRedemptions(
        await listCouponRedemptions(context.db, { couponId: request.params.id }),
      ),
    }),
  );
}

function couponSaveRoutes(app: StaffApp, context: AppContext): void {
  const taken = {
    422: commonErrorResponses[422].describe(
      'coupon_code_taken (on `code`), vip_level_unknown (on `vip_level_ids`), or invalid input',
    ),
  };
  app.post(
    '/api/backoffice/coupons',
    {
      schema: {
        ...staffSchema,
        summary: 'Create a coupon code (audited)',
        body: saveCouponRequest,
        response: { 200: couponResponse, ...staffErrors, ...taken },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const saved = await saveCoupon(context.db, {
        ...staffActor(context, request),
        coupon: couponInput(request.body),
      });
      return { success: true as const, data: presentCoupon(saved) };
    },
  );
  app.put(
    '/api/backoffice/coupons/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Edit or disable a coupon (audited); its total uses never go below its uses',
        params: recordIdParams,
        body: saveCouponRequest,
        response: {
          200: couponResponse,
          ...staffErrors,
          ...taken,
          404: domainErrorResponse.describe('not_found: no such coupon'),
        },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const saved = await saveCoupon(context.db, {
        ...staffActor(context, request),
        couponId: request.params.id,
        coupon: couponInput(request.body),
      });
      return { success: true as const, data: presentCoupon(saved) };
    },
  );
}
