import {
  adjustmentResponse,
  adjustmentsQuery,
  adjustmentsResponse,
  createAdjustmentRequest,
  rejectAdjustmentRequest,
  reverseAdjustmentRequest,
} from '@chaba/contracts/backoffice-money';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { createAdjustment } from '@chaba/core/adjustments/create-adjustment';
import { decideAdjustment } from '@chaba/core/adjustments/decide-adjustment';
import { listAdjustments } from '@chaba/core/adjustments/list-adjustments';
import { reverseAdjustment } from '@chaba/core/adjustments/reverse-adjustment';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { presentAdjustment } from '../../presenters/backoffice-money';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const notFound = domainErrorResponse.describe('not_found: no such adjustment (or member)');

/**
 * Manual adjustments of a member's wallet: the list, a credit or debit (idempotent by the client's
 * key; above ADJUSTMENT_SECOND_APPROVAL_ABOVE parked for a second, different approver), the second
 * approver's decision, and the reversal (once).
 */
export function adjustmentRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  adjustmentListRoute(app, context);
  adjustmentCreateRoute(app, context);
  adjustmentDecisionRoutes(app, context);
  adjustmentReverseRoute(app, context);
}

/** The adjustment as the list shows it (made, decided, reversed by whom). */
export async function presentAdjustmentById(context: AppContext, id: number) {
  const { adjustments } = await listAdjustments(context.db, { ids: [id], limit: 1 });
  return { success: true as const, data: presentAdjustment(adjustments[0]!) };
}

function adjustmentListRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/adjustments',
    {
      schema: {
        ...staffSchema,
        summary: 'Manual adjustments, newest first, by status and member',
        querystring: adjustmentsQuery,
        response: { 200: adjustmentsResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'adjustments.view' }),
    },
    async (request) => {
      const { status, member_id: memberId, cursor, limit } = request.query;
      const page = await listAdjustments(context.db, { status, memberId, cursor, limit });
      return {
        data: page.adjustments.map(presentAdjustment),
        next_cursor: page.nextCursor,
        second_approval_above: satangToBahtNumber(context.config.ADJUSTMENT_SECOND_APPROVAL_ABOVE),
      };
    },
  );
}

function adjustmentCreateRoute(app: StaffApp, context: AppContext): void {
  app.post(
    '/api/backoffice/adjustments',
    {
      schema: {
        ...staffSchema,
        summary: 'Credit or debit a member wallet (idempotent by idempotency_key)',
        description:
          'Posts at once up to the second-approval amount; above it the answer has status ' +
          '`awaiting_approval` until a second staff member approves. The same key with the same body ' +
          'answers the first adjustment. A debit the wallet cannot cover: 422 `insufficient_funds`.',
        body: createAdjustmentRequest,
        response: {
          200: adjustmentResponse,
          ...staffErrors,
          404: notFound,
          409: domainErrorResponse.describe('idempotency_conflict: the key was used with another body'),
        },
      },
      ...staffOnly(context, { permission: 'adjustments.create' }),
    },
    async (request) => {
      const body = request.body;
      const { adjustment } = await createAdjustment(context.db, {
        staffId: authenticatedStaff(request).staffId,
        memberId: body.member_id,
        direction: body.direction,
        amountSatang: body.amount,
        reason: body.reason,
        note: body.note,
        idempotencyKey: body.idempotency_key,
        secondApprovalAboveSatang: context.config.ADJUSTMENT_SECOND_APPROVAL_ABOVE,
        now: context.clock.now(),
        clientAddress: request.ip,
      });
      return presentAdjustmentById(context, adjustment.id);
    },
  );
}

function adjustmentDecisionRoutes(app: StaffApp, context: AppContext): void {
  const conflicts = domainErrorResponse.describe(
    'adjustment_not_awaiting_approval, second_approver_same_staff (the maker cannot approve)',
  );
  app.post(
    '/api/backoffice/adjustments/:id/approve',
    {
      schema: {
        ...staffSchema,
        summary: 'Second approval: post a parked adjustment (not by its maker)',
        params: recordIdParams,
        response: {
          200: adjustmentResponse,
          ...staffErrors,
          404: notFound,
          409: conflicts,
        },
      },
      ...staffOnly(context, { permission: 'adjustments.approve' }),
    },
    async (request) => {
      const decided = await decideAdjustment(context.db, {
        staffId: authenticatedStaff(request).staffId,
        adjustmentId: request.params.id,
        decision: { kind: 'approve' },
        now: context.clock.now(),
        clientAddress: request.ip,
      });
      return presentAdjustmentById(context, decided.id);
    },
  );
  app.post(
    '/api/backoffice/adjustments/:id/reject',
    {
      schema: {
        ...staffSchema,
        summary: 'Reject a parked adjustment with a cause',
        params: recordIdParams,
        body: rejectAdjustmentRequest,
        response: { 200: adjustmentResponse, ...staffErrors, 404: notFound, 409: conflicts },
      },
      ...staffOnly(context, { permission: 'adjustments.approve' }),
    },
    async (request) => {
      const decided = await decideAdjustment(context.db, {
        staffId: authenticatedStaff(request).staffId,
        adjustmentId: request.params.id,
        decision: { kind: 'reject', cause: request.body.cause },
        now: context.clock.now(),
        clientAddress: request.ip,
      });
      return presentAdjustmentById(context, decided.id);
    },
  );
}

function adjustmentReverseRoute(app: StaffApp, context: AppContext): void {
  app.post(
    '/api/backoffice/adjustments/:id/reverse',
    {
      schema: {
        ...staffSchema,
        summary: 'Reverse a posted adjustment with a new one in the other direction (once)',
        params: recordIdParams,
        body: reverseAdjustmentRequest,
        response: {
          200: adjustmentResponse,
          ...staffErrors,
          404: notFound,
          409: domainErrorResponse.describe('adjustment_not_reversible, adjustment_already_reversed'),
        },
      },
      ...staffOnly(context, { permission: 'adjustments.approve' }),
    },
    async (request) => {
      const reversal = await reverseAdjustment(context.db, {
        staffId: authenticatedStaff(request).staffId,
        adjustmentId: request.params.id,
        note: request.body.note,
        now: context.clock.now(),
        clientAddress: request.ip,
      });
      return presentAdjustmentById(context, reversal.id);
    },
  );
}
