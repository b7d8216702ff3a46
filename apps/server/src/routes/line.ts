import { commonErrorResponses, domainErrorResponse, unauthenticatedResponse } from '@chaba/contracts/errors';
import {
  lineWebhookBody,
  lineWebhookResponse,
  memberLineSettingsRequest,
  memberLineSettingsResponse,
} from '@chaba/contracts/line-messaging';
import { DomainError } from '@chaba/core/errors';
import { recordLineWebhookEvents, verifyLineSignature } from '@chaba/core/line/line-webhook';
import { readMemberLineSettings, saveMemberLineSettings } from '@chaba/core/line/member-line-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { requestLanguage } from '../http/language';
import { apiTags, security } from '../http/openapi';
import type { LineMessaging } from '../line-settings';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the LINE webhook's body parser once X-Line-Signature matched the exact bytes. */
    lineSignatureValid?: boolean;
  }
}

/**
 * LINE (issue 31, decision 71): the Messaging API's webhook, only while LINE messaging is on (its
 * path is the JSON 404 otherwise), and the member's choice of marketing messages.
 */
export async function lineRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  memberLineSettingsRoutes(app, context);
  const line = context.line;
  if (!line) return;
  await app.register(async (plain) => {
    readSignedBodies(plain, line);
    // An invariant: no handler (nor the body's schema) runs unless the signature was checked and valid.
    plain.addHook('preValidation', async (request) => {
      if (request.lineSignatureValid !== true) throw new DomainError('invalid_signature');
    });
    webhookRoute(plain, context);
  });
}

/**
 * Every body of this scope is read as text, whatever its type, and its signature checked over the
 * exact bytes before the JSON is parsed: a bad signature is a 401 before anything else is looked at.
 */
function readSignedBodies(scope: FastifyInstance, line: LineMessaging): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const raw = body as string;
    const signature = request.headers['x-line-signature'];
    try {
      verifyLineSignature({
        channelSecret: line.channelSecret,
        rawBody: raw,
        signature: typeof signature === 'string' ? signature : undefined,
      });
    } catch (error) {
      done(error as DomainError, undefined);
      return;
    }
    request.lineSignatureValid = true;
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
    }
  });
}

function webhookRoute(plain: FastifyInstance, context: AppContext): void {
  plain.withTypeProvider<ZodTypeProvider>().post(
    '/api/providers/line/webhook',
    {
      schema: {
        tags: [apiTags.providers],
        summary: "LINE Messaging API's webhook: follow and unfollow of the Official Account",
        description:
          'Signed by LINE: `X-Line-Signature` is the Base64 HMAC-SHA256 of the body with the channel ' +
          'secret (checked first; 401 otherwise). Follow and unfollow events are recorded once each by ' +
          '`webhookEventId` (a redelivery changes nothing); other events are ignored. Answers 200 at ' +
          'once, as LINE asks.',
        security: security.signedWebhook,
        body: lineWebhookBody,
        response: {
          200: lineWebhookResponse,
          401: domainErrorResponse.describe('invalid_signature: nothing recorded'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      await recordLineWebhookEvents(context.db, {
        events: request.body.events.map((event) => ({
          type: event.type,
          webhookEventId: event.webhookEventId,
          timestamp: event.timestamp,
          userId: event.source?.type === 'user' ? event.source.userId : undefined,
        })),
        now: context.clock.now(),
      });
      return { success: true as const };
    },
  );
}

function memberLineSettingsRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const path = '/api/customers/line-settings';
  const response = { 200: memberLineSettingsResponse, 401: unauthenticatedResponse, ...commonErrorResponses };
  app.get(
    path,
    {
      schema: {
        tags: [apiTags.member],
        summary: "Whether the member's LINE is linked and receives marketing messages",
        security: security.member,
        response,
      },
      preValidation: memberOnly(context),
    },
    async (request) => ({
      success: true as const,
      data: await readMemberLineSettings(context.db, authenticatedMember(request).memberId),
    }),
  );
  app.put(
    path,
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Receive LINE marketing messages or stop them (receipts of money are not affected)',
        description:
          "The site's language of this request becomes the language of the member's LINE messages.",
        security: security.member,
        body: memberLineSettingsRequest,
        response,
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await saveMemberLineSettings(context.db, {
        memberId,
        marketing: request.body.marketing,
        language: requestLanguage(request),
        now: context.clock.now(),
      });
      return { success: true as const, data: await readMemberLineSettings(context.db, memberId) };
    },
  );
}
