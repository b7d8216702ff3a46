import { recordIdParams } from '@chaba/contracts/backoffice';
import {
  memberPushSubscriptionParams,
  memberPushSubscriptionsResponse,
  removePushSubscriptionsResponse,
} from '@chaba/contracts/backoffice-push';
import { domainErrorResponse } from '@chaba/contracts/errors';
import {
  listMemberPushSubscriptions,
  removeMemberPushSubscriptions,
} from '@chaba/core/push/member-push-subscriptions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { staffErrors, staffSchema } from './schemas';

const notFound = domainErrorResponse.describe('not_found: no such member, or no such subscription of theirs');

function actor(context: AppContext, request: FastifyRequest) {
  return {
    staffId: authenticatedStaff(request).staffId,
    clientAddress: request.ip,
    now: context.clock.now(),
  };
}

/**
 * A member's Web Push subscriptions on the member page (decision 35, decision 41): seen with
 * `members.history` (the push service's host, language and dates, never the endpoint or the keys),
 * removed with `members.edit` (a phone lost or given away, a member who asks), audited.
 */
export function memberPushRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/backoffice/members/:id/push-subscriptions',
    {
      schema: {
        ...staffSchema,
        summary: "The member's push subscriptions: service, language, dates (never the endpoint or keys)",
        params: recordIdParams,
        response: { 200: memberPushSubscriptionsResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, { permission: 'members.history' }),
    },
    async (request) => ({
      data: (await listMemberPushSubscriptions(context.db, { memberId: request.params.id })).map(
        (subscription) => ({
          id: subscription.id,
          service: subscription.service,
          language: subscription.language,
          user_agent: subscription.userAgent,
          created_at: subscription.createdAt.toISOString(),
          last_success_at: subscription.lastSuccessAt?.toISOString() ?? null,
          failures: subscription.failures,
        }),
      ),
    }),
  );
  app.delete(
    '/api/backoffice/members/:id/push-subscriptions',
    {
      schema: {
        ...staffSchema,
        summary:
          'Remove every push subscription of the member (they are told nothing until they opt in again)',
        params: recordIdParams,
        response: { 200: removePushSubscriptionsResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, { permission: 'members.edit' }),
    },
    async (request) => ({
      success: true as const,
      removed: await removeMemberPushSubscriptions(context.db, {
        ...actor(context, request),
        memberId: request.params.id,
      }),
    }),
  );
  app.delete(
    '/api/backoffice/members/:id/push-subscriptions/:subscriptionId',
    {
      schema: {
        ...staffSchema,
        summary: 'Remove one push subscription of the member',
        params: memberPushSubscriptionParams,
        response: { 200: removePushSubscriptionsResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, { permission: 'members.edit' }),
    },
    async (request) => ({
      success: true as const,
      removed: await removeMemberPushSubscriptions(context.db, {
        ...actor(context, request),
        memberId: request.params.id,
        subscriptionId: request.params.subscriptionId,
      }),
    }),
  );
}
