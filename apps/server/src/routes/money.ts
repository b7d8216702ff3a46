import { successResponse } from '@chaba/contracts/auth';
import {
  commonErrorResponses,
  domainErrorExample,
  domainErrorResponse,
  unauthenticatedResponse,
} from '@chaba/contracts/errors';
import {
  depositParams,
  prepareDepositRequest,
  prepareDepositResponse,
  withdrawRequest,
  withdrawResponse,
} from '@chaba/contracts/money';
import { cancelDeposit } from '@chaba/core/deposits/cancel-deposit';
import { DomainError } from '@chaba/core/errors';
import { prepareDeposit, type DepositMethod } from '@chaba/core/deposits/prepare-deposit';
import { requestWithdrawal } from '@chaba/core/withdrawals/request-withdrawal';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { maintenanceRefusal, refusedDuringMaintenance } from '../http/maintenance-guard';
import { apiTags, security } from '../http/openapi';
import { presentPreparedDeposit } from '../presenters/deposits';
import { presentWithdrawRequest } from '../presenters/withdrawals';
import { backgroundWork } from '../http/background';
import { payAutomatically } from '../payouts';

const depositRefused = commonErrorResponses[422].meta({
  examples: [domainErrorExample('deposit_below_minimum', 'ฝากขั้นต่ำ 100 บาท', 'amount')],
});
const withdrawRefused = commonErrorResponses[422].meta({
  examples: [domainErrorExample('withdraw_exceeds_credit', 'ยอดถอนเกินเครดิตที่ถอนได้ (250.00 บาท)', 'amount')],
});

/** Deposits and withdrawals of the member (spec §4.5, §4.6). */
export function moneyRoutes(scope: FastifyInstance, context: AppContext): void {
  prepareDepositRoutes(scope, context);
  cancelDepositRoute(scope, context);
  withdrawRoutes(scope, context);
}

/** Preparing a deposit, by bank transfer or PromptPay QR (spec §4.5). */
function prepareDepositRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  const depositRoute = (path: string, method: DepositMethod, summary: string) =>
    app.post(
      path,
      {
        schema: {
          tags: [apiTags.member],
          summary,
          description:
            'Creates a pending deposit of 15 minutes. `amount` may carry satang added to keep it ' +
            'unique among pending deposits: the member transfers exactly that.',
          security: security.member,
          body: prepareDepositRequest,
          response: {
            200: prepareDepositResponse,
            401: unauthenticatedResponse,
            ...commonErrorResponses,
            422: depositRefused,
            429: domainErrorResponse.describe('too_many_pending_deposits from one network address'),
            503: domainErrorResponse.describe(
              'payment_gateway_unavailable: the QR could not be made; maintenance: the site is under maintenance; ' +
                "player_protection_unavailable: the member's limits could not be checked",
            ),
          },
        },
        preValidation: memberOnly(context),
        ...refusedDuringMaintenance,
      },
      async (request) => {
        const { memberId } = authenticatedMember(request);
        const input = request.body;
        const prepared = await prepareDeposit(db, {
          memberId,
          amountSatang: input.amount,
          promotionId: input.promotion_id,
          method,
          now: clock.now(),
          gateway: context.gateway,
          addressLimit: { clientAddress: request.ip, maxPending: context.config.DEPOSIT_PENDING_PER_ADDRESS },
        }).catch((error: unknown) => {
          // The operator must know when members cannot deposit: the member id only, no personal data.
          if (error instanceof DomainError && error.code === 'deposit_amount_busy')
            request.log.warn(
              { memberId, method },
              'deposit refused: every unique amount near the asked one is pending',
            );
          if (error instanceof DomainError && error.code === 'payment_gateway_unavailable')
            request.log.warn({ memberId, err: error.cause }, 'deposit refused: the payment gateway failed');
          if (error instanceof DomainError && error.code === 'too_many_pending_deposits')
            request.log.warn(
              { memberId, method },
              'deposit refused: too many pending deposits from one address',
            );
          throw error;
        });
        return { success: true as const, data: presentPreparedDeposit(prepared, method) };
      },
    );

  depositRoute(
    '/api/requests/deposit/prepare',
    'bank',
    'Deposit by bank transfer: the account to transfer to',
  );
  depositRoute(
    '/api/requests/deposit/payment-gateway',
    'qr',
    'Deposit by PromptPay QR (when the profile says payment_gateway_status)',
  );
}

/** Cancelling one of the member's own pending deposits (spec §4.5). */
function cancelDepositRoute(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/requests/deposit/:id/cancel',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Cancel one of the member’s own pending deposits',
        security: security.member,
        params: depositParams,
        response: {
          200: successResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          404: domainErrorResponse.describe('not_found: no such deposit of this member'),
          409: domainErrorResponse.describe('request_not_pending: already paid, cancelled or expired').meta({
            examples: [domainErrorExample('request_not_pending', 'รายการนี้ไม่อยู่ในสถานะรอดำเนินการแล้ว')],
          }),
        },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await cancelDeposit(db, { memberId, requestId: request.params.id, now: clock.now() });
      return { success: true as const };
    },
  );
}

/** Asking for a withdrawal (spec §4.6). */
function withdrawRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const background = backgroundWork(scope);

  app.post(
    '/api/requests/withdraw',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Ask for a withdrawal to the member’s bank account (held until it is paid out)',
        description:
          'The automatic rules (decision 51) may pay it at once through the payout agent: `automatic` ' +
          'is then true; otherwise staff decide.',
        security: security.member,
        body: withdrawRequest,
        response: {
          200: withdrawResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          422: withdrawRefused,
          429: domainErrorResponse.describe(
            'withdraw_too_soon: the cooldown between requests; see Retry-After',
          ),
          503: maintenanceRefusal,
        },
      },
      preValidation: memberOnly(context),
      ...refusedDuringMaintenance,
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const input = request.body;
      const created = await requestWithdrawal(db, {
        memberId,
        phone: input.phone,
        amountSatang: input.amount,
        now: clock.now(),
      });
      const automatic = await payAutomatically(context, {
        requestId: created.id,
        log: request.log,
        background,
      });
      return { success: true as const, data: presentWithdrawRequest(created, automatic) };
    },
  );
}
