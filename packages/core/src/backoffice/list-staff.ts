import type { Executor } from '@chaba/db/client';
import { staffAccounts, staffSessions } from '@chaba/db/schema';
import { asc, eq, max } from 'drizzle-orm';

/** Every staff account, oldest first, with its second factor's state and its last login. */
export async function listStaff(db: Executor) {
  return db
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
      lastLoginAt: max(staffSessions.createdAt),
    })
    .from(staffAccounts)
    .leftJoin(staffSessions, eq(staffSessions.staffId, staffAccounts.id))
    .groupBy(staffAccounts.id)
    .orderBy(asc(staffAccounts.id));
}
