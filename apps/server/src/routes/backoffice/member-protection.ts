import { memberPlayerProtectionResponse } from '@chaba/contracts/backoffice-members';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { getMemberPlayerProtection } from '@chaba/core/backoffice/get-member-player-protection';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffOnly } from '../../http/staff';
import { presentResponsibleGambling } from '../../presenters/responsible-gambling';
import { staffErrors, staffSchema } from './schemas';

/**
 * The member page's player protection (issue 13), read only: there is deliberately no staff route
 * that lifts a self-exclusion, shortens a time-out or raises a limit; only the member's own request
 * after it ends does. Transfers it held wait on the unmatched statement desk.
 */
export function memberProtectionRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/backoffice/members/:id/player-protection',
    {
      schema: {
        ...staffSchema,
        summary: "The member's limits, waiting changes, usage, restrictions and the history of every change",
        params: recordIdParams,
        response: {
          200: memberPlayerProtectionResponse,
          ...staffErrors,
          404: domainErrorResponse.describe('not_found: no member with this id'),
        },
      },
      ...staffOnly(context, { permission: 'members.history' }),
    },
    async (request) => ({
      data: presentResponsibleGambling(
        await getMemberPlayerProtection(context.db, {
          memberId: request.params.id,
          now: context.clock.now(),
        }),
      ),
    }),
  );
}
