import {
  approveManyWithdrawalsRequest,
  approveManyWithdrawalsResponse,
  approveWithdrawalResponse,
  deskApproveWithdrawalRequest,
  deskRejectWithdrawalRequest,
  settlePayoutRequest,
  settlePayoutResponse,
  withdrawalDeskQuery,
  withdrawalDeskResponse,
  type WithdrawalDeskResponse,
} from '@chaba/contracts/backoffice-money';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { successResponse } from '@chaba/contracts/auth';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { approveMany } from '@chaba/core/withdrawals/approve-many';
import { decideWithdrawal } from '@chaba/core/withdrawals/decide-withdrawal';
import { listWithdrawals } from '@chaba/core/withdrawals/list-withdrawals';
import { settlePayoutByHand } from '@chaba/core/withdrawals/settle-payout-by-hand';
import { backgroundWork } from '../../http/background';
import { sendNow, withdrawalRulesOf } from '../../payouts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { domainErrorMessage } from '../../http/errors';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { presentDeskWithdrawal } from '../../presenters/backoffice-money';
import { openRiskRulesByMember } from '@chaba/core/risk/list-risk-flags';
import { claimRoutes } from './claim-routes';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const notPending = domainErrorResponse.describe(
  'request_not_pending: no pending withdrawal with this id; withdrawal_claimed: another staff member ' +
    'holds it (claim it with take_over first); second_approver_same_staff: the first ' +
    'approver cannot also pay it; payout_in_progress: the payout agent is paying it; no_paying_account: ' +
    'approved for the payout agent, but no company account can pay it now',
);
const payoutNotOpen = domainErrorResponse.describe(
  'payout_not_open: no open payout order; second_approver_same_staff: a second, different staff member confirms',
);

/** Claims on pending withdrawals (issue 30, decision 63), through the desks' one claim routes. */
const withdrawalClaims = {
  kind: 'withdrawal',
  base: '/api/backoffice/withdrawals',
  permission: 'withdrawals.decide',
} as const;

/**
 * The withdrawal desk: the queue with the member's balances, turnover and last deposits beside each;
 * approve with the bank transfer reference or through the payout agent (four eyes above the settings
 * desk's two-person amount, each staff member within their approval limit), reject with a cause the
 * member reads in their language, settle a stuck payout by hand.
 */
export function withdrawalDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const background = backgroundWork(scope);

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
        summary: 'Approve: paid by staff (with the bank reference) or by the payout agent, or parked',
        description:
          'Above the second-approval amount the first approval parks the withdrawal ' +
          '(`awaiting_second_approval`); a second, different staff member pays it. Without `bank_ref` ' +
          'the payout agent pays it (`paying`). Above the staff member’s approval limit: 403 ' +
          '`approval_above_staff_limit`.',
        params: recordIdParams,
        body: deskApproveWithdrawalRequest,
        response: { 200: approveWithdrawalResponse, ...staffErrors, 409: notPending },
      },
      ...staffOnly(context, { permission: 'withdrawals.decide' }),
    },
    async (request) => {
      const rules = await withdrawalRulesOf(context);
      const decided = await decideWithdrawal(db, {
        staffId: authenticatedStaff(request).staffId,
        requestId: request.params.id,
        now: clock.now(),
        decision: { kind: 'approve', bankRef: request.body.bank_ref ?? null },
        secondApprovalAboveSatang: rules.secondApprovalAboveSatang,
        payoutAgent: context.payoutAgent.rail() !== undefined,
        clientAddress: request.ip,
      });
      if (decided.order) background(sendNow(context, decided.order.id, request.log));
      const status = decided.status === 'rejected' ? ('completed' as const) : decided.status;
      return { success: true as const, data: { status } };
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

  settlePayoutRoute(app, context);
  approveManyRoute(app, context);
  claimRoutes(app, context, withdrawalClaims);
}

/** Several withdrawals approved at once (issue 30): each through the one approval, its outcome listed. */
function approveManyRoute(app: StaffApp, context: AppContext): void {
  const background = backgroundWork(app);
  app.post(
    '/api/backoffice/withdrawals/approve-many',
    {
      schema: {
        ...staffSchema,
        summary: 'Approve up to 50 pending withdrawals, each with the checks and audit of one approval',
        description:
          'Each id is approved as `POST /withdrawals/:id/approve` with its own `bank_refs[id]` if given (staff ' +
          'paid it), else without (the payout agent pays it; above the second-approval amount it is parked), ' +
          'one after the other. The answer lists the ' +
          'approved ones with what became of each, and the refused ones with the code and the reason.',
        body: approveManyWithdrawalsRequest,
        response: { 200: approveManyWithdrawalsResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'withdrawals.decide' }),
    },
    async (request) => {
      const rules = await withdrawalRulesOf(context);
      const outcomes = await approveMany(context.db, {
        staffId: authenticatedStaff(request).staffId,
        ids: request.body.ids,
        bankRefs: new Map(
          Object.entries(request.body.bank_refs ?? {}).map(([id, ref]) => [Number(id), ref] as const),
        ),
        now: context.clock.now(),
        secondApprovalAboveSatang: rules.secondApprovalAboveSatang,
        payoutAgent: context.payoutAgent.rail() !== undefined,
        clientAddress: request.ip,
      });
      const approved = [];
      const refused = [];
      for (const outcome of outcomes) {
        if (outcome.outcome === 'approved') {
          if (outcome.order) background(sendNow(context, outcome.order.id, request.log));
          approved.push({ id: outcome.id, status: outcome.status });
        } else {
          const { code } = outcome.error;
          refused.push({ id: outcome.id, code, message: domainErrorMessage(request, outcome.error) });
        }
      }
      return { success: true as const, data: { approved, refused } };
    },
  );
}

/** A stuck payout settled by hand (decision 51): paid with the bank's reference, or failed. */
function settlePayoutRoute(app: StaffApp, context: AppContext): void {
  const { db, clock } = context;
  app.post(
    '/api/backoffice/withdrawals/:id/settle-payout',
    {
      schema: {
        ...staffSchema,
        summary: 'Settle a stuck payout by hand: paid (with the bank reference) or failed (the hold returns)',
        description:
          'For an order the payout agent has not reported. Above the second-approval amount, `paid` needs ' +
          'two different staff members (`awaiting_second_approval` after the first). Audited.',
        params: recordIdParams,
        body: settlePayoutRequest,
        response: { 200: settlePayoutResponse, ...staffErrors, 409: payoutNotOpen },
      },
      ...staffOnly(context, { permission: 'withdrawals.decide' }),
    },
    async (request) => {
      const body = request.body;
      const rules = await withdrawalRulesOf(context);
      const settled = await settlePayoutByHand(db, {
        staffId: authenticatedStaff(request).staffId,
        requestId: request.params.id,
        outcome:
          body.status === 'paid'
            ? { status: 'paid', bankRef: body.bank_ref }
            : { status: 'failed', reason: body.reason },
        now: clock.now(),
        secondApprovalAboveSatang: rules.secondApprovalAboveSatang,
        clientAddress: request.ip,
      });
      return { success: true as const, data: settled };
    },
  );
}

/** The desk's queue: each withdrawal with the rules of its member's open risk flags. */
async function withdrawalQueue(
  context: AppContext,
  query: Parameters<typeof listWithdrawals>[1],
): Promise<WithdrawalDeskResponse> {
  const secondApprovalAbove = (await withdrawalRulesOf(context)).secondApprovalAboveSatang;
  const rows = await listWithdrawals(context.db, query);
  const flags = await openRiskRulesByMember(context.db, {
    memberIds: rows.map((row) => row.request.memberId),
  });
  return {
    data: rows.map((row) =>
      presentDeskWithdrawal(row, secondApprovalAbove, flags.get(row.request.memberId), context.clock.now()),
    ),
    second_approval_above: secondApprovalAbove === null ? null : satangToBahtNumber(secondApprovalAbove),
  };
}
