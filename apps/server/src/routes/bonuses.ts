import { claimActivityBonus } from '@chaba/core/activities/claim-activity-bonus';
import { getAffiliate } from '@chaba/core/affiliates/get-affiliate';
import { DomainError } from '@chaba/core/errors';
import { cancelPromotion } from '@chaba/core/promotions/cancel-promotion';
import { checkTurnover } from '@chaba/core/promotions/check-turnover';
import { listOpenPromotions } from '@chaba/core/promotions/list-open-promotions';
import { getReferralInfo } from '@chaba/core/referrals/get-referral-info';
import { withdrawReferralBonus } from '@chaba/core/referrals/withdraw-referral-bonus';
import { bangkokDate } from '@chaba/core/bangkok-time';
import { formatBaht, satangToBaht } from '@chaba/i18n/format';
import { translateServer } from '@chaba/i18n/translate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dateSchema, recordId, requiredString, safeText } from '@chaba/contracts/validation';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { requireMember } from '../http/auth';
import { requestLanguage } from '../http/language';

const idParams = z.object({ id: recordId });
const referralQuery = z.object({ date: dateSchema.optional() });
const affiliateParams = z.object({ key: requiredString(64) });

/** Promotions, turnover, activity bonuses, the referral programme and affiliate links (issue 5). */
export function bonusRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock, events } = context;

  app.get('/api/promotions', async () => ({ data: await listOpenPromotions(db, clock.now()) }));

  app.post('/api/customers/promotions/cancel', async (request) => {
    const { memberId } = await requireMember(context, request);
    await cancelPromotion(db, { memberId, now: clock.now() });
    events.publish({ memberId, reason: 'credit' });
    return { success: true, msg: translateServer(requestLanguage(request), 'messages.promotion_cancelled') };
  });

  // Replaces the placeholder of issue 4: the turnover check that follows a credit check (spec §4.4).
  const turnover = async (request: FastifyRequest) => {
    const { memberId } = await requireMember(context, request);
    const language = requestLanguage(request);
    const result = await checkTurnover(db, { memberId, now: clock.now() });
    if (result.outcome === 'cleared') {
      events.publish({ memberId, reason: 'credit' });
      return {
        credit_success: false,
        success: true,
        msg: translateServer(language, 'messages.turnover_cleared'),
      };
    }
    if (result.outcome === 'not_met') {
      const remaining = formatBaht(satangToBaht(result.remainingSatang));
      return {
        credit_success: false,
        success: false,
        msg: translateServer(language, 'errors.turnover_not_met', { remaining }),
      };
    }
    return { credit_success: false, success: true, msg: '' };
  };
  app.get('/api/customers/check-turnover', turnover);
  app.post('/api/customers/check-turnover', turnover);

  app.post('/api/customers/get-bonus/:id', async (request) => {
    const { memberId } = await requireMember(context, request);
    const { id } = idParams.parse(request.params);
    await claimActivityBonus(db, { memberId, activityId: id, now: clock.now() });
    events.publish({ memberId, reason: 'credit' });
    return {
      success: true,
      msg: translateServer(requestLanguage(request), 'messages.activity_bonus_claimed'),
    };
  });

  app.get('/api/customers/referral', async (request) => {
    const { memberId } = await requireMember(context, request);
    const { date } = referralQuery.parse(request.query ?? {});
    const info = await getReferralInfo(db, { memberId, date: date ?? bangkokDate(clock.now()) });
    if (!info) throw new DomainError('unauthenticated');
    return { data: info };
  });

  app.post('/api/customers/get-referral-bonus', async (request) => {
    const { memberId } = await requireMember(context, request);
    await withdrawReferralBonus(db, { memberId, now: clock.now() });
    events.publish({ memberId, reason: 'credit' });
    return {
      success: true,
      msg: translateServer(requestLanguage(request), 'messages.referral_bonus_withdrawn'),
    };
  });

  // The browser's own advertising call before a deposit (spec §4.5, §7). It proves nothing — anyone
  // can send it — so it is only logged; the postback that counts is the server's, on the confirmed
  // first deposit (DESIGN.md §5).
  const postbackQuery = z.object({
    c: safeText(128).optional(),
    e: safeText(32).optional(),
    r: safeText(32).optional(),
  });
  app.get('/postback', async (request, reply) => {
    const query = postbackQuery.safeParse(request.query ?? {});
    if (query.success)
      request.log.info(
        { clickId: query.data.c, event: query.data.e, revenue: query.data.r },
        'browser postback',
      );
    return reply.status(204).send();
  });

  app.get('/api/affiliates/:key', async (request) => {
    const { key } = affiliateParams.parse(request.params);
    const affiliate = await getAffiliate(db, { key });
    if (!affiliate) throw new DomainError('not_found');
    return { data: affiliate };
  });
}
