import { cashbackClaimAnswer, memberCashbackResponse } from '@chaba/contracts/cashback';
import { recordIdParams } from '@chaba/contracts/backoffice';
import {
  commonErrorResponses,
  domainErrorExample,
  domainErrorResponse,
  unauthenticatedResponse,
} from '@chaba/contracts/errors';
import { formatBaht } from '@chaba/i18n/format';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { claimCashback } from '@chaba/core/cashback/claim-cashback';
import { getCashbackBoard } from '@chaba/core/cashback/get-cashback-board';
import { translateServer } from '@chaba/i18n/translate';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { requestLanguage } from '../http/language';
import { maintenanceRefusal, refusedDuringMaintenance } from '../http/maintenance-guard';
import { apiTags, security } from '../http/openapi';
import { presentMemberCashback } from '../presenters/cashback';

/** The member's cashback and rebate (issue 29, decision 60): the board and claiming a payout. */
export function cashbackRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/customers/cashback',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The member's cashback and rebate: each open period's estimate and the latest payouts",
        security: security.member,
        response: { 200: memberCashbackResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context, { cachedLogin: true }),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const now = clock.now();
      const board = await getCashbackBoard(db, { memberId, now });
      return { data: presentMemberCashback(board, requestLanguage(request), now) };
    },
  );

  app.post(
    '/api/customers/cashback/:id/claim',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Claim a claimable cashback or rebate payout (once, before it expires)',
        security: security.member,
        params: recordIdParams,
        response: {
          200: cashbackClaimAnswer.meta({
            examples: [{ success: true, msg: 'รับยอด 12.50 บาทเข้าเครดิตเรียบร้อย' }],
          }),
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          404: domainErrorResponse.describe('not_found: no such payout of the member'),
          422: commonErrorResponses[422].meta({
            examples: [domainErrorExample('cashback_claim_expired', 'รายการนี้หมดเวลารับแล้ว')],
          }),
          503: maintenanceRefusal,
        },
      },
      preValidation: memberOnly(context),
      ...refusedDuringMaintenance,
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const { amountSatang } = await claimCashback(db, {
        memberId,
        payoutId: request.params.id,
        now: clock.now(),
      });
      const amount = formatBaht(satangToBahtNumber(amountSatang));
      return {
        success: true as const,
        msg: translateServer(requestLanguage(request), 'messages.cashback_claimed', { amount }),
      };
    },
  );
}
