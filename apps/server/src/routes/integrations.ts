import { commonErrorResponses, domainErrorResponse } from '@chaba/contracts/errors';
import { bankStatementWebhookResponse, gatewayWebhookResponse } from '@chaba/contracts/integrations';
import { bankStatementLine, bankStatementWebhook } from '@chaba/contracts/money';
import { isSafeText } from '@chaba/contracts/validation';
import { confirmGatewayPayment } from '@chaba/core/deposits/confirm-gateway-payment';
import { recordBankStatementLines } from '@chaba/core/deposits/record-bank-statement-lines';
import { DomainError } from '@chaba/core/errors';
import { verifySignature } from '@chaba/core/integrations/verify-signature';
import { recordPayoutOutcome } from '@chaba/core/withdrawals/pay-out';
import { payoutResultRequest, payoutResultResponse } from '@chaba/contracts/payout-agent';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { validationErrors } from '../http/errors';
import { requestLanguage } from '../http/language';
import { apiTags, security } from '../http/openapi';
import { keepRawJsonBody, signatureHeader } from '../http/raw-body';
import { statementLineFrom } from '../presenters/deposits';
import { bankDeviceWebhookRoutes } from './bank-device-webhooks';
import { lineRoutes } from './line';

/** A refused line's own id, when it has a usable one, so the reader can tell which line it was. */
function lineIdOf(line: unknown): string | null {
  const id = line !== null && typeof line === 'object' ? (line as { id?: unknown }).id : undefined;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return String(id);
  return typeof id === 'string' && id.length <= 128 && isSafeText(id) ? id : null;
}

const signedErrors = {
  401: domainErrorResponse.describe('invalid_signature or stale_timestamp; nothing changed'),
  ...commonErrorResponses,
} as const;

/** The batch as the documentation shows it; each line is checked alone (`bankStatementLine`). */
const bankStatementWebhookBody = bankStatementWebhook.meta({
  examples: [
    {
      lines: [
        {
          id: 'scb-20261120-0001',
          account_number: '1234567890',
          amount: 500.37,
          occurred_at: '2026-11-20T10:00:00+07:00',
          from_bank: 'KBANK',
          from_account: 'xxx-x-x1234-x',
          from_name: 'นาย สมชาย ใจดี',
        },
      ],
    },
  ],
});

/**
 * Webhooks from the outside: bank statement lines (from a statement reader or an SMS forwarder) and
 * payment gateways. Each is signed with HMAC-SHA256 over "<X-Timestamp>.<raw body>"; the signature
 * is checked before the body's schema, so a bad signature is a 401 whatever the body.
 */
export async function integrationRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (plain) => {
    keepRawJsonBody(plain);
    bankStatementRoute(plain, context);
    paymentGatewayRoute(plain, context);
    bankDeviceWebhookRoutes(plain, context);
    payoutResultRoute(plain, context);
  });
  // LINE (decision 71): the member's marketing choice, and the webhook while LINE_MESSAGING_* is set.
  await lineRoutes(app, context);
}

/**
 * The payout agent's report of an order's outcome (decision 51), signed with PAYOUT_AGENT_SECRET
 * (in development without one, the local agent's: `payoutAgent.secret()`).
 */
function payoutResultRoute(plain: FastifyInstance, context: AppContext): void {
  const scope = plain.withTypeProvider<ZodTypeProvider>();
  const signedByPayoutAgent = async (request: FastifyRequest): Promise<void> => {
    const secret = context.payoutAgent.secret();
    if (secret === undefined) throw new DomainError('invalid_signature');
    verifySignature({
      secret,
      rawBody: request.rawBody ?? '',
      signature: signatureHeader(request, 'x-signature'),
      timestamp: { value: signatureHeader(request, 'x-timestamp'), now: context.clock.now() },
    });
  };
  scope.post(
    '/api/integrations/payouts/:id/result',
    {
      schema: {
        tags: [apiTags.integrations],
        summary: "The payout agent's report of a transfer's outcome: paid or failed",
        description:
          '`paid` completes the withdrawal (with `bank_ref`); `failed` returns the held amount to the ' +
          'member. Answered 200 every time it is sent again, with the outcome recorded first ' +
          '(`replayed: true`); one that contradicts it (another status, another `bank_ref`) changes ' +
          'nothing either and raises a staff alert. A bad signature is a 401 and changes nothing. The ' +
          'agent protocol: decision 51 and the `payout-agent` webhooks of this document.',
        security: security.signedWebhook,
        params: z.object({
          id: z
            .string()
            .max(64)
            .meta({ examples: ['wd-1042'] }),
        }),
        body: payoutResultRequest,
        response: {
          200: payoutResultResponse,
          ...signedErrors,
          404: domainErrorResponse.describe('not_found: no payout order with this id'),
        },
      },
      preValidation: signedByPayoutAgent,
    },
    async (request) => {
      const body = request.body;
      const outcome =
        body.status === 'paid'
          ? { status: 'paid' as const, bankRef: body.bank_ref ?? '' }
          : { status: 'failed' as const, reason: body.reason ?? 'failed' };
      const recorded = await recordPayoutOutcome(context.db, {
        orderId: request.params.id,
        outcome,
        now: context.clock.now(),
      });
      if (recorded === null) throw new DomainError('not_found');
      return { success: true as const, data: { id: request.params.id, ...recorded } };
    },
  );
}

/** Statement lines from a bank reader, signed with the bank webhook's secret. */
function bankStatementRoute(plain: FastifyInstance, context: AppContext): void {
  const scope = plain.withTypeProvider<ZodTypeProvider>();

  const signedByBankReader = async (request: FastifyRequest): Promise<void> => {
    verifySignature({
      secret: context.config.BANK_WEBHOOK_SECRET,
      rawBody: request.rawBody ?? '',
      signature: signatureHeader(request, 'x-signature'),
      timestamp: { value: signatureHeader(request, 'x-timestamp'), now: context.clock.now() },
    });
  };

  // Lines are checked one by one (their text too): a bad line is refused alone, with its reasons,
  // and the good lines beside it are applied, or the reader would retry the batch for ever.
  scope.post(
    '/api/integrations/bank-statements',
    {
      config: { bodyTextCheckedPerItem: true },
      schema: {
        tags: [apiTags.integrations],
        summary: 'Report received bank transfers (a batch of statement lines)',
        description:
          'Each line is applied at most once (by its `id`; a replay answers as the first time). A line ' +
          'matching exactly one pending deposit completes it and credits the wallet; any other is kept ' +
          'unmatched for an operator. A bad line is refused alone (`rejected`, with its reasons); the ' +
          'good lines beside it are applied. Lines: `id`, `account_number` (ours), `amount` (baht), ' +
          '`occurred_at` (ISO 8601), optional `from_bank`, `from_account`, `from_name`.',
        security: security.signedWebhook,
        body: bankStatementWebhookBody,
        response: { 200: bankStatementWebhookResponse, ...signedErrors },
      },
      preValidation: signedByBankReader,
    },
    async (request) => {
      const input = request.body;
      const checked = input.lines.map((line) => bankStatementLine.safeParse(line));
      const good = checked.flatMap((result) => (result.success ? [result.data] : []));
      const outcomes = await recordBankStatementLines(context.db, {
        lines: good.map(statementLineFrom),
        now: context.clock.now(),
      });
      const language = requestLanguage(request);
      let next = 0;
      return {
        success: true as const,
        // One entry per line, in the batch's order: what was done with it, or why it was refused.
        data: checked.map((result, index) => {
          if (result.success) {
            const { id, status, requestId } = outcomes[next++]!;
            return { index, id, status, request_id: requestId };
          }
          return {
            index,
            id: lineIdOf(input.lines[index]),
            status: 'rejected' as const,
            request_id: null,
            errors: validationErrors(result.error, language),
          };
        }),
      };
    },
  );
}

/** A payment gateway's notice of a paid QR deposit. */
function paymentGatewayRoute(plain: FastifyInstance, context: AppContext): void {
  const scope = plain.withTypeProvider<ZodTypeProvider>();

  // The gateway's body and signature are its own: its adapter reads and checks them.
  scope.post(
    '/api/integrations/payment-gateway/:name',
    {
      schema: {
        tags: [apiTags.integrations],
        summary: "A payment gateway's notice of a paid QR deposit",
        description:
          "The body is the gateway's own; its adapter checks the signature (ours sign like the bank " +
          'webhook) and reads the payment. A replay answers `replayed` and credits nothing.',
        security: security.signedWebhook,
        params: z.object({ name: z.string().meta({ examples: ['promptpay'] }) }),
        response: {
          200: gatewayWebhookResponse,
          ...signedErrors,
          404: domainErrorResponse.describe('No gateway of that name takes webhooks'),
        },
      },
    },
    async (request) => {
      const gateway = context.gateway;
      if (gateway.name !== request.params.name || !gateway.readWebhook) throw new DomainError('not_found');
      const notice = gateway.readWebhook({
        rawBody: request.rawBody ?? '',
        headers: {
          'x-signature': signatureHeader(request, 'x-signature'),
          'x-timestamp': signatureHeader(request, 'x-timestamp'),
        },
        now: context.clock.now(),
      });
      if (!notice) throw new DomainError('invalid_signature');
      const outcome = await confirmGatewayPayment(context.db, {
        gatewayName: gateway.name,
        notice,
        now: context.clock.now(),
      });
      return { success: true as const, data: { status: outcome.status, request_id: outcome.requestId } };
    },
  );
}
