import type { Database } from '@chaba/db/client';
import { authTokens } from '@chaba/db/schema';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { revokeMemberTokens } from '../auth/tokens';
import { recordAudit } from '../audit/record-audit';
import { lockMemberRow, type StaffActor } from '../audit/lock-member-row';

/**
 * Ends every login of a member (the member site logs out, its live streams end) and their game
 * sessions; answers how many member-site logins were live.
 *
 * @throws DomainError not_found
 */
export async function endMemberSessions(db: Database, options: StaffActor & { memberId: number }) {
  return db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, options.memberId);
    const [live] = await tx
      .select({ live: count() })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.memberId, member.id),
          eq(authTokens.kind, 'access'),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, options.now),
        ),
      );
    await revokeMemberTokens(tx, { memberId: member.id, now: options.now });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'member.end_sessions',
      targetType: 'member',
      targetId: member.id,
      clientAddress: options.clientAddress,
      before: { liveSessions: live?.live ?? 0 },
      after: { liveSessions: 0 },
      now: options.now,
    });
    return { sessionsEnded: live?.live ?? 0 };
  });
}
