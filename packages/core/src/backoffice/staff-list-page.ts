import type { staffListQuery } from '@chaba/contracts/oversight-lists';
import type { Executor } from '@chaba/db/client';
import { staffAccounts, staffSessions } from '@chaba/db/schema';
import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { escapeLike, listConditions, listTotals, readListPage } from '../lists/list-sql';

export type StaffListQuery = z.infer<typeof staffListQuery>;

/** The staff member's last login: their newest session (read through `staff_sessions_staff_idx`). */
const lastLoginAt =
  sql<Date | null>`(select max(${staffSessions.createdAt}) from ${staffSessions} where ${staffSessions.staffId} = ${staffAccounts.id})`.mapWith(
    staffSessions.createdAt,
  );

const sortColumns = {
  id: staffAccounts.id,
  username: staffAccounts.username,
  role: staffAccounts.role,
  created_at: staffAccounts.createdAt,
  last_login_at: lastLoginAt,
};

/** Invited: not disabled, and still without their own password or a second factor. */
const invited = or(eq(staffAccounts.mustChangePassword, true), isNull(staffAccounts.totpConfirmedAt));

function statusOf(status: NonNullable<StaffListQuery['status']>): SQL | undefined {
  if (status === 'disabled') return isNotNull(staffAccounts.disabledAt);
  if (status === 'invited') return and(isNull(staffAccounts.disabledAt), invited);
  return and(
    isNull(staffAccounts.disabledAt),
    eq(staffAccounts.mustChangePassword, false),
    isNotNull(staffAccounts.totpConfirmedAt),
  );
}

/**
 * The staff list of the console (issue 30, decision 69): a page of the staff accounts the filters
 * keep, in the asked order, each with its role, state, limits and last login; how many match. The
 * days are those of the last login, `q` any part of the username.
 */
export async function listStaffPage(db: Executor, query: StaffListQuery) {
  return readListPage(query, {
    rows: db
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
      .$dynamic(),
    conditions: [
      query.role === undefined ? undefined : eq(staffAccounts.role, query.role),
      ...listConditions(query, {
        day: lastLoginAt,
        status: statusOf,
        text: (q) => sql`${staffAccounts.username} like ${`%${escapeLike(q.toLowerCase())}%`}`,
      }),
    ],
    sortColumns,
    totals: (where) => db.select(listTotals({})).from(staffAccounts).where(where),
  });
}
