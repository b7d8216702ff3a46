import { partnerPageResponse } from '@chaba/contracts/affiliates';
import { commonErrorResponses, unauthenticatedResponse } from '@chaba/contracts/errors';
import { getPartnerPage } from '@chaba/core/affiliates/get-partner-page';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { apiTags, security } from '../http/openapi';
import { presentPartnerPage } from '../presenters/affiliates';

/** The partner page of a member who is an affiliate (issue 29, decision 61). */
export function affiliatePartnerRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/customers/affiliate',
    {
      schema: {
        tags: [apiTags.member],
        summary:
          "The member's partner page: link, paid and pending commission, the open period and the statements " +
          '(affiliate null for a member who is not an affiliate)',
        security: security.member,
        response: { 200: partnerPageResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const page = await getPartnerPage(context.db, { memberId, now: context.clock.now() });
      return { data: { affiliate: page ? presentPartnerPage(page) : null } };
    },
  );
}
