import type { auditListQuery } from '@chaba/contracts/oversight-lists';
import type { Executor } from '@chaba/db/client';
import { auditLog, staffAccounts } from '@chaba/db/schema';
import { eq, ilike, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { escapeLike, listConditions, listTotals, readListPage } from '../lists/list-sql';
import { auditConditions, auditRecordColumns } from './list-audit-log';

export type AuditListQuery = z.infer<typeof auditListQuery>;

const sortColumns = {
  id: auditLog.id,
  created_at: auditLog.createdAt,
  action: auditLog.action,
  staff: staffAccounts.username,
  target: sql`concat_ws(' ', ${auditLog.targetType}, ${auditLog.targetId})`,
};

/** `q`: a target id, or the start of an action, a username (any case) or a client address. */
function searchOf(q: string) {
  const start = `${escapeLike(q)}%`;
  return or(
    eq(auditLog.targetId, q),
    like(auditLog.action, start),
    ilike(staffAccounts.username, start),
    like(auditLog.clientAddress, start),
  );
}

/**
 * The audit list of the console (issue 30, decision 69): a page of the records the filters keep in
 * the asked order (newest first by default) with the staff member's name, and how many match.
 */
export async function listAuditPage(db: Executor, query: AuditListQuery) {
  return readListPage(query, {
    rows: db
      .select(auditRecordColumns)
      .from(auditLog)
      .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
      .$dynamic(),
    conditions: [
      ...auditConditions({
        staffId: query.staff,
        actions: query.action === undefined ? undefined : [query.action],
        targetType: query.target_type,
        memberId: query.member_id,
      }),
      ...listConditions(query, {
        day: auditLog.createdAt,
        status: (status) => (status === 'staff' ? isNotNull(auditLog.staffId) : isNull(auditLog.staffId)),
        text: searchOf,
      }),
    ],
    sortColumns,
    totals: (where) =>
      db
        .select(listTotals({}))
        .from(auditLog)
        .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
        .where(where),
  });
}
