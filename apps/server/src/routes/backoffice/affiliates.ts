import {
  affiliatePlanRequest,
  affiliatePlanResponse,
  affiliatePlansResponse,
  affiliateStatementResponse,
  affiliateStatementsQuery,
  affiliateStatementsResponse,
  affiliatesResponse,
  affiliateSummaryResponse,
  runAffiliateStatementsResponse,
  updateAffiliateRequest,
} from '@chaba/contracts/affiliates';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { listAffiliatePlans } from '@chaba/core/affiliates/list-affiliate-plans';
import { listAffiliateStatements, statementPageSize } from '@chaba/core/affiliates/list-affiliate-statements';
import { listAffiliates } from '@chaba/core/affiliates/list-affiliates';
import { runAffiliateStatements } from '@chaba/core/affiliates/run-affiliate-statements';
import { saveAffiliatePlan } from '@chaba/core/affiliates/save-affiliate-plan';
import { updateAffiliate } from '@chaba/core/affiliates/update-affiliate';
import { DomainError } from '@chaba/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import {
  presentAffiliate,
  presentAffiliatePlan,
  presentAffiliateStatement,
} from '../../presenters/affiliates';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const access = { permission: 'affiliates.manage' } as const;
const notFound = domainErrorResponse.describe('not_found: no such affiliate, plan or statement');

function actor(context: AppContext, request: FastifyRequest) {
  return {
    staffId: authenticatedStaff(request).staffId,
    clientAddress: request.ip,
    now: context.clock.now(),
  };
}

/**
 * Affiliate commission in the console (issue 29, decision 61), all `affiliates.manage`, every change
 * audited: the plans, each affiliate's member, plan and start, the statements, and closing what is
 * due now.
 */
export function affiliateRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  planRoutes(app, context);
  affiliateListRoutes(app, context);
  statementRoutes(app, context);
}

function planRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/affiliate-plans',
    {
      schema: {
        ...staffSchema,
        summary: 'The commission plans',
        response: { 200: affiliatePlansResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async () => ({ data: (await listAffiliatePlans(context.db)).map(presentAffiliatePlan) }),
  );
  const planOf = (body: ReturnType<typeof affiliatePlanRequest.parse>) => ({
    name: body.name,
    basis: body.basis,
    period: body.period,
    rateBp: body.rate_bp,
    tiers: body.tiers,
  });
  app.post(
    '/api/backoffice/affiliate-plans',
    {
      schema: {
        ...staffSchema,
        summary: 'Create a commission plan (audited)',
        body: affiliatePlanRequest,
        response: { 200: affiliatePlanResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const plan = await saveAffiliatePlan(context.db, {
        ...actor(context, request),
        plan: planOf(request.body),
      });
      return { data: presentAffiliatePlan(plan) };
    },
  );
  app.put(
    '/api/backoffice/affiliate-plans/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Change a commission plan (audited); closed statements keep their rate',
        params: recordIdParams,
        body: affiliatePlanRequest,
        response: { 200: affiliatePlanResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const plan = await saveAffiliatePlan(context.db, {
        ...actor(context, request),
        planId: request.params.id,
        plan: planOf(request.body),
      });
      return { data: presentAffiliatePlan(plan) };
    },
  );
}

function affiliateListRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/affiliates',
    {
      schema: {
        ...staffSchema,
        summary: 'The affiliates with their member, plan, carried balance and statement count',
        response: { 200: affiliatesResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async () => ({ data: (await listAffiliates(context.db)).map(presentAffiliate) }),
  );
  app.patch(
    '/api/backoffice/affiliates/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Link an affiliate to its member, assign its plan and the date it counts from (audited)',
        params: recordIdParams,
        body: updateAffiliateRequest,
        response: { 200: affiliateSummaryResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const row = await updateAffiliate(context.db, {
        ...actor(context, request),
        affiliateId: request.params.id,
        memberId: request.body.member_id,
        planId: request.body.plan_id,
        commissionFrom: request.body.commission_from,
      });
      return { data: presentAffiliate(row) };
    },
  );
}

function statementRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/affiliate-statements',
    {
      schema: {
        ...staffSchema,
        summary: 'The statements, newest period first, 50 a page, of one affiliate or all',
        querystring: affiliateStatementsQuery,
        response: { 200: affiliateStatementsResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const { affiliate_id: affiliateId, page } = request.query;
      const { rows, total } = await listAffiliateStatements(context.db, { affiliateId, page });
      return { data: rows.map(presentAffiliateStatement), total, page, page_size: statementPageSize };
    },
  );
  app.get(
    '/api/backoffice/affiliate-statements/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'One statement',
        params: recordIdParams,
        response: { 200: affiliateStatementResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const { rows } = await listAffiliateStatements(context.db, { statementId: request.params.id });
      if (!rows[0]) throw new DomainError('not_found');
      return { data: presentAffiliateStatement(rows[0]) };
    },
  );
  app.post(
    '/api/backoffice/affiliate-statements/run',
    {
      schema: {
        ...staffSchema,
        summary: "Close every affiliate's periods that are over and pay what is due now (audited; once each)",
        response: { 200: runAffiliateStatementsResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async (request) => runAffiliateStatements(context.db, actor(context, request)),
  );
}
