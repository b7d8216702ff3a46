import type { Database } from '@chaba/db/client';
import { advancePlaySession, closePlaySession, isIdle, openPlaySession } from './play-session';
import { lockMember } from './play-time';

/**
 * The member stops playing (the reality check's Stop, or closing the game): the open play session
 * gains its last stretch (capped, as a heartbeat) and ends now; one whose heartbeats had already
 * stopped ends at its last heartbeat. Nothing open: nothing to do (a second end is harmless).
 *
 * @throws DomainError unauthenticated
 */
export async function endPlaySession(
  db: Database,
  options: { memberId: number; now: Date },
): Promise<{ ended: boolean }> {
  const { memberId, now } = options;
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const open = await openPlaySession(tx, memberId);
    if (!open) return { ended: false };
    if (isIdle(open, now)) {
      await closePlaySession(tx, open, open.lastBeatAt);
    } else {
      await closePlaySession(tx, await advancePlaySession(tx, open, now), now);
    }
    return { ended: true };
  });
}
