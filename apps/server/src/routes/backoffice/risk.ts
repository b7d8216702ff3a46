import {
  clearRiskFlagRequest,
  clearRiskFlagResponse,
  memberRiskFlagsResponse,
  riskFlagsQuery,
  riskFlagsResponse,
  riskRulesRequest,
  riskRulesResponse,
} from '@chaba/contracts/backoffice-risk';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { clearRiskFlag } from '@chaba/core/risk/clear-risk-flag';
import { listMemberRiskFlags, listOpenRiskFlags } from '@chaba/core/risk/list-risk-flags';
import { readRiskRules, updateRiskRules } from '@chaba/core/risk/risk-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { presentRiskFlag, presentRiskRules, storedRiskRules } from '../../presenters/backoffice-risk';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

/**
 * The risk desk: the open flags by rule, a member's flags, clearing one with a reason (`risk.clear`,
 * audited), and the rules themselves (`settings.manage`, audited).
 */
export function riskRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  riskFlagRoutes(app, context);
  riskRuleRoutes(app, context);
}

function actor(context: AppContext, request: FastifyRequest) {
  return {
    staffId: authenticatedStaff(request).staffId,
    clientAddress: request.ip,
    now: context.clock.now(),
  };
}

function riskFlagRoutes(app: StaffApp, context: AppContext): void {
  const { db } = context;
  app.get(
    '/api/backoffice/risk/flags',
    {
      schema: {
        ...staffSchema,
        summary: 'The open risk flags, newest first, of one rule or all; with the open count per rule',
        querystring: riskFlagsQuery,
        response: { 200: riskFlagsResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'risk.view' }),
    },
    async (request) => {
      const listed = await listOpenRiskFlags(db, request.query);
      return {
        data: listed.flags.map(presentRiskFlag),
        next_cursor: listed.nextCursor,
        open_counts: listed.openCounts,
      };
    },
  );
  app.get(
    '/api/backoffice/risk/members/:id/flags',
    {
      schema: {
        ...staffSchema,
        summary: "A member's risk flags, open and cleared, newest first",
        params: recordIdParams,
        response: { 200: memberRiskFlagsResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'risk.view' }),
    },
    async (request) => ({
      data: (await listMemberRiskFlags(db, { memberId: request.params.id })).map(presentRiskFlag),
    }),
  );
  app.post(
    '/api/backoffice/risk/flags/:id/clear',
    {
      schema: {
        ...staffSchema,
        summary: 'Clear an open risk flag with a reason (audited)',
        params: recordIdParams,
        body: clearRiskFlagRequest,
        response: {
          200: clearRiskFlagResponse,
          ...staffErrors,
          404: domainErrorResponse.describe('not_found: no flag with this id'),
          409: domainErrorResponse.describe('risk_flag_cleared: someone cleared it already'),
        },
      },
      ...staffOnly(context, { permission: 'risk.clear' }),
    },
    async (request) => {
      const cleared = await clearRiskFlag(db, {
        ...actor(context, request),
        flagId: request.params.id,
        reason: request.body.reason,
      });
      const flags = await listMemberRiskFlags(db, { memberId: cleared.memberId });
      const flag = flags.find((row) => row.flag.id === cleared.id);
      if (!flag) throw new Error('cleared flag not found');
      return { success: true as const, data: presentRiskFlag(flag) };
    },
  );
}

function riskRuleRoutes(app: StaffApp, context: AppContext): void {
  const { db } = context;
  app.get(
    '/api/backoffice/risk/rules',
    {
      schema: {
        ...staffSchema,
        summary: 'The risk rules: each on or off with its thresholds',
        response: { 200: riskRulesResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'settings.manage' }),
    },
    async () => ({ data: presentRiskRules(await readRiskRules(db)) }),
  );
  app.put(
    '/api/backoffice/risk/rules',
    {
      schema: {
        ...staffSchema,
        summary: 'Replace the risk rules (audited with before and after)',
        body: riskRulesRequest,
        response: { 200: riskRulesResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'settings.manage' }),
    },
    async (request) => ({
      data: presentRiskRules(
        await updateRiskRules(db, { ...actor(context, request), rules: storedRiskRules(request.body) }),
      ),
    }),
  );
}
