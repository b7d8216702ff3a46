import { recordIdParams } from '@chaba/contracts/backoffice';
import { satangToBahtNumber } from '@chaba/contracts/baht';
import {
  decideDepositSlipResponse,
  depositSlipsQuery,
  depositSlipsResponse,
  refuseDepositSlipRequest,
} from '@chaba/contracts/backoffice-slips';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { creditDepositSlip } from '@chaba/core/slips/credit-deposit-slip';
import { depositSlipImage } from '@chaba/core/slips/deposit-slip-image';
import { listDepositSlips } from '@chaba/core/slips/list-deposit-slips';
import { refuseDepositSlip } from '@chaba/core/slips/refuse-deposit-slip';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { slipsDirectory } from '../../config';
import { storedImageAnswer } from '../../http/image-answer';
import { staffActor, staffOnly } from '../../http/staff';
import { presentDeskDepositSlip } from '../../presenters/deposit-slips';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

/**
 * Slips show members' names and account digits, like the forwarded bank messages: only the money
 * desks (owner, admin, finance) see them and decide them, not support's `deposits.view`.
 */
const slipsAccess = { permission: 'deposits.decide' } as const;
const notFound = domainErrorResponse.describe('not_found: no slip with this id (or its image was deleted)');

/**
 * The deposit desk's transfer slips (issue 26): the list by group and day, a slip's image (served
 * from where slips are stored, to these staff only, never cached), and the decision on a held slip:
 * credit it through the statement desk's crediting path, or refuse it with a reason. Both audited.
 */
export function depositSlipDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  slipListRoutes(app, context);
  slipDecisionRoutes(app, context);
}

function slipListRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/deposit-slips',
    {
      schema: {
        ...staffSchema,
        summary:
          'Transfer slips members attached: held, waiting for the verifier, credited or refused; by day',
        querystring: depositSlipsQuery,
        response: { 200: depositSlipsResponse, ...staffErrors },
      },
      ...staffOnly(context, slipsAccess),
    },
    async (request) => {
      const { total, slips } = await listDepositSlips(context.db, request.query);
      return { data: slips.map(presentDeskDepositSlip), total };
    },
  );
  app.get(
    '/api/backoffice/deposit-slips/:id/image',
    {
      schema: {
        ...staffSchema,
        summary: 'The slip image the member attached (PNG, JPEG or WebP), until the retention period ends',
        params: recordIdParams,
        response: {
          200: storedImageAnswer,
          ...staffErrors,
          404: notFound,
        },
      },
      ...staffOnly(context, slipsAccess),
    },
    async (request, reply) => {
      const stored = await depositSlipImage(context.db, {
        slipId: request.params.id,
        imagesDirectory: slipsDirectory(context.config),
      });
      return reply
        .type(stored.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(stored.bytes);
    },
  );
}

function slipDecisionRoutes(app: StaffApp, context: AppContext): void {
  app.post(
    '/api/backoffice/deposit-slips/:id/credit',
    {
      schema: {
        ...staffSchema,
        summary: "Credit a held slip's transfer to its member (audited; idempotent)",
        description:
          "The transfer's money waits on suspense as a statement line; it is credited as the statement " +
          "desk's match does: the slip's deposit completed with what was received while it is open, " +
          'otherwise a completed deposit made for it. Again after it was credited: the same answer, `replayed`.',
        params: recordIdParams,
        response: {
          200: decideDepositSlipResponse,
          ...staffErrors,
          404: notFound,
          409: domainErrorResponse.describe(
            'slip_not_held, slip_not_verified (the verifier never confirmed it), slip_transfer_settled ' +
              '(its transfer was credited or refunded already), or player_protection_holds',
          ),
        },
      },
      ...staffOnly(context, slipsAccess),
    },
    async (request) => {
      const credited = await creditDepositSlip(context.db, {
        ...staffActor(context, request),
        slipId: request.params.id,
      });
      return {
        success: true as const,
        data: {
          id: credited.slipId,
          status: 'credited' as const,
          amount: satangToBahtNumber(credited.amountSatang),
          deposit_id: credited.requestId,
          replayed: credited.replayed,
        },
      };
    },
  );
  app.post(
    '/api/backoffice/deposit-slips/:id/refuse',
    {
      schema: {
        ...staffSchema,
        summary: 'Refuse a held slip with a reason (audited); its money stays an unmatched transfer',
        params: recordIdParams,
        body: refuseDepositSlipRequest,
        response: {
          200: decideDepositSlipResponse,
          ...staffErrors,
          404: notFound,
          409: domainErrorResponse.describe('slip_not_held: credited, or refused with another reason'),
        },
      },
      ...staffOnly(context, slipsAccess),
    },
    async (request) => {
      const refused = await refuseDepositSlip(context.db, {
        ...staffActor(context, request),
        slipId: request.params.id,
        reason: request.body.reason,
      });
      return {
        success: true as const,
        data: {
          id: refused.slipId,
          status: 'refused' as const,
          amount: null,
          deposit_id: null,
          replayed: refused.replayed,
        },
      };
    },
  );
}
