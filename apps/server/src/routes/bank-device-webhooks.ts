import { bankMessageWebhookResponse } from '@chaba/contracts/bank-devices';
import { commonErrorResponses, domainErrorResponse } from '@chaba/contracts/errors';
import { recordId } from '@chaba/contracts/validation';
import { bankDeviceSecret } from '@chaba/core/bank-devices/authenticate-bank-device';
import {
  canonicalSmsForwarderSign,
  isSmsForwarderSign,
  isSmsGatewaySignature,
} from '@chaba/core/bank-devices/forwarder-signatures';
import { noteBankDeviceHeard } from '@chaba/core/bank-devices/note-bank-device-heard';
import { recordBankMessage } from '@chaba/core/bank-devices/record-bank-message';
import { DomainError } from '@chaba/core/errors';
import type { FastifyInstance } from 'fastify';
import type { StaffApp as WebhookApp } from './backoffice/schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { apiTags, security } from '../http/openapi';
import { signatureHeader } from '../http/raw-body';

/**
 * The company phones' forwarder apps (issue 25, decision 47), one address per device and app. No
 * staff login: each post is signed with the device's secret. An unknown or disabled device and a bad
 * signature are the same 401 (nothing stored, nothing said of which); a stored message is a 200
 * whatever it says, so the app does not retry it for ever.
 */

const deviceParams = z.object({ id: recordId });
const messageText = z.string().min(1, { error: 'required' }).max(5000);
const senderText = z.string().max(200);

/**
 * SmsForwarder's webhook: its default form body, or the same four fields as a JSON template
 * (`{"from":"[from]","content":"[org_content]","timestamp":"[timestamp]","sign":"[sign]"}`).
 */
const smsForwarderBody = z.object({
  from: senderText,
  content: messageText,
  timestamp: z
    .union([z.string().regex(/^\d{10,16}$/, { error: 'invalid' }), z.number().int().min(0).max(1e16)])
    .transform(String),
  sign: z.string().min(1, { error: 'required' }).max(200),
});

/** SMS Gateway for Android's event; the payload is read after the signature (only `sms:received`). */
const smsGatewayBody = z.object({ event: z.string().max(64), payload: z.unknown().optional() });
const smsGatewayReceived = z.object({
  message: messageText,
  phoneNumber: senderText,
  receivedAt: z.iso.datetime({ offset: true, error: 'invalid' }),
});

const webhookErrors = {
  401: domainErrorResponse.describe(
    'invalid_signature or stale_timestamp (or no such enabled device); nothing stored',
  ),
  ...commonErrorResponses,
} as const;

/** What both webhooks check: the device's rate, its secret, the timestamp's window. */
interface DeviceGuards {
  limit: (deviceId: number) => void;
  secretOf: (deviceId: number) => Promise<string>;
  refuseStale: (timestampMs: number) => void;
}

export function bankDeviceWebhookRoutes(plain: FastifyInstance, context: AppContext): void {
  const scope = plain.withTypeProvider<ZodTypeProvider>();
  const toleranceMs = context.config.BANK_DEVICE_TIMESTAMP_TOLERANCE_SECONDS * 1000;
  const guards: DeviceGuards = {
    limit: postsPerMinute(context.config.BANK_DEVICE_POSTS_PER_MINUTE),
    secretOf: (deviceId) =>
      bankDeviceSecret(context.db, { deviceId, sealKey: context.config.STAFF_TOTP_KEY }),
    refuseStale: (timestampMs) => {
      if (Math.abs(context.clock.now().getTime() - timestampMs) > toleranceMs)
        throw new DomainError('stale_timestamp');
    },
  };
  smsForwarderRoute(scope, context, guards);
  smsGatewayRoute(scope, context, guards);
}

function smsForwarderRoute(scope: WebhookApp, context: AppContext, guards: DeviceGuards): void {
  const { limit, secretOf, refuseStale } = guards;
  scope.post(
    '/api/integrations/bank-devices/:id/sms-forwarder',
    {
      schema: {
        tags: [apiTags.integrations],
        summary: "A company phone's SmsForwarder webhook (form or JSON: from, content, timestamp, sign)",
        description:
          'SmsForwarder (pppscn) signs the timestamp only: `sign` is the URL-encoded Base64 HMAC-SHA256 of ' +
          '"<timestamp ms>\\n<secret>" keyed with the secret. A timestamp outside ' +
          'BANK_DEVICE_TIMESTAMP_TOLERANCE_SECONDS or a `sign` seen before is refused (401).',
        params: deviceParams,
        body: smsForwarderBody,
        response: { 200: bankMessageWebhookResponse, ...webhookErrors },
      },
    },
    async (request) => {
      const deviceId = request.params.id;
      limit(deviceId);
      const body = request.body;
      const secret = await secretOf(deviceId);
      if (!isSmsForwarderSign(secret, body.timestamp, body.sign)) throw new DomainError('invalid_signature');
      refuseStale(Number(body.timestamp));
      const recorded = await recordBankMessage(context.db, {
        deviceId,
        protocol: 'sms-forwarder',
        message: { from: body.from, text: body.content, receivedAt: new Date(Number(body.timestamp)) },
        sign: canonicalSmsForwarderSign(body.sign),
        parse: context.parseBankMessage,
        now: context.clock.now(),
      });
      return {
        success: true as const,
        data: { message_id: recorded.messageId, duplicate: recorded.duplicate, outcome: recorded.outcome },
      };
    },
  );
}

function smsGatewayRoute(scope: WebhookApp, context: AppContext, guards: DeviceGuards): void {
  const { limit, secretOf, refuseStale } = guards;
  scope.post(
    '/api/integrations/bank-devices/:id/sms-gateway',
    {
      schema: {
        tags: [apiTags.integrations],
        summary:
          "A company phone's SMS Gateway for Android webhook (`sms:received`; other events only mark it heard)",
        description:
          'Signed by the app: `X-Signature` is the hex HMAC-SHA256 of the raw body followed by the ' +
          '`X-Timestamp` header (Unix seconds), keyed with the secret; a timestamp outside ' +
          'BANK_DEVICE_TIMESTAMP_TOLERANCE_SECONDS is refused (401).',
        security: security.signedWebhook,
        params: deviceParams,
        body: smsGatewayBody,
        response: { 200: bankMessageWebhookResponse, ...webhookErrors },
      },
      preValidation: async (request) => {
        const { id } = request.params as { id?: unknown };
        const deviceId = recordId.safeParse(id);
        if (!deviceId.success) throw new DomainError('invalid_signature');
        limit(deviceId.data);
        const signature = signatureHeader(request, 'x-signature');
        const timestamp = signatureHeader(request, 'x-timestamp');
        if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp))
          throw new DomainError('invalid_signature');
        const secret = await secretOf(deviceId.data);
        if (!isSmsGatewaySignature(secret, request.rawBody ?? '', timestamp, signature))
          throw new DomainError('invalid_signature');
        refuseStale(Number(timestamp) * 1000);
      },
    },
    async (request) => {
      const deviceId = request.params.id;
      const now = context.clock.now();
      if (request.body.event !== 'sms:received') {
        await noteBankDeviceHeard(context.db, { deviceId, now });
        return { success: true as const, data: { message_id: null, duplicate: false, outcome: null } };
      }
      const payload = smsGatewayReceived.parse(request.body.payload ?? {});
      const recorded = await recordBankMessage(context.db, {
        deviceId,
        protocol: 'sms-gateway',
        message: {
          from: payload.phoneNumber,
          text: payload.message,
          receivedAt: new Date(payload.receivedAt),
        },
        parse: context.parseBankMessage,
        now,
      });
      return {
        success: true as const,
        data: { message_id: recorded.messageId, duplicate: recorded.duplicate, outcome: recorded.outcome },
      };
    },
  );
}

/**
 * At most `limit` posts a minute per device, in this process (a fixed window): a phone flooding its
 * address, or someone guessing at it, gets 429 and the app retries later. The map is bounded.
 */
function postsPerMinute(limit: number): (deviceId: number) => void {
  const windows = new Map<number, { startedMs: number; count: number }>();
  return (deviceId) => {
    const nowMs = Date.now();
    if (windows.size > 10_000) windows.clear();
    const window = windows.get(deviceId);
    if (!window || nowMs - window.startedMs >= 60_000) {
      windows.set(deviceId, { startedMs: nowMs, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > limit) throw new DomainError('bank_device_busy', { retryAfterSeconds: 60 });
  };
}
