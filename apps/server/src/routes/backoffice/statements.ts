import {
  deskStatementLinesQuery,
  deskStatementLinesResponse,
  refundStatementLineRequest,
  refundStatementLineResponse,
  statementLineCandidatesQuery,
  statementLineCandidatesResponse,
  statementLineDetailResponse,
} from '@chaba/contracts/backoffice-money';
import { matchStatementLineResponse, recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { matchStatementLineRequest, satangToBahtNumber } from '@chaba/contracts/money';
import { findLineCandidates } from '@chaba/core/deposits/find-line-candidates';
import { getStatementLine } from '@chaba/core/deposits/get-statement-line';
import { listStatementLines } from '@chaba/core/deposits/list-statement-lines';
import { matchStatementLine } from '@chaba/core/deposits/match-statement-line';
import { refundStatementLine } from '@chaba/core/deposits/refund-statement-line';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import {
  presentDeskStatementLine,
  presentLineCandidates,
  presentStatementLineDetail,
} from '../../presenters/backoffice-money';
import { claimRoutes } from './claim-routes';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const notFound = domainErrorResponse.describe('not_found: no statement line with this id');

/**
 * The deposit desk's received transfers: the list by status, a line with what it was matched with and
 * by whom, the members an unmatched line could belong to, matching it, and refunding it to the sender.
 */
export function statementDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  statementListRoutes(app, context);
  statementMatchRoute(app, context);
  statementRefundRoute(app, context);
  claimRoutes(app, context, {
    kind: 'statement_line',
    base: '/api/backoffice/bank-statements',
    permission: 'deposits.match',
  });
}

function statementListRoutes(app: StaffApp, context: AppContext): void {
  const { db } = context;
  app.get(
    '/api/backoffice/bank-statements',
    {
      schema: {
        ...staffSchema,
        summary: 'Received transfers by status, oldest first, and how many have it',
        querystring: deskStatementLinesQuery,
        response: { 200: deskStatementLinesResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'deposits.view' }),
    },
    async (request) => {
      const { total, lines } = await listStatementLines(db, request.query);
      return { data: lines.map((row) => presentDeskStatementLine(row.line, row.requestedSatang)), total };
    },
  );

  app.get(
    '/api/backoffice/bank-statements/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'A received transfer, the deposit it completed and who resolved it by hand',
        params: recordIdParams,
        response: { 200: statementLineDetailResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, { permission: 'deposits.view' }),
    },
    async (request) => ({
      data: presentStatementLineDetail(await getStatementLine(db, { lineId: request.params.id })),
    }),
  );

  app.get(
    '/api/backoffice/bank-statements/:id/candidates',
    {
      schema: {
        ...staffSchema,
        summary: 'Members a transfer could belong to: amount and time, account digits, name, or a search',
        params: recordIdParams,
        querystring: statementLineCandidatesQuery,
        response: { 200: statementLineCandidatesResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, { permission: 'deposits.match' }),
    },
    async (request) => {
      const { candidates } = await findLineCandidates(db, {
        lineId: request.params.id,
        query: request.query.q,
        windowMinutes: request.query.window_minutes,
        limit: request.query.limit,
      });
      return { data: presentLineCandidates(candidates) };
    },
  );
}

function statementMatchRoute(app: StaffApp, context: AppContext): void {
  const { db, clock } = context;
  app.post(
    '/api/backoffice/bank-statements/:id/match',
    {
      schema: {
        ...staffSchema,
        summary: 'Credit an unmatched transfer to a pending deposit or to a member by phone',
        params: recordIdParams,
        body: matchStatementLineRequest,
        response: {
          200: matchStatementLineResponse,
          ...staffErrors,
          409: domainErrorResponse.describe(
            'statement_line_not_unmatched, request_not_pending, statement_amount_differs (send accept_amount: true), or player_protection_holds (the member may not be credited now)',
          ),
        },
      },
      ...staffOnly(context, { permission: 'deposits.match' }),
    },
    async (request) => {
      const input = request.body;
      const matched = await matchStatementLine(db, {
        staffId: authenticatedStaff(request).staffId,
        clientAddress: request.ip,
        lineId: request.params.id,
        target: 'request_id' in input ? { requestId: input.request_id } : { memberPhone: input.member_phone },
        acceptOtherAmount: 'request_id' in input && input.accept_amount === true,
        now: clock.now(),
      });
      return {
        success: true as const,
        data: {
          request_id: matched.requestId,
          amount: satangToBahtNumber(matched.receivedSatang),
          requested_amount: satangToBahtNumber(matched.expectedSatang),
        },
      };
    },
  );
}

function statementRefundRoute(app: StaffApp, context: AppContext): void {
  const { db, clock } = context;
  app.post(
    '/api/backoffice/bank-statements/:id/refund',
    {
      schema: {
        ...staffSchema,
        summary: 'Mark an unmatched transfer as sent back to its sender, with the bank reference',
        description: 'Idempotent: the same reference again answers the same; the line leaves the queue.',
        params: recordIdParams,
        body: refundStatementLineRequest,
        response: {
          200: refundStatementLineResponse,
          ...staffErrors,
          404: notFound,
          409: domainErrorResponse.describe(
            'statement_line_not_unmatched: matched, or refunded with another reference',
          ),
        },
      },
      ...staffOnly(context, { permission: 'deposits.match' }),
    },
    async (request) => {
      const { line } = await refundStatementLine(db, {
        staffId: authenticatedStaff(request).staffId,
        lineId: request.params.id,
        refundRef: request.body.refund_ref,
        note: request.body.note,
        now: clock.now(),
        clientAddress: request.ip,
      });
      return {
        success: true as const,
        data: {
          id: line.id,
          status: 'refunded' as const,
          refund_ref: line.refundRef ?? request.body.refund_ref,
        },
      };
    },
  );
}
