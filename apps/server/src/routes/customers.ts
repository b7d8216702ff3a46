import { getProfile } from '@chaba/core/members/get-profile';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { requireMember } from '../http/auth';
import { requestLanguage } from '../http/language';

export function customerRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/customers/profile', async (request) => {
    const { memberId } = await requireMember(context, request);
    return {
      data: await getProfile(context.db, {
        memberId,
        now: context.clock.now(),
        language: requestLanguage(request),
      }),
    };
  });
}
