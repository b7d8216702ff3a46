import { bankStatementWebhook } from '@chaba/contracts/money';
import { confirmGatewayPayment } from '@chaba/core/deposits/confirm-gateway-payment';
import { recordBankStatementLines } from '@chaba/core/deposits/record-bank-statement-lines';
import { DomainError } from '@chaba/core/errors';
import { verifyWebhookSignature } from '@chaba/core/integrations/verify-signature';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { keepRawJsonBody } from '../http/raw-body';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Webhooks from the outside: bank statement lines (from a statement reader or an SMS forwarder) and
 * payment gateways. Each is signed with HMAC-SHA256 over "<X-Timestamp>.<raw body>".
 */
export async function integrationRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (scope) => {
    keepRawJsonBody(scope);

    scope.post('/api/integrations/bank-statements', async (request) => {
      verifyWebhookSignature({
        secret: context.config.BANK_WEBHOOK_SECRET,
        rawBody: request.rawBody ?? '',
        signature: header(request, 'x-signature'),
        timestamp: header(request, 'x-timestamp'),
        now: context.clock.now(),
      });
      const input = bankStatementWebhook.parse(request.body ?? {});
      const outcomes = await recordBankStatementLines(context.db, {
        lines: input.lines,
        now: context.clock.now(),
      });
      for (const outcome of outcomes) {
        if (outcome.memberId !== null)
          context.events.publish({ memberId: outcome.memberId, reason: 'deposit' });
      }
      return {
        success: true,
        data: outcomes.map(({ id, status, request_id }) => ({ id, status, request_id })),
      };
    });

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
