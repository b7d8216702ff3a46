import { commonErrorResponses, unauthenticatedResponse } from '@chaba/contracts/errors';
import { memberVipResponse } from '@chaba/contracts/vip';
import { getVipStatus } from '@chaba/core/vip/get-vip-status';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { requestLanguage } from '../http/language';
import { apiTags, security } from '../http/openapi';
import { presentMemberVip } from '../presenters/vip';

/** The member's VIP page (issue 31, decision 72): the levels, their own and the progress to the next. */
export function vipRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/customers/vip',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The VIP levels, the member's level and their progress toward the next one",
        security: security.member,
        response: { 200: memberVipResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context, { cachedLogin: true }),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const status = await getVipStatus(context.db, { memberId, now: context.clock.now() });
      return { success: true as const, data: presentMemberVip(status, requestLanguage(request)) };
    },
  );
}
