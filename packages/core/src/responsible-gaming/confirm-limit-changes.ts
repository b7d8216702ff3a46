import type { Database } from '@chaba/db/client';
import { members, playerLimitChanges, playerLimitKinds, playerLimits } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { bangkokDateTime } from './limit-rules';
import { readPlayTimeSettings, recordPlayTimeChange, savePlayTimeSettings } from './play-time';
import { readLimits } from './read-limits';

/**
 * The member confirms their waiting raises and removals whose 24 hours have passed: each now applies.
 * Changes still within their 24 hours keep waiting. The daily play-time limit's waiting change is
 * confirmed with the money limits'.
 *
 * @throws DomainError no_pending_limit_change when nothing waits; limit_change_not_confirmable (with
 *   the time the first may be confirmed) when nothing may be confirmed yet; unauthenticated
 */
export async function confirmLimitChanges(
  db: Database,
  options: { memberId: number; now: Date },
): Promise<{ confirmed: number }> {
  const { memberId, now } = options;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId))
      .for('no key update');
    if (!member) throw new DomainError('unauthenticated');
    const limits = await readLimits(tx, memberId);
    const waiting = playerLimitKinds.flatMap((kind) => {
      const row = limits[kind];
      return row?.pendingConfirmableAt ? [{ kind, row, confirmableAt: row.pendingConfirmableAt }] : [];
    });
    const playTime = await readPlayTimeSettings(tx, memberId);
    const playTimeWaits = playTime?.pendingConfirmableAt ?? null;
    const confirmableTimes = [
      ...waiting.map((change) => change.confirmableAt),
      ...(playTimeWaits ? [playTimeWaits] : []),
    ];
    if (confirmableTimes.length === 0) throw new DomainError('no_pending_limit_change', { field: 'general' });
    const due = waiting.filter((change) => change.confirmableAt <= now);
    const playTimeDue = playTimeWaits !== null && playTimeWaits <= now;
    if (due.length === 0 && !playTimeDue) {
      const first = confirmableTimes.reduce((a, b) => (a <= b ? a : b));
      throw new DomainError('limit_change_not_confirmable', {
        field: 'general',
        values: { time: bangkokDateTime(first) },
      });
    }
    for (const { kind, row } of due) {
      const to = row.pendingAmountSatang;
      await tx.insert(playerLimitChanges).values({
        memberId,
        kind,
        change: to === null ? 'removed' : 'increased',
        fromSatang: row.amountSatang,
        toSatang: to,
        at: now,
      });
      await tx
        .update(playerLimits)
        .set({
          amountSatang: to,
          pendingAmountSatang: null,
          pendingRequestedAt: null,
          pendingConfirmableAt: null,
          updatedAt: now,
        })
        .where(and(eq(playerLimits.memberId, memberId), eq(playerLimits.kind, kind)));
    }
    if (playTime && playTimeDue) {
      const to = playTime.pendingDailyMinutes;
      await recordPlayTimeChange(tx, {
        memberId,
        setting: 'play_time',
        change: to === null ? 'removed' : 'increased',
        fromMinutes: playTime.dailyLimitMinutes,
        toMinutes: to,
        at: now,
      });
      await savePlayTimeSettings(tx, memberId, {
        dailyLimitMinutes: to,
        pendingDailyMinutes: null,
        pendingRequestedAt: null,
        pendingConfirmableAt: null,
        updatedAt: now,
      });
    }
    return { confirmed: due.length + (playTimeDue ? 1 : 0) };
  });
}
