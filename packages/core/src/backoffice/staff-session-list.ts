import type { sessionListQuery } from '@chaba/contracts/oversight-lists';
import type { Executor } from '@chaba/db/client';
import { authTokens, staffAccounts, staffSessions } from '@chaba/db/schema';
import { and, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { addSeconds } from '../clock';
import { dayRange, escapeLike, orderOf, windowOf, type SortColumns } from '../lists/list-sql';
import { staffTokenIdleSeconds } from './authenticate-staff';
import { staffTokenLifetimeSeconds } from './open-staff-session';

export type SessionListQuery = z.infer<typeof sessionListQuery>;

const sortColumns: SortColumns<SessionListQuery['sort']> = {
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

/** The staff sessions a query's filters keep. */
function filtersOf(query: SessionListQuery, now: Date): SQL | undefined {
  const q = query.q?.trim();
  return and(
    eq(authTokens.kind, 'staff'),
    query.status === 'working' ? workingAt(now) : undefined,
    query.status === 'ended' ? sql`not ${workingAt(now)}` : undefined,
    query.staff === undefined ? undefined : eq(authTokens.staffId, query.staff),
    ...dayRange(authTokens.createdAt, query),
    q
      ? or(
          like(staffSessions.clientAddress, `${escapeLike(q)}%`),
          ilike(staffSessions.userAgent, `%${escapeLike(q)}%`),
        )
      : undefined,
  );
}

/**
 * The staff sessions list of the console (issue 30, decision 69): every staff session, working or
 * ended, with where and on what it was opened; a page in the asked order and how many match.
 */
export async function listStaffSessionPage(db: Executor, query: SessionListQuery & { now: Date }) {
  const where = filtersOf(query, query.now);
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: authTokens.id,
        staffId: staffAccounts.id,
        username: staffAccounts.username,
        clientAddress: staffSessions.clientAddress,
        userAgent: staffSessions.userAgent,
        createdAt: authTokens.createdAt,
        lastUsedAt: authTokens.lastUsedAt,
        revokedAt: authTokens.revokedAt,
        working: sql<boolean>`${workingAt(query.now)}`,
      })
      .from(authTokens)
      .innerJoin(staffAccounts, eq(staffAccounts.id, authTokens.staffId))
      .leftJoin(staffSessions, eq(staffSessions.tokenId, authTokens.id))
      .where(where)
      .orderBy(orderOf(sortColumns, query, authTokens.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<string>`count(*)::text` })
      .from(authTokens)
      .innerJoin(staffAccounts, eq(staffAccounts.id, authTokens.staffId))
      .leftJoin(staffSessions, eq(staffSessions.tokenId, authTokens.id))
      .where(where),
  ]);
  return { rows, total: Number(counted?.count ?? 0) };
}
