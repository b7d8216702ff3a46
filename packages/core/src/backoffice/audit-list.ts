import type { auditListQuery } from '@chaba/contracts/oversight-lists';
import type { Executor } from '@chaba/db/client';
import { auditLog, staffAccounts } from '@chaba/db/schema';
import { and, eq, ilike, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { dayRange, escapeLike, orderOf, windowOf, type SortColumns } from '../lists/list-sql';
import { auditConditions } from './list-audit-log';

export type AuditListQuery = z.infer<typeof auditListQuery>;

const sortColumns: SortColumns<AuditListQuery['sort']> = {
  id: auditLog.id,
  created_at: auditLog.createdAt,
  action: auditLog.action,
  staff: staffAccounts.username,
  target: sql`concat_ws(' ', ${auditLog.targetType}, ${auditLog.targetId})`,
};

/** The audit records a query's filters keep. */
function filtersOf(query: AuditListQuery): SQL | undefined {
  const q = query.q?.trim();
  const start = q ? `${escapeLike(q)}%` : '';
  return and(
    ...auditConditions({
      staffId: query.staff,
      actions: query.action === undefined ? undefined : [query.action],
      targetType: query.target_type,
      memberId: query.member_id,
    }),
    ...dayRange(auditLog.createdAt, query),
    query.status === 'staff' ? isNotNull(auditLog.staffId) : undefined,
    query.status === 'system' ? isNull(auditLog.staffId) : undefined,
    q
      ? or(
          eq(auditLog.targetId, q),
          like(auditLog.action, start),
          ilike(staffAccounts.username, start),
          like(auditLog.clientAddress, start),
        )
      : undefined,
  );
}

/**
 * The audit list of the console (issue 30, decision 69): a page of the records the filters keep in
 * the asked order (newest first by default) with the staff member's name, and how many match.
 */
export async function listAuditPage(db: Executor, query: AuditListQuery) {
  const where = filtersOf(query);
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        staffId: auditLog.staffId,
        username: staffAccounts.username,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        clientAddress: auditLog.clientAddress,
        details: auditLog.details,
        before: auditLog.before,
        after: auditLog.after,
        hash: auditLog.hash,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
      .where(where)
      .orderBy(orderOf(sortColumns, query, auditLog.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<string>`count(*)::text` })
      .from(auditLog)
      .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
      .where(where),
  ]);
  return { rows, total: Number(counted?.count ?? 0) };
}
