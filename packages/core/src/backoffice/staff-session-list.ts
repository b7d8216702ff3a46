import type { sessionListQuery } from '@chaba/contracts/oversight-lists';
import type { Executor } from '@chaba/db/client';
import { authTokens, staffAccounts, staffSessions } from '@chaba/db/schema';
import { eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { addSeconds } from '../clock';
import { escapeLike, listConditions, listTotals, readListPage } from '../lists/list-sql';
import { staffTokenIdleSeconds } from './authenticate-staff';
import { staffTokenLifetimeSeconds } from './open-staff-session';

export type SessionListQuery = z.infer<typeof sessionListQuery>;

const sortColumns = {
  id: authTokens.id,
  username: staffAccounts.username,
  created_at: authTokens.createdAt,
  last_used_at: sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`,
};

/** Working at `now`: not revoked, not expired, not older than a session lives, not idle too long. */
function workingAt(now: Date): SQL {
  return sql`(${authTokens.revokedAt} is null and ${authTokens.expiresAt} > ${now}
    and ${authTokens.createdAt} > ${addSeconds(now, -staffTokenLifetimeSeconds)}
    and coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt}) > ${addSeconds(now, -staffTokenIdleSeconds)})`;
}

/**
 * The staff sessions list of the console (issue 30, decision 69): every staff session, working or
 * ended, with where and on what it was opened; a page in the asked order and how many match. The
 * days are those it was opened, `q` the start of the address or any part of the device.
 */
export async function listStaffSessionPage(db: Executor, query: SessionListQuery & { now: Date }) {
  const working = workingAt(query.now);
  return readListPage(query, {
    rows: db
      .select({
        id: authTokens.id,
        staffId: staffAccounts.id,
        username: staffAccounts.username,
        clientAddress: staffSessions.clientAddress,
        userAgent: staffSessions.userAgent,
        createdAt: authTokens.createdAt,
        lastUsedAt: authTokens.lastUsedAt,
        revokedAt: authTokens.revokedAt,
        working: sql<boolean>`${working}`,
      })
      .from(authTokens)
      .innerJoin(staffAccounts, eq(staffAccounts.id, authTokens.staffId))
      .leftJoin(staffSessions, eq(staffSessions.tokenId, authTokens.id))
      .$dynamic(),
    conditions: [
      eq(authTokens.kind, 'staff'),
      ...listConditions(query, {
        day: authTokens.createdAt,
        status: (status) => (status === 'working' ? working : sql`not ${working}`),
        staff: [authTokens.staffId],
        text: (q) =>
          or(
            like(staffSessions.clientAddress, `${escapeLike(q)}%`),
            ilike(staffSessions.userAgent, `%${escapeLike(q)}%`),
          ),
      }),
    ],
    sortColumns,
    totals: (where) =>
      db
        .select(listTotals({}))
        .from(authTokens)
        .innerJoin(staffAccounts, eq(staffAccounts.id, authTokens.staffId))
        .leftJoin(staffSessions, eq(staffSessions.tokenId, authTokens.id))
        .where(where),
  });
}
