import type { staffListQuery } from '@chaba/contracts/oversight-lists';
import type { Executor } from '@chaba/db/client';
import { staffAccounts, staffSessions } from '@chaba/db/schema';
import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { dayRange, escapeLike, orderOf, windowOf, type SortColumns } from '../lists/list-sql';

export type StaffListQuery = z.infer<typeof staffListQuery>;

/** The staff member's last login: their newest session (read through `staff_sessions_staff_idx`). */
const lastLoginAt =
  sql<Date | null>`(select max(${staffSessions.createdAt}) from ${staffSessions} where ${staffSessions.staffId} = ${staffAccounts.id})`.mapWith(
    staffSessions.createdAt,
  );

const sortColumns: SortColumns<StaffListQuery['sort']> = {
  id: staffAccounts.id,
  username: staffAccounts.username,
  role: staffAccounts.role,
  created_at: staffAccounts.createdAt,
  last_login_at: lastLoginAt,
};

/** Invited: not disabled, and still without their own password or a second factor. */
const invited = or(eq(staffAccounts.mustChangePassword, true), isNull(staffAccounts.totpConfirmedAt));

function statusOf(status: StaffListQuery['status']): SQL | undefined {
  if (status === 'disabled') return isNotNull(staffAccounts.disabledAt);
  if (status === 'invited') return and(isNull(staffAccounts.disabledAt), invited);
  if (status === 'active')
    return and(
      isNull(staffAccounts.disabledAt),
      eq(staffAccounts.mustChangePassword, false),
      isNotNull(staffAccounts.totpConfirmedAt),
    );
  return undefined;
}

/** The staff accounts a query's filters keep. */
function filtersOf(query: StaffListQuery): SQL | undefined {
  const q = query.q?.trim().toLowerCase();
  return and(
    statusOf(query.status),
    query.role === undefined ? undefined : eq(staffAccounts.role, query.role),
    ...dayRange(lastLoginAt, query),
    q ? sql`${staffAccounts.username} like ${`%${escapeLike(q)}%`}` : undefined,
  );
}

/**
 * The staff list of the console (issue 30, decision 69): a page of the staff accounts the filters
 * keep, in the asked order, each with its role, state, limits and last login; how many match.
 */
export async function listStaffPage(db: Executor, query: StaffListQuery) {
  const where = filtersOf(query);
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: staffAccounts.id,
        username: staffAccounts.username,
        role: staffAccounts.role,
        mustChangePassword: staffAccounts.mustChangePassword,
        secondFactorConfirmedAt: staffAccounts.totpConfirmedAt,
        disabledAt: staffAccounts.disabledAt,
        approvalLimitSatang: staffAccounts.approvalLimitSatang,
        adjustmentLimitSatang: staffAccounts.adjustmentLimitSatang,
        createdAt: staffAccounts.createdAt,
        lastLoginAt,
      })
      .from(staffAccounts)
      .where(where)
      .orderBy(orderOf(sortColumns, query, staffAccounts.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<string>`count(*)::text` })
      .from(staffAccounts)
      .where(where),
  ]);
  return { rows, total: Number(counted?.count ?? 0) };
}
