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
import { authenticatedStaff } from '../../http/staff';
import { presentRiskFlag } from '../../presenters/backoffice-risk';
import { presentAuditRecord, presentStaffMember } from '../../presenters/staff';
import { listRoute } from './list-route';

/**
 * The oversight lists of the console on the shared list query (issue 30, decision 69): the audit
 * log, the staff accounts, the staff sessions and the risk flags, each filtered, sorted, paged and
 * exported (an audited CSV) as the members list is (decision 64).
 */
export function oversightListRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = context;
  listRoute(app, context, {
    path: '/api/backoffice/lists/audit',
    list: 'audit',
    permission: 'audit.view',
    summary: 'The audit log as a list: filters, order, page; `q` a target id or the start of an action.',
    query: auditListQuery,
    response: auditListPage,
    read: (query) => listAuditPage(db, query),
    present: (found) => found.rows.map(presentAuditRecord),
    tail: noTotals,
    csvRow: auditCsvRow,
  });
  listRoute(app, context, {
    path: '/api/backoffice/lists/staff',
    list: 'staff',
    permission: 'staff.manage',
    summary: 'The staff accounts as a list: state, role, last login, any part of the username.',
    query: staffListQuery,
    response: staffListPage,
    read: (query) => listStaffPage(db, query),
    present: (found) => found.rows.map(presentStaffMember),
    tail: noTotals,
  });
  listRoute(app, context, {
    path: '/api/backoffice/lists/sessions',
    list: 'sessions',
    permission: 'staff.manage',
    summary: 'Every staff session, working or ended: staff, day opened, address or device.',
    query: sessionListQuery,
    response: sessionListPage,
    read: (query) => listStaffSessionPage(db, { ...query, now: clock.now() }),
    present: (found, request) => {
      const current = authenticatedStaff(request).tokenId;
      return found.rows.map((row) => ({
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
    },
    tail: noTotals,
  });
  listRoute(app, context, {
    path: '/api/backoffice/lists/risk',
    list: 'risk',
    permission: 'risk.view',
    summary: 'Every risk flag, open or cleared: rule, day raised, who cleared it, phone or subject.',
    query: riskListQuery,
    response: riskListPage,
    read: (query) => listRiskFlagPage(db, query),
    present: (found) => found.rows.map(presentRiskFlag),
    tail: noTotals,
    csvRow: riskCsvRow,
  });
}

/** None of these lists has a money column. */
const noTotals = () => ({ totals: {} });

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
