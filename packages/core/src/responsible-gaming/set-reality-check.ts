import type { Database } from '@chaba/db/client';
import { lockMember, readPlayTimeSettings, recordPlayTimeChange, savePlayTimeSettings } from './play-time';

/**
 * A member sets how often the reality check reminds them (15, 30, 60 or 120 minutes; null: off).
 * It applies at once in every direction: it is a reminder, not a limit. A change goes to the
 * history; asking for the interval in force changes nothing.
 *
 * @throws DomainError unauthenticated
 */
export async function setRealityCheck(
  db: Database,
  options: { memberId: number; minutes: number | null; now: Date },
): Promise<void> {
  const { memberId, minutes, now } = options;
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const from = (await readPlayTimeSettings(tx, memberId))?.realityCheckMinutes ?? null;
    if (from === minutes) return;
    const change =
      from === null ? 'set' : minutes === null ? 'removed' : minutes < from ? 'decreased' : 'increased';
    await recordPlayTimeChange(tx, {
      memberId,
      setting: 'reality_check',
      change,
      fromMinutes: from,
      toMinutes: minutes,
      at: now,
    });
    await savePlayTimeSettings(tx, memberId, { realityCheckMinutes: minutes, updatedAt: now });
  });
}
