import type { Database } from '@chaba/db/client';
import { memberVip } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { listVipLevels, type VipLevel } from './save-vip-level';
import { windowAmounts } from './window-amounts';

export interface VipStatus {
  /** The active levels, lowest first (the ladder the member sees). */
  levels: VipLevel[];
  current: { level: VipLevel; reachedAt: Date | null; keptUntil: Date | null } | null;
  /** The level above the member's, with the amount counted toward it now. */
  next: { level: VipLevel; amountSatang: bigint } | null;
}

/**
 * What the member's VIP page shows (decision 72): their level as the job last decided it, the next
 * one and their progress toward it (the same window amounts the job reads).
 */
export async function getVipStatus(
  db: Database,
  options: { memberId: number; now: Date },
): Promise<VipStatus> {
  const levels = await listVipLevels(db, { activeOnly: true });
  const [row] = await db.select().from(memberVip).where(eq(memberVip.memberId, options.memberId));
  const held = levels.find((level) => level.id === row?.levelId);
  const nextLevel = levels.find((level) => level.rank > (held?.rank ?? 0));
  const amounts = nextLevel
    ? await windowAmounts(db, { memberId: options.memberId, levels: [nextLevel], now: options.now })
    : new Map<number, bigint>();
  return {
    levels,
    current: held
      ? { level: held, reachedAt: row?.reachedAt ?? null, keptUntil: row?.keptUntil ?? null }
      : null,
    next: nextLevel ? { level: nextLevel, amountSatang: amounts.get(nextLevel.id) ?? 0n } : null,
  };
}
