import {
  memberOverviewResponse,
  memberRoundParams,
  memberRoundResponse,
} from '@chaba/contracts/backoffice-members';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { DomainError } from '@chaba/core/errors';
import { readMemberRound } from '@chaba/core/members/list-member-history';
import { readMemberOverview } from '@chaba/core/reports/member-overview';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffOnly } from '../../http/staff';
import { presentMemberOverview, presentMemberRound } from '../../presenters/member-overview';
import { staffErrors, staffSchema } from './schemas';

/**
 * Who may read a member's money and history (their lifetime figures, bet log, rounds): one place,
 * so that the permission of member history (issue 30, decision 63) is set here alone.
 */
export const requireMemberHistory = (context: AppContext) =>
  staffOnly(context, { permission: 'members.history' });

const notFound = domainErrorResponse.describe('not_found: no such member, or no such round of the member');

/** The player view (issue 30, decision 65): the member page's overview and a round's wallet calls. */
export function memberOverviewRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/backoffice/members/:id/overview',
    {
      schema: {
        ...staffSchema,
        summary: 'The player view: lifetime figures from the ledger, last logins and linked members',
        params: recordIdParams,
        response: { 200: memberOverviewResponse, ...staffErrors, 404: notFound },
      },
      ...requireMemberHistory(context),
    },
    async (request) => ({
      data: presentMemberOverview(await readMemberOverview(context.db, { memberId: request.params.id })),
    }),
  );
  app.get(
    '/api/backoffice/members/:id/rounds/:round',
    {
      schema: {
        ...staffSchema,
        summary: "One of the member's rounds: each wallet call the aggregator made in it, oldest first",
        description: "`round` is the round's `id` in the rounds list; 404 when it is not the member's.",
        params: memberRoundParams,
        response: { 200: memberRoundResponse, ...staffErrors, 404: notFound },
      },
      ...requireMemberHistory(context),
    },
    async (request) => {
      const calls = await readMemberRound(context.db, {
        memberId: request.params.id,
        roundRowId: request.params.round,
      });
      if (!calls) throw new DomainError('not_found');
      return { data: calls.map(presentMemberRound) };
    },
  );
}
