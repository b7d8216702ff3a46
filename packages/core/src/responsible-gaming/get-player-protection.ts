import type { Executor } from '@chaba/db/client';
import { playerLimitChanges, playerLimitKinds, type PlayerLimitKind } from '@chaba/db/schema';
import { desc, eq } from 'drizzle-orm';
import { depositUsage, readCountedDeposits } from './deposit-usage';
import { windowStart } from './limit-rules';
import { readLimits } from './read-limits';
import { readLosses } from './loss-limits';
import { readPlayTimeHistory, readPlayTimeState } from './play-time';
import { readRestrictionHistory, readRestrictionStatus } from './account-restrictions';

/** How many history entries the member sees (newest first). */
const historyShown = 200;

/**
 * What the member's responsible-gaming page shows: each limit in force and its waiting change (with
 * the time it may be confirmed), what each deposit window holds now, and the history of changes.
 */
export async function getPlayerProtection(db: Executor, options: { memberId: number; now: Date }) {
  const { memberId, now } = options;
  const limits = await readLimits(db, memberId);
  const usage = depositUsage(await readCountedDeposits(db, memberId, now), now);
  const losses = await readLosses(db, memberId, now);
  const history = await db
    .select()
    .from(playerLimitChanges)
    .where(eq(playerLimitChanges.memberId, memberId))
    .orderBy(desc(playerLimitChanges.id))
    .limit(historyShown);
  const byKind = {} as Record<
    PlayerLimitKind,
    {
      amountSatang: bigint | null;
      pending: { amountSatang: bigint | null; requestedAt: Date; confirmableAt: Date } | null;
    }
  >;
  for (const kind of playerLimitKinds) {
    const row = limits[kind];
    byKind[kind] = {
      amountSatang: row?.amountSatang ?? null,
      pending:
        row?.pendingRequestedAt && row.pendingConfirmableAt
          ? {
              amountSatang: row.pendingAmountSatang,
              requestedAt: row.pendingRequestedAt,
              confirmableAt: row.pendingConfirmableAt,
            }
          : null,
    };
  }
  const windows = {
    deposit_day: { since: windowStart('deposit_day', now), ...usage.deposit_day },
    deposit_week: { since: windowStart('deposit_week', now), ...usage.deposit_week },
    deposit_month: { since: windowStart('deposit_month', now), ...usage.deposit_month },
    loss_day: { since: windowStart('loss_day', now), lostSatang: losses.loss_day },
    loss_week: { since: windowStart('loss_week', now), lostSatang: losses.loss_week },
    loss_month: { since: windowStart('loss_month', now), lostSatang: losses.loss_month },
  };
  const status = await readRestrictionStatus(db, memberId, now);
  const restrictionHistory = await readRestrictionHistory(db, memberId, historyShown);
  const playTime = await readPlayTimeState(db, memberId, now);
  const playTimeHistory = await readPlayTimeHistory(db, memberId, historyShown);
  return { limits: byKind, usage: windows, history, status, restrictionHistory, playTime, playTimeHistory };
}
