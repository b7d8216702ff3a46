import type { Executor } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';

/**
 * Refuses a member staff locked (issue 11). Locking also ends every login and game session, so a
 * locked member normally gets no further than the login; the money and game paths ask again, so a
 * call already past authentication when the lock landed is refused too.
 *
 * @throws DomainError member_locked
 */
export async function refuseLockedMember(db: Executor, memberId: number): Promise<void> {
  const [member] = await db
    .select({ lockedAt: members.lockedAt })
    .from(members)
    .where(eq(members.id, memberId));
  if (member?.lockedAt) throw new DomainError('member_locked');
}
