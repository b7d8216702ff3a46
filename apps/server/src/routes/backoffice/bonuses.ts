import {
  bonusActionResponse,
  cancelBonusRequest,
  changeTurnoverRequest,
  grantBonusRequest,
  grantBonusResponse,
  memberBonusesResponse,
} from '@chaba/contracts/backoffice-bonuses';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { commonErrorResponses, domainErrorResponse } from '@chaba/contracts/errors';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { createAdjustment } from '@chaba/core/adjustments/create-adjustment';
import { cancelMemberBonus } from '@chaba/core/staff-bonuses/cancel-member-bonus';
import { changeBonusTurnover } from '@chaba/core/staff-bonuses/change-bonus-turnover';
import { listMemberBonuses } from '@chaba/core/staff-bonuses/list-member-bonuses';
import { previewBonusCancel } from '@chaba/core/staff-bonuses/preview-bonus-cancel';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffActor, staffOnly } from '../../http/staff';
import { presentMemberBonuses } from '../../presenters/backoffice-bonuses';
import { presentAdjustmentById } from './adjustments';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const notFound = domainErrorResponse.describe('not_found: no member with this id');
const changed = domainErrorResponse.describe(
  'bonus_changed: another bonus is active than the one named (reload and look again)',
);

/**
 * A member's bonuses (issue 29, decision 59): the history with the active bonus and what cancelling
 * it would take back; a staff bonus (a kind of adjustment: the same threshold and second approval);
 * cancelling the active promotion or bonus; changing its turnover requirement. Each audited.
 */
export function memberBonusRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  memberBonusListRoute(app, context);
  grantBonusRoute(app, context);
  activeBonusRoutes(app, context);
}

/** The answers of the two changes of the member's active bonus (cancel, turnover). */
const activeBonusResponses = {
  200: bonusActionResponse,
  ...staffErrors,
  404: notFound,
  409: changed,
  422: commonErrorResponses[422].describe('no_active_promotion, or invalid input'),
};

function memberBonusListRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/members/:id/bonuses',
    {
      schema: {
        ...staffSchema,
        summary: "The member's bonuses of every source, newest first, and the active one's forfeit now",
        params: recordIdParams,
        response: { 200: memberBonusesResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'members.history' }),
    },
    async (request) => {
      const memberId = request.params.id;
      const [bonuses, preview] = await Promise.all([
        listMemberBonuses(context.db, { memberId }),
        previewBonusCancel(context.db, { memberId }),
      ]);
      return {
        ...presentMemberBonuses(bonuses, preview),
        second_approval_above: satangToBahtNumber(context.config.ADJUSTMENT_SECOND_APPROVAL_ABOVE),
      };
    },
  );
}

function grantBonusRoute(app: StaffApp, context: AppContext): void {
  app.post(
    '/api/backoffice/members/:id/bonuses',
    {
      schema: {
        ...staffSchema,
        summary: 'Grant the member a bonus with a turnover (idempotent by idempotency_key)',
        description:
          "Paid at once through bonus_grant (source staff_bonus) up to the adjustments' second-approval " +
          'amount; above it the answer has status `awaiting_approval` until a second staff member ' +
          'approves it at /api/backoffice/adjustments/:id/approve. A member with a bonus whose turnover ' +
          'is not met: 409 `bonus_refused_active` (cancel it first).',
        params: recordIdParams,
        body: grantBonusRequest,
        response: {
          200: grantBonusResponse,
          ...staffErrors,
          404: notFound,
          409: domainErrorResponse.describe(
            'bonus_refused_active, bonus_refused_restricted, idempotency_conflict',
          ),
        },
      },
      ...staffOnly(context, { permission: 'bonuses.manage' }),
    },
    async (request) => {
      const body = request.body;
      const { adjustment } = await createAdjustment(context.db, {
        staffId: authenticatedStaff(request).staffId,
        memberId: request.params.id,
        direction: 'credit',
        amountSatang: body.amount,
        reason: 'staff_bonus',
        note: body.reason,
        bonus: { turnoverMultiplierHundredths: Math.round(body.turnover_multiplier * 100) },
        idempotencyKey: body.idempotency_key,
        secondApprovalAboveSatang: context.config.ADJUSTMENT_SECOND_APPROVAL_ABOVE,
        now: context.clock.now(),
        clientAddress: request.ip,
      });
      return presentAdjustmentById(context, adjustment.id);
    },
  );
}

function activeBonusRoutes(app: StaffApp, context: AppContext): void {
  app.post(
    '/api/backoffice/members/:id/bonuses/active/cancel',
    {
      schema: {
        ...staffSchema,
        summary: "Cancel the member's active promotion or bonus (the one previewed), with a reason",
        description:
          'Before any bet the bonus goes back whole; after bets what is left of it (up to the credit) ' +
          'goes back and the turnover requirement ends (decision 7). `returned`: baht taken back.',
        params: recordIdParams,
        body: cancelBonusRequest,
        response: activeBonusResponses,
      },
      ...staffOnly(context, { permission: 'bonuses.manage' }),
    },
    async (request) => {
      const result = await cancelMemberBonus(context.db, {
        ...staffActor(context, request),
        memberId: request.params.id,
        memberPromotionId: request.body.member_promotion_id,
        reason: request.body.reason,
      });
      return { success: true as const, data: { returned: satangToBahtNumber(result.returnedSatang) } };
    },
  );
  app.post(
    '/api/backoffice/members/:id/bonuses/active/turnover',
    {
      schema: {
        ...staffSchema,
        summary: "Change the active promotion's or bonus's turnover requirement, with a reason",
        description: 'A requirement the bets already reach ends the bonus at once (`completed`).',
        params: recordIdParams,
        body: changeTurnoverRequest,
        response: activeBonusResponses,
      },
      ...staffOnly(context, { permission: 'bonuses.manage' }),
    },
    async (request) => {
      const result = await changeBonusTurnover(context.db, {
        ...staffActor(context, request),
        memberId: request.params.id,
        memberPromotionId: request.body.member_promotion_id,
        requiredSatang: request.body.turnover_required,
        reason: request.body.reason,
      });
      return { success: true as const, data: { completed: result.completed } };
    },
  );
}
