import type { Executor } from '@chaba/db/client';
import { auditLog, staffAccounts } from '@chaba/db/schema';
import { and, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';

export interface AuditFilter {
  staffId?: number | undefined;
  /** Exact actions, e.g. `['staff.login', 'staff.login_failed']`. */
  actions?: readonly string[] | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /**
   * What staff did to one member: the records about the member, and the records about their money
   * (a withdrawal decision, a matched transfer) that name the member in `details.memberId`.
   */
  memberId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** An audit record as the console shows it, with the staff member's name (`staff_accounts` joined). */
export const auditRecordColumns = {
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
};

/**
 * Audit records matching a filter, newest first, a page at a time: `beforeId` is the previous page's
 * `nextCursor`. Answers the page, the cursor of the next one (null on the last) and the total.
 */
export async function listAuditLog(
  db: Executor,
  options: AuditFilter & { beforeId?: number; limit: number },
) {
  const conditions = auditConditions(options);
  const pageConditions =
    options.beforeId === undefined ? conditions : [...conditions, lt(auditLog.id, options.beforeId)];
  const rows = await db
    .select(auditRecordColumns)
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
    .where(and(...pageConditions))
    .orderBy(desc(auditLog.id))
    .limit(options.limit + 1);
  const [total] = await db
    .select({ value: count() })
    .from(auditLog)
    .where(and(...conditions));
  const page = rows.slice(0, options.limit);
  return {
    records: page,
    nextCursor: rows.length > options.limit ? page[page.length - 1]!.id : null,
    total: total?.value ?? 0,
  };
}

/** The conditions of an audit filter (the viewer's and the audit list's). */
export function auditConditions(filter: AuditFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.actions?.length) conditions.push(inArray(auditLog.action, [...filter.actions]));
  if (filter.targetType !== undefined) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId !== undefined) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.memberId !== undefined) {
    const member = String(filter.memberId);
    conditions.push(
      or(
        and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, member)),
        sql`${auditLog.details} ->> 'memberId' = ${member}`,
      )!,
    );
  }
  if (filter.from !== undefined) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to !== undefined) conditions.push(lte(auditLog.createdAt, filter.to));
  return conditions;
}

/** The audit actions of staff logins: a staff member's login history is these records. */
export const staffLoginActions = ['staff.login', 'staff.login_failed'] as const;

/** A staff member's logins, successful or not, newest first, a page at a time. */
export function listStaffLogins(
  db: Executor,
  options: { staffId: number; beforeId?: number; limit: number },
) {
  return listAuditLog(db, { ...options, actions: staffLoginActions });
}
