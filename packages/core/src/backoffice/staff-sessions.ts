import type { Database, Executor } from '@chaba/db/client';
import { authTokens, staffAccounts, staffSessions } from '@chaba/db/schema';
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';
import { staffTokenIdleSeconds } from './authenticate-staff';
import { staffTokenLifetimeSeconds } from './open-staff-session';
import { recordAudit } from '../audit/record-audit';

/**
 * The staff sessions still working at `now` (not revoked, not expired, not idle too long), newest
 * first, with where they were opened: one staff member's, or everyone's.
 */
export async function listStaffSessions(db: Executor, options: { staffId?: number; now: Date }) {
  const { now } = options;
  const conditions: SQL[] = [
    eq(authTokens.kind, 'staff'),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, now),
    gt(authTokens.createdAt, addSeconds(now, -staffTokenLifetimeSeconds)),
  ];
  if (options.staffId !== undefined) conditions.push(eq(authTokens.staffId, options.staffId));
  const rows = await db
    .select({
      id: authTokens.id,
      staffId: staffAccounts.id,
      username: staffAccounts.username,
      clientAddress: staffSessions.clientAddress,
      userAgent: staffSessions.userAgent,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, authTokens.staffId))
    .leftJoin(staffSessions, eq(staffSessions.tokenId, authTokens.id))
    .where(and(...conditions))
    .orderBy(desc(authTokens.id))
    .limit(500);
  const idleSince = addSeconds(now, -staffTokenIdleSeconds).getTime();
  return rows.filter((row) => (row.lastUsedAt ?? row.createdAt).getTime() > idleSince);
}

/**
 * Ends a staff session at once: one's own, or (`anyone`: staff management) anybody's. Audited.
 *
 * @throws DomainError not_found (no working staff session with this id), forbidden (another's)
 */
export async function revokeStaffSession(
  db: Database,
  options: { actorId: number; anyone: boolean; sessionId: number; clientAddress: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [token] = await tx
      .select({ id: authTokens.id, staffId: authTokens.staffId })
      .from(authTokens)
      .where(
        and(eq(authTokens.id, options.sessionId), eq(authTokens.kind, 'staff'), isNull(authTokens.revokedAt)),
      );
    if (!token?.staffId) throw new DomainError('not_found');
    if (token.staffId !== options.actorId && !options.anyone) throw new DomainError('forbidden');
    await tx.update(authTokens).set({ revokedAt: options.now }).where(eq(authTokens.id, token.id));
    await recordAudit(tx, {
      staffId: options.actorId,
      action: 'staff.session_revoke',
      targetType: 'staff',
      targetId: token.staffId,
      clientAddress: options.clientAddress,
      details: { session_id: token.id },
      now: options.now,
    });
  });
}
