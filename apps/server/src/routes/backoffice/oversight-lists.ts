import {
  auditListPage,
  auditListQuery,
  riskListPage,
  riskListQuery,
  sessionListPage,
  sessionListQuery,
  staffListPage,
  staffListQuery,
} from '@chaba/contracts/oversight-lists';
import { listAuditPage } from '@chaba/core/backoffice/audit-list';
import { listStaffSessionPage } from '@chaba/core/backoffice/staff-session-list';
import { listStaffPage } from '@chaba/core/backoffice/staff-list-page';
import { listRiskFlagPage } from '@chaba/core/risk/risk-flag-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { presentRiskFlag } from '../../presenters/backoffice-risk';
import { presentAuditRecord, presentStaffMember } from '../../presenters/staff';
import { csvNote, exportList } from './lists';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

/**
 * The oversight lists of the console on the shared list query (issue 30, decision 69): the audit
 * log, the staff accounts, the staff sessions and the risk flags, each filtered, sorted, paged and
 * exported (an audited CSV) as the members list is (decision 64).
 */
export function oversightListRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  auditAndStaffLists(app, context);
  sessionAndRiskLists(app, context);
}

function auditAndStaffLists(app: StaffApp, context: AppContext): void {
  const { db } = context;
  app.get(
    '/api/backoffice/lists/audit',
    {
      schema: {
        ...staffSchema,
        summary:
          'The audit log as a list: filters, order, page; `q` a target id or the start of an action.' +
          csvNote,
        querystring: auditListQuery,
        response: { 200: auditListPage, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'audit.view' }),
    },
    async (request, reply) => {
      const query = request.query;
      const found = await listAuditPage(db, query);
      const data = found.rows.map(presentAuditRecord);
      if (query.format === 'csv')
        return exportList(context, request, reply, { list: 'audit', query, rows: data.map(auditCsvRow) });
      return { data, page: query.page, page_size: query.page_size, total: found.total, totals: {} };
    },
  );

  app.get(
    '/api/backoffice/lists/staff',
    {
      schema: {
        ...staffSchema,
        summary: 'The staff accounts as a list: state, role, last login, any part of the username.' + csvNote,
        querystring: staffListQuery,
        response: { 200: staffListPage, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'staff.manage' }),
    },
    async (request, reply) => {
      const query = request.query;
      const found = await listStaffPage(db, query);
      const data = found.rows.map(presentStaffMember);
      if (query.format === 'csv')
        return exportList(context, request, reply, { list: 'staff', query, rows: data });
      return { data, page: query.page, page_size: query.page_size, total: found.total, totals: {} };
    },
  );
}

function sessionAndRiskLists(app: StaffApp, context: AppContext): void {
  const { db, clock } = context;
  app.get(
    '/api/backoffice/lists/sessions',
    {
      schema: {
        ...staffSchema,
        summary: 'Every staff session, working or ended: staff, day opened, address or device.' + csvNote,
        querystring: sessionListQuery,
        response: { 200: sessionListPage, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'staff.manage' }),
    },
    async (request, reply) => {
      const query = request.query;
      const found = await listStaffSessionPage(db, { ...query, now: clock.now() });
      const current = authenticatedStaff(request).tokenId;
      const data = found.rows.map((row) => ({
        id: row.id,
        staff_id: row.staffId,
        username: row.username,
        client_address: row.clientAddress,
        user_agent: row.userAgent,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt?.toISOString() ?? null,
        revoked_at: row.revokedAt?.toISOString() ?? null,
        working: row.working === true,
        current: row.id === current,
      }));
      if (query.format === 'csv')
        return exportList(context, request, reply, { list: 'sessions', query, rows: data });
      return { data, page: query.page, page_size: query.page_size, total: found.total, totals: {} };
    },
  );

  app.get(
    '/api/backoffice/lists/risk',
    {
      schema: {
        ...staffSchema,
        summary:
          'Every risk flag, open or cleared: rule, day raised, who cleared it, phone or subject.' + csvNote,
        querystring: riskListQuery,
        response: { 200: riskListPage, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'risk.view' }),
    },
    async (request, reply) => {
      const query = request.query;
      const found = await listRiskFlagPage(db, query);
      const data = found.rows.map(presentRiskFlag);
      if (query.format === 'csv')
        return exportList(context, request, reply, { list: 'risk', query, rows: data.map(riskCsvRow) });
      return { data, page: query.page, page_size: query.page_size, total: found.total, totals: {} };
    },
  );
}

/*
 * A CSV file's columns are its first row's: a record's details (whose keys differ by action or rule)
 * are one JSON cell, and the staff member who cleared a flag is a name, present or not.
 */

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

function auditCsvRow(record: ReturnType<typeof presentAuditRecord>) {
  return {
    ...record,
    details: json(record.details),
    before: json(record.before),
    after: json(record.after),
  };
}

function riskCsvRow(flag: ReturnType<typeof presentRiskFlag>) {
  const { cleared_by: clearedBy, ...rest } = flag;
  return { ...rest, details: json(flag.details), cleared_by: clearedBy?.username ?? null };
}
