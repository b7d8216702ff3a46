import {
  commonErrorResponses,
  domainErrorExample,
  domainErrorResponse,
  unauthenticatedResponse,
} from '@chaba/contracts/errors';
import {
  activityParams,
  bonusAnswer,
  promotionsResponse,
  turnoverCheckResponse,
} from '@chaba/contracts/promotions';
import {
  affiliateParams,
  affiliateResponse,
  referralBonusAnswer,
  referralInfoResponse,
  referralQuery,
} from '@chaba/contracts/referral';
import { claimActivityBonus } from '@chaba/core/activities/claim-activity-bonus';
import { getAffiliate } from '@chaba/core/affiliates/get-affiliate';
import { DomainError } from '@chaba/core/errors';
import { cancelPromotion } from '@chaba/core/promotions/cancel-promotion';
import { checkTurnover } from '@chaba/core/promotions/check-turnover';
import { listOpenPromotions } from '@chaba/core/promotions/list-open-promotions';
import { getReferralInfo } from '@chaba/core/referrals/get-referral-info';
import { withdrawReferralBonus } from '@chaba/core/referrals/withdraw-referral-bonus';
import { bangkokDate } from '@chaba/core/bangkok-time';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { translateServer } from '@chaba/i18n/translate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { safeText } from '@chaba/contracts/validation';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { maintenanceRefusal, refusedDuringMaintenance } from '../http/maintenance-guard';
import { requestLanguage } from '../http/language';
import { apiTags, security } from '../http/openapi';
import { presentPromotion } from '../presenters/profile';
import { presentReferralInfo } from '../presenters/referrals';
import { cashbackRoutes } from './cashback';
import { vipRoutes } from './vip';
import { couponRoutes } from './coupons';
import { affiliatePartnerRoutes } from './affiliate-partner';
import { wheelRoutes } from './wheel';

const bonusExample = (msg: string) => bonusAnswer.meta({ examples: [{ success: true, msg }] });
const refused = (code: string, message: string) =>
  commonErrorResponses[422].meta({ examples: [domainErrorExample(code, message)] });

/**
 * Promotions, turnover, activity bonuses, the referral programme and affiliate links (issue 5);
 * cashback and rebate (issue 29, routes/cashback.ts), coupon codes (decision 59), the partner page
 * of affiliates (decision 61), the lucky wheel and daily check-in (decision 73, routes/wheel.ts).
 */
export function bonusRoutes(scope: FastifyInstance, context: AppContext): void {
  promotionRoutes(scope, context);
  turnoverRoutes(scope, context);
  activityBonusRoute(scope, context);
  referralRoutes(scope, context);
  affiliateRoutes(scope, context);
  cashbackRoutes(scope, context);
  vipRoutes(scope, context);
  couponRoutes(scope, context);
  affiliatePartnerRoutes(scope, context);
  wheelRoutes(scope, context);
}

/** The open promotions and cancelling the member's own. */
function promotionRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/promotions',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'The promotions open now, in their order (public)',
        response: { 200: promotionsResponse },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const open = await listOpenPromotions(db, clock.now());
      return { data: open.map((row) => presentPromotion(row, language)) };
    },
  );

  app.post(
    '/api/customers/promotions/cancel',
    {
      schema: {
        tags: [apiTags.member],
        summary: "Cancel the member's current promotion",
        description:
          'Before any bet the bonus is taken back; after bets what is left of the bonus is forfeited.',
        security: security.member,
        response: {
          200: bonusExample('ยกเลิกโปรโมชั่นเรียบร้อย'),
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          422: refused('no_active_promotion', 'ไม่มีโปรโมชั่นที่ใช้อยู่'),
        },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await cancelPromotion(db, { memberId, now: clock.now() });
      return {
        success: true as const,
        msg: translateServer(requestLanguage(request), 'messages.promotion_cancelled'),
      };
    },
  );
}

/** The turnover check that follows a credit check, by GET or POST. */
function turnoverRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  // Replaces the placeholder of issue 4: the turnover check that follows a credit check (spec §4.4).
  const turnover = async (request: FastifyRequest) => {
    const { memberId } = authenticatedMember(request);
    const language = requestLanguage(request);
    const result = await checkTurnover(db, { memberId, now: clock.now() });
    if (result.outcome === 'cleared') {
      return {
        credit_success: false,
        success: true,
        msg: translateServer(language, 'messages.turnover_cleared'),
      };
    }
    if (result.outcome === 'not_met') {
      const remaining = satangToBahtNumber(result.remainingSatang);
      return {
        credit_success: false,
        success: false,
        msg: translateServer(language, 'errors.turnover_not_met', { remaining }),
      };
    }
    return { credit_success: false, success: true, msg: '' };
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/customers/check-turnover',
      schema: {
        tags: [apiTags.member],
        summary: 'The turnover check that follows a credit check',
        description:
          "Clears a promotion's turnover once the credit is under 20 baht; `success` false with the " +
          'remaining turnover in `msg` (shown as a warning) when it is not met.',
        security: security.member,
        response: {
          200: turnoverCheckResponse.meta({
            examples: [
              { credit_success: false, success: false, msg: 'ยังทำยอดเทิร์นโอเวอร์ไม่ครบ เหลืออีก 1,250.00 บาท' },
            ],
          }),
          401: unauthenticatedResponse,
        },
      },
      preValidation: memberOnly(context),
      handler: turnover,
    });
  }
}

/** Taking an activity's bonus. */
function activityBonusRoute(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/customers/get-bonus/:id',
    {
      schema: {
        tags: [apiTags.member],
        summary: "Claim an activity's bonus (once per period)",
        security: security.member,
        params: activityParams,
        response: {
          200: bonusExample('รับโบนัสเรียบร้อย'),
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          422: refused('bonus_already_claimed', 'คุณรับโบนัสกิจกรรมนี้ไปแล้ว'),
          404: domainErrorResponse.describe('not_found: no such activity'),
          503: maintenanceRefusal,
        },
      },
      preValidation: memberOnly(context),
      ...refusedDuringMaintenance,
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await claimActivityBonus(db, { memberId, activityId: request.params.id, now: clock.now() });
      return {
        success: true as const,
        msg: translateServer(requestLanguage(request), 'messages.activity_bonus_claimed'),
      };
    },
  );
}

/** The referral programme: its summary and withdrawing its bonus. */
function referralRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/customers/referral',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'The referral tab: key, bonus totals, percents, friends and level bonuses of a date',
        security: security.member,
        querystring: referralQuery,
        response: { 200: referralInfoResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context, { cachedLogin: true }),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const { date } = request.query;
      const info = await getReferralInfo(db, { memberId, date: date ?? bangkokDate(clock.now()) });
      if (!info) throw new DomainError('unauthenticated');
      return { data: presentReferralInfo(info) };
    },
  );

  app.post(
    '/api/customers/get-referral-bonus',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Withdraw the pending referral bonus to the credit',
        security: security.member,
        response: {
          200: referralBonusAnswer.meta({ examples: [{ success: true, msg: 'ถอนโบนัสเรียบร้อย' }] }),
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          422: refused('referral_bonus_below_minimum', 'ยอดโบนัสแนะนำเพื่อนขั้นต่ำที่ถอนได้คือ 100 บาท'),
          503: maintenanceRefusal,
        },
      },
      preValidation: memberOnly(context),
      ...refusedDuringMaintenance,
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await withdrawReferralBonus(db, { memberId, now: clock.now() });
      return {
        success: true as const,
        msg: translateServer(requestLanguage(request), 'messages.referral_bonus_withdrawn'),
      };
    },
  );
}

/** The browser's postback and the affiliate links. */
function affiliateRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  // The browser's own advertising call before a deposit (spec §4.5, §7). It proves nothing — anyone
  // can send it — so it is only logged; the postback that counts is the server's, on the confirmed
  // first deposit (DESIGN.md §5).
  const postbackQuery = z.object({
    c: safeText(128).optional(),
    e: safeText(32).optional(),
    r: safeText(32).optional(),
  });
  app.get(
    '/postback',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The browser's advertising postback before a deposit (only logged)",
        description: '`c` click id, `e` event, `r` revenue; a malformed query is ignored, never refused.',
        response: { 204: z.null().describe('Nothing') },
      },
    },
    async (request, reply) => {
      const query = postbackQuery.safeParse(request.query ?? {});
      if (query.success)
        request.log.info(
          { clickId: query.data.c, event: query.data.e, revenue: query.data.r },
          'browser postback',
        );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/affiliates/:key',
    {
      schema: {
        tags: [apiTags.member],
        summary: "An affiliate link's owner, for the affiliate cookie (public)",
        params: affiliateParams,
        response: {
          200: affiliateResponse,
          ...commonErrorResponses,
          404: domainErrorResponse.describe('not_found: no active affiliate with this key'),
        },
      },
    },
    async (request) => {
      const affiliate = await getAffiliate(db, { key: request.params.key });
      if (!affiliate) throw new DomainError('not_found');
      return { data: affiliate };
    },
  );
}
