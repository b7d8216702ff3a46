import type { Database } from '@chaba/db/client';
import { addSeconds } from '../clock';
import { limitRaiseDelaySeconds } from './limit-rules';
import { lockMember, readPlayTimeSettings, recordPlayTimeChange, savePlayTimeSettings } from './play-time';

/**
 * A member sets their daily play-time limit (minutes, 15..1440; null: none), with the rules of the
 * money limits (decision 19): a first or lower limit applies at once; a raise or a removal waits and
 * may be confirmed 24 hours later (`confirmLimitChanges`), the old limit holding until then. Asking
 * again for the limit in force takes a waiting change back; another raise replaces the waiting one
 * and its 24 hours start again. Every change goes to the history.
 *
 * @throws DomainError unauthenticated
 */
export async function setPlayTimeLimit(
  db: Database,
  options: { memberId: number; minutes: number | null; now: Date },
): Promise<void> {
  const { memberId, minutes: wanted, now } = options;
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const row = await readPlayTimeSettings(tx, memberId);
    const inForce = row?.dailyLimitMinutes ?? null;
    const pending = row?.pendingRequestedAt ? { minutes: row.pendingDailyMinutes } : undefined;
    const record = (
      change: Parameters<typeof recordPlayTimeChange>[1]['change'],
      from: number | null,
      to: number | null,
    ) =>
      recordPlayTimeChange(tx, {
        memberId,
        setting: 'play_time',
        change,
        fromMinutes: from,
        toMinutes: to,
        at: now,
      });
    const noPending = { pendingDailyMinutes: null, pendingRequestedAt: null, pendingConfirmableAt: null };

    const lowers = wanted !== null && (inForce === null || wanted < inForce);
    if (wanted === inForce || lowers) {
      if (pending) await record('pending_withdrawn', inForce, pending.minutes);
      if (lowers) await record(inForce === null ? 'set' : 'decreased', inForce, wanted);
      if (pending || lowers)
        await savePlayTimeSettings(tx, memberId, { dailyLimitMinutes: wanted, ...noPending, updatedAt: now });
      return;
    }
    // A raise or a removal: it waits (the same one asked again keeps its time).
    if (pending && pending.minutes === wanted) return;
    await record(wanted === null ? 'removal_requested' : 'increase_requested', inForce, wanted);
    await savePlayTimeSettings(tx, memberId, {
      dailyLimitMinutes: inForce,
      pendingDailyMinutes: wanted,
      pendingRequestedAt: now,
      pendingConfirmableAt: addSeconds(now, limitRaiseDelaySeconds),
      updatedAt: now,
    });
  });
}
