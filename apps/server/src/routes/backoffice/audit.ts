import { auditListResponse, auditQuery, auditVerifyResponse } from '@chaba/contracts/staff-audit';
import { listAuditLog } from '@chaba/core/backoffice/list-audit-log';
import { verifyAuditChain } from '@chaba/core/backoffice/verify-audit-chain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffOnly } from '../../http/staff';
import { presentAuditChainState, presentAuditPage } from '../../presenters/staff';
import { staffErrors, staffSchema } from './schemas';

/** The audit log viewer and the check of its hash chain (permission `audit.view`). */
export function auditRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/backoffice/audit',
    {
      schema: {
        ...staffSchema,
        summary: 'Audit records, newest first, filtered by staff, action, member or target, and time',
        querystring: auditQuery,
        response: { 200: auditListResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'audit.view' }),
    },
    async (request) => {
      const query = request.query;
      const page = await listAuditLog(db, {
        staffId: query.staff_id,
        actions: query.action === undefined ? undefined : [query.action],
        targetType: query.target_type,
        targetId: query.target_id,
        memberId: query.member_id,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
        beforeId: query.cursor,
        limit: query.limit,
      });
      return presentAuditPage(page);
    },
  );

  app.get(
    '/api/backoffice/audit/verify',
    {
      schema: {
        ...staffSchema,
        summary: "Check the audit log's hash chain: intact, or the first record that does not hold",
        response: { 200: auditVerifyResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'audit.view' }),
    },
    async () => presentAuditChainState(await verifyAuditChain(db)),
  );
}
