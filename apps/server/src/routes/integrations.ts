import { bankStatementLine, bankStatementWebhook } from '@chaba/contracts/money';
import { isSafeText } from '@chaba/contracts/validation';
import { confirmGatewayPayment } from '@chaba/core/deposits/confirm-gateway-payment';
import { recordBankStatementLines } from '@chaba/core/deposits/record-bank-statement-lines';
import { DomainError } from '@chaba/core/errors';
import { verifyWebhookSignature } from '@chaba/core/integrations/verify-signature';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { validationErrors } from '../http/errors';
import { requestLanguage } from '../http/language';
import { keepRawJsonBody } from '../http/raw-body';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A refused line's own id, when it has a usable one, so the reader can tell which line it was. */
function lineIdOf(line: unknown): string | null {
  const id = line !== null && typeof line === 'object' ? (line as { id?: unknown }).id : undefined;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return String(id);
  return typeof id === 'string' && id.length <= 128 && isSafeText(id) ? id : null;
}

/**
 * Webhooks from the outside: bank statement lines (from a statement reader or an SMS forwarder) and
 * payment gateways. Each is signed with HMAC-SHA256 over "<X-Timestamp>.<raw body>".
 */
export async function integrationRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (scope) => {
    keepRawJsonBody(scope);

    // Lines are checked one by one (their text too): a bad line is refused alone, with its reasons,
    // and the good lines beside it are applied, or the reader would retry the batch for ever.
    scope.post(
      '/api/integrations/bank-statements',
      { config: { bodyTextCheckedPerItem: true } },
      async (request) => {
        verifyWebhookSignature({
          secret: context.config.BANK_WEBHOOK_SECRET,
          rawBody: request.rawBody ?? '',
          signature: header(request, 'x-signature'),
          timestamp: header(request, 'x-timestamp'),
          now: context.clock.now(),
        });
        const input = bankStatementWebhook.parse(request.body ?? {});
        const checked = input.lines.map((line) => bankStatementLine.safeParse(line));
        const good = checked.flatMap((result) => (result.success ? [result.data] : []));
        const outcomes = await recordBankStatementLines(context.db, {
          lines: good,
          now: context.clock.now(),
        });
        for (const outcome of outcomes) {
          if (outcome.memberId !== null)
            context.events.publish({ memberId: outcome.memberId, reason: 'deposit' });
        }
        const language = requestLanguage(request);
        let next = 0;
        return {
          success: true,
          // One entry per line, in the batch's order: what was done with it, or why it was refused.
          data: checked.map((result, index) => {
            if (result.success) {
              const { id, status, request_id } = outcomes[next++]!;
              return { index, id, status, request_id };
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

    scope.post<{ Params: { name: string } }>('/api/integrations/payment-gateway/:name', async (request) => {
      const gateway = context.gateway;
      if (gateway.name !== request.params.name || !gateway.readWebhook) throw new DomainError('not_found');
      const notice = gateway.readWebhook({
        rawBody: request.rawBody ?? '',
        headers: {
          'x-signature': header(request, 'x-signature'),
          'x-timestamp': header(request, 'x-timestamp'),
        },
        now: context.clock.now(),
      });
      if (!notice) throw new DomainError('invalid_signature');
      const outcome = await confirmGatewayPayment(context.db, {
        gatewayName: gateway.name,
        notice,
        now: context.clock.now(),
      });
      if (outcome.memberId !== null)
        context.events.publish({ memberId: outcome.memberId, reason: 'deposit' });
      return { success: true, data: { status: outcome.status, request_id: outcome.requestId } };
    });
  });
}
