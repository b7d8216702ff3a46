import {
  approveWithdrawalResponse,
  deskRejectWithdrawalRequest,
  withdrawalDeskQuery,
  withdrawalDeskResponse,
  type WithdrawalDeskResponse,
} from '@chaba/contracts/backoffice-money';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { successResponse } from '@chaba/contracts/auth';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { approveWithdrawalRequest, satangToBahtNumber } from '@chaba/contracts/money';
import { decideWithdrawal } from '@chaba/core/withdrawals/decide-withdrawal';
import { listWithdrawals } from '@chaba/core/withdrawals/list-withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { presentDeskWithdrawal } from '../../presenters/backoffice-money';
import { openRiskRulesByMember } from '@chaba/core/risk/list-risk-flags';
import { staffErrors, staffSchema } from './schemas';

const notPending = domainErrorResponse.describe(
  'request_not_pending: no pending withdrawal with this id; second_approver_same_staff: the first ' +
    'approver cannot also pay it',
);

/**
 * The withdrawal desk: the queue with the member's balances, turnover and last deposits beside each;
 * approve with the bank transfer reference (four eyes above WITHDRAWAL_SECOND_APPROVAL_ABOVE), reject
 * with a cause the member reads in their language.
 */
export function withdrawalDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock, config } = context;
  const secondApprovalAbove = config.WITHDRAWAL_SECOND_APPROVAL_ABOVE;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/backoffice/withdrawals',
    {
      schema: {
        ...staffSchema,
        summary: 'The withdrawal desk: pending oldest first (parked ones marked), decided newest first',
        querystring: withdrawalDeskQuery,
        response: { 200: withdrawalDeskResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'withdrawals.view' }),
    },
    async (request) => withdrawalQueue(context, request.query),
  );

  app.post(
    '/api/backoffice/withdrawals/:id/approve',
    {
      schema: {
        ...staffSchema,
        summary: 'Approve with the bank transfer reference: pays it, or parks it for a second approver',
        description:
          'Above the second-approval amount the first approval parks the withdrawal ' +
          '(`awaiting_second_approval`); a second, different staff member pays it.',
        params: recordIdParams,
        body: approveWithdrawalRequest,
        response: { 200: approveWithdrawalResponse, ...staffErrors, 409: notPending },
      },
      ...staffOnly(context, { permission: 'withdrawals.decide' }),
    },
    async (request) => {
      const decided = await decideWithdrawal(db, {
        staffId: authenticatedStaff(request).staffId,
        requestId: request.params.id,
        now: clock.now(),
        decision: { kind: 'approve', bankRef: request.body.bank_ref },
        secondApprovalAboveSatang: secondApprovalAbove,
        clientAddress: request.ip,
      });
      return {
        success: true as const,
        data: {
          status: decided.status === 'awaiting_second_approval' ? decided.status : ('completed' as const),
        },
      };
    },
  );

  app.post(
    '/api/backoffice/withdrawals/:id/reject',
    {
      schema: {
        ...staffSchema,
        summary: 'Reject a pending withdrawal (the amount returns to the wallet)',
        description:
          '`cause_code` is shown to the member in their language; `cause` is free text shown as written.',
        params: recordIdParams,
        body: deskRejectWithdrawalRequest,
        response: { 200: successResponse, ...staffErrors, 409: notPending },
      },
      ...staffOnly(context, { permission: 'withdrawals.decide' }),
    },
    async (request) => {
      await decideWithdrawal(db, {
        staffId: authenticatedStaff(request).staffId,
        requestId: request.params.id,
        now: clock.now(),
        decision: { kind: 'reject', cause: request.body.cause_code ?? request.body.cause ?? '' },
        clientAddress: request.ip,
      });
      return { success: true as const };
    },
  );
}

/** The desk's queue: each withdrawal with the rules of its member's open risk flags. */
async function withdrawalQueue(
  context: AppContext,
  query: Parameters<typeof listWithdrawals>[1],
): Promise<WithdrawalDeskResponse> {
  const secondApprovalAbove = context.config.WITHDRAWAL_SECOND_APPROVAL_ABOVE;
  const rows = await listWithdrawals(context.db, query);
  const flags = await openRiskRulesByMember(context.db, {
    memberIds: rows.map((row) => row.request.memberId),
  });
  return {
    data: rows.map((row) => presentDeskWithdrawal(row, secondApprovalAbove, flags.get(row.request.memberId))),
    second_approval_above: satangToBahtNumber(secondApprovalAbove),
  };
}
