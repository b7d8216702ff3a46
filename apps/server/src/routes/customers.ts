import { unauthenticatedResponse } from '@chaba/contracts/errors';
import { profileResponse } from '@chaba/contracts/profile';
import { getProfile } from '@chaba/core/members/get-profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { requestLanguage } from '../http/language';
import { apiTags, security } from '../http/openapi';
import { presentProfile } from '../presenters/profile';
import { memberDocumentRoutes } from './documents';

/** The member's own records: the profile, and the identity documents (routes/documents.ts). */
export async function customerRoutes(scope: FastifyInstance, context: AppContext): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/customers/profile',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The member's profile: bank, credit, promotions, open and past requests, events",
        description: 'The site polls it; a 401 "Unauthenticated." ends the session (spec §7).',
        security: security.member,
        response: { 200: profileResponse, 401: unauthenticatedResponse },
      },
      // A read only: the login may come from the session cache (decision 30).
      preValidation: memberOnly(context, { cachedLogin: true }),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      return {
        data: presentProfile(
          await getProfile(context.db, { memberId, now: context.clock.now() }),
          requestLanguage(request),
        ),
      };
    },
  );
  await memberDocumentRoutes(scope, context);
}
