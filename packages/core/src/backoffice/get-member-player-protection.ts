import type { Executor } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { getPlayerProtection } from '../responsible-gaming/get-player-protection';

/**
 * A member's player protection as staff see it on the member page: the same reader as the member's
 * own page (limits in force and waiting, usage, the history of every change), so both always agree.
 * Read only: staff have no action that lifts a self-exclusion or shortens a time-out (issue 13).
 *
 * @throws DomainError not_found
 */
export async function getMemberPlayerProtection(db: Executor, options: { memberId: number; now: Date }) {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, options.memberId));
  if (!member) throw new DomainError('not_found');
  return getPlayerProtection(db, options);
}
