import { commonErrorResponses, errorResponse, unauthenticatedResponse } from '@chaba/contracts/errors';
import {
  pushPublicKeyResponse,
  pushSubscriptionRequest,
  pushSubscriptionResponse,
  pushUnsubscribeRequest,
} from '@chaba/contracts/push';
import { isSafeText } from '@chaba/contracts/validation';
import { deletePushSubscription, savePushSubscription } from '@chaba/core/push/push-subscriptions';
import type { FastifyInstance } from 'fastify';
import { createECDH } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { apiTags, security } from '../http/openapi';

const subscriptions = '/api/customers/push-subscriptions';

/** True when the browser's key is a point of P-256 that a shared secret can be made with. */
function isBrowserKey(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Web Push for members (issue 15, decision 35): the VAPID public key the site subscribes with, and
 * the member's browser subscriptions. With push off (no VAPID keys) the key answers `enabled: false`
 * and a subscription is refused with 404, so the site hides its switch.
 */
export function pushRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Whether push notifications are on, and the VAPID public key to subscribe with',
        security: security.member,
        response: { 200: pushPublicKeyResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context, { cachedLogin: true }),
    },
    async () => ({ enabled: context.push !== undefined, public_key: context.push?.publicKey ?? null }),
  );

  app.post(
    subscriptions,
    {
      schema: {
        tags: [apiTags.member],
        summary: "Store this browser's push subscription for the member",
        description:
          'The body is the JSON of the browser’s `PushSubscription` and the site’s language, which ' +
          'the notifications are written in. The same endpoint again updates it; an endpoint another ' +
          'member had moves to this one. A member keeps at most 10; the oldest goes.',
        security: security.member,
        body: pushSubscriptionRequest(context.config.PUSH_SERVICE_ORIGINS, isBrowserKey),
        response: {
          200: pushSubscriptionResponse,
          401: unauthenticatedResponse,
          404: errorResponse.describe('Push notifications are off on this server'),
          ...commonErrorResponses,
        },
      },
      preValidation: memberOnly(context),
    },
    async (request, reply) => {
      const { memberId } = authenticatedMember(request);
      if (!context.push) return reply.status(404).send({ message: 'Push notifications are off.' });
      const userAgent = request.headers['user-agent']?.slice(0, 512);
      await savePushSubscription(db, {
        memberId,
        endpoint: request.body.endpoint,
        p256dh: request.body.keys.p256dh,
        auth: request.body.keys.auth,
        language: request.body.language,
        userAgent: userAgent !== undefined && isSafeText(userAgent) ? userAgent : null,
        now: clock.now(),
      });
      return { success: true as const };
    },
  );

  app.delete(
    subscriptions,
    {
      schema: {
        tags: [apiTags.member],
        summary: "Remove one of the member's push subscriptions by its endpoint",
        security: security.member,
        body: pushUnsubscribeRequest,
        response: {
          200: pushSubscriptionResponse,
          401: unauthenticatedResponse,
          404: errorResponse.describe('The member has no subscription with this endpoint'),
          ...commonErrorResponses,
        },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await deletePushSubscription(db, { memberId, endpoint: request.body.endpoint });
      return { success: true as const };
    },
  );
}
