import { prepareDepositRequest, satangToBahtNumber, withdrawRequest } from '@chaba/contracts/money';
import { cancelDeposit } from '@chaba/core/deposits/cancel-deposit';
import { DomainError } from '@chaba/core/errors';
import { prepareDeposit, type DepositMethod } from '@chaba/core/deposits/prepare-deposit';
import { requestWithdrawal } from '@chaba/core/withdrawals/request-withdrawal';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { requireMember } from '../http/auth';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Deposits and withdrawals of the member (spec §4.5, §4.6). */
export function moneyRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock, events } = context;

  const deposit = (method: DepositMethod) => async (request: FastifyRequest) => {
    const { memberId } = await requireMember(context, request);
    const input = prepareDepositRequest.parse(request.body ?? {});
    const {
      request: created,
      payTo,
      qrName,
    } = await prepareDeposit(db, {
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
        request.log.warn({ memberId, method }, 'deposit refused: too many pending deposits from one address');
      throw error;
    });
    events.publish({ memberId, reason: 'request' });
    return {
      success: true,
      data: {
        id: created.id,
        type: created.type,
        ref: created.ref,
        /** Exactly what to transfer: may carry satang added to keep it unique. */
        amount: satangToBahtNumber(created.amountSatang),
        requested_amount: satangToBahtNumber(created.requestedAmountSatang),
        amount_adjusted: created.amountSatang !== created.requestedAmountSatang,
        to_bank: payTo.bank,
        to_account_number: payTo.accountNumber,
        to_name: payTo.accountName,
        created_at: created.createdAt.toISOString(),
        expires_at: created.expiresAt?.toISOString() ?? null,
        method: created.method,
        qr_code: created.qrImage,
        qr_code_name: qrName,
      },
    };
  };

  app.post('/api/requests/deposit/prepare', deposit('bank'));
  app.post('/api/requests/deposit/payment-gateway', deposit('qr'));

  app.post('/api/requests/deposit/:id/cancel', async (request) => {
    const { memberId } = await requireMember(context, request);
    const { id } = idParams.parse(request.params);
    await cancelDeposit(db, { memberId, requestId: id, now: clock.now() });
    events.publish({ memberId, reason: 'request' });
    return { success: true };
  });

  app.post('/api/requests/withdraw', async (request) => {
    const { memberId } = await requireMember(context, request);
    const input = withdrawRequest.parse(request.body ?? {});
    const created = await requestWithdrawal(db, {
      memberId,
      phone: input.phone,
      amountSatang: input.amount,
      now: clock.now(),
    });
    events.publish({ memberId, reason: 'withdraw' });
    return {
      success: true,
      data: {
        id: created.id,
        type: created.type,
        ref: created.ref,
        amount: satangToBahtNumber(created.amountSatang),
        created_at: created.createdAt.toISOString(),
      },
    };
  });
}
