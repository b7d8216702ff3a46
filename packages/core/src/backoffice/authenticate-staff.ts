import type { StaffPermission } from '@chaba/contracts/staff-permissions';
import type { Executor } from '@chaba/db/client';
import { authTokens, roles, staffAccounts } from '@chaba/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { findLiveToken } from '../auth/tokens';
import { DomainError } from '../errors';
import { staffTokenLifetimeSeconds } from './open-staff-session';

/** A staff token left unused this long stops working (a back-office screen left open). */
export const staffTokenIdleSeconds = 30 * 60;
/**
 * The last use is written at most once a minute per token: every staff call would otherwise be a
 * write, and the idle limit does not need more precision.
 */
const lastUseWriteIntervalSeconds = 60;

/**
 * The staff member behind a bearer token. A token works for `staffTokenLifetimeSeconds` after login
 * at most (checked here too, so tokens issued under a longer lifetime obey the current one) and
 * while it was used within the last `staffTokenIdleSeconds`, by a staff member not disabled. The
 * role's permissions are read with the staff row, in the same query, at every call: a role an owner
 * edits or takes away applies to the next call (decision 66).
 *
 * @throws DomainError unauthenticated
 */
export async function authenticateStaff(db: Executor, options: { token: string | undefined; now: Date }) {
  if (!options.token) throw new DomainError('unauthenticated');
  const { now } = options;
  const row = await findLiveToken(db, { token: options.token, kind: 'staff', now });
  if (!row?.staffId) throw new DomainError('unauthenticated');
  const ageSeconds = (now.getTime() - row.createdAt.getTime()) / 1000;
  const idleSeconds = (now.getTime() - (row.lastUsedAt ?? row.createdAt).getTime()) / 1000;
  if (ageSeconds >= staffTokenLifetimeSeconds || idleSeconds >= staffTokenIdleSeconds) {
    await db
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.id, row.id), isNull(authTokens.revokedAt)));
    throw new DomainError('unauthenticated');
  }
  const [found] = await db
    .select({
      staff: staffAccounts,
      permissions: roles.permissions,
      roleNames: { th: roles.nameTh, en: roles.nameEn },
    })
    .from(staffAccounts)
    .innerJoin(roles, eq(roles.key, staffAccounts.role))
    .where(eq(staffAccounts.id, row.staffId));
  if (!found || found.staff.disabledAt) throw new DomainError('unauthenticated');
  const { staff } = found;
  if (idleSeconds >= lastUseWriteIntervalSeconds) {
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.id));
  }
  return {
    staffId: staff.id,
    username: staff.username,
    role: staff.role,
    /** What the role may do now (its `staff_roles` row). */
    permissions: found.permissions as StaffPermission[],
    /** The role's names, Thai and English (a role an owner made has no catalogue entry). */
    roleNames: found.roleNames,
    /** Still holding the staff command's one-time password (the server refuses most calls then). */
    mustChangePassword: staff.mustChangePassword,
    /** No confirmed second factor yet: the session may only set it up (and log out). */
    secondFactorPending: staff.totpConfirmedAt === null,
    /** The session's token row (the list of sessions marks the current one). */
    tokenId: row.id,
  };
}
