import type { Database } from '@chaba/db/client';
import { vipLevels } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';

export type VipLevel = typeof vipLevels.$inferSelect;

/** What staff set of a level, in satang, basis points and hundredths. */
export type VipLevelSettings = Omit<VipLevel, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Creates a level (`levelId` absent) or changes one, audited with the values before and after
 * (`vip.level_create`, `vip.level_update`). Two levels never share a rank. A changed qualification
 * applies at the job's next run; a member keeps a level reached under the old one until its kept
 * period ends (decision 72).
 *
 * @throws DomainError not_found, vip_rank_taken
 */
export async function saveVipLevel(
  db: Database,
  options: {
    staffId: number;
    levelId?: number;
    settings: VipLevelSettings;
    now: Date;
    clientAddress?: string;
  },
): Promise<VipLevel> {
  const { settings, now } = options;
  try {
    return await db.transaction(async (tx) => {
      let before: VipLevel | undefined;
      let saved: VipLevel | undefined;
      if (options.levelId === undefined) {
        [saved] = await tx
          .insert(vipLevels)
          .values({ ...settings, createdAt: now, updatedAt: now })
          .returning();
      } else {
        [before] = await tx.select().from(vipLevels).where(eq(vipLevels.id, options.levelId)).for('update');
        if (!before) throw new DomainError('not_found');
        [saved] = await tx
          .update(vipLevels)
          .set({ ...settings, updatedAt: now })
          .where(eq(vipLevels.id, before.id))
          .returning();
      }
      if (!saved) throw new Error('the level was not saved');
      await recordAudit(tx, {
        staffId: options.staffId,
        action: before ? 'vip.level_update' : 'vip.level_create',
        targetType: 'vip_level',
        targetId: saved.id,
        before: before ? audited(before) : null,
        after: audited(saved),
        clientAddress: options.clientAddress,
        now,
      });
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'vip_levels_rank_key'))
      throw new DomainError('vip_rank_taken', { field: 'rank' });
    throw error;
  }
}

/** A level as the audit log keeps it (JSON: satang as strings). */
function audited(level: VipLevel): Record<string, unknown> {
  const text = (value: bigint | null) => (value === null ? null : String(value));
  return {
    ...level,
    thresholdSatang: text(level.thresholdSatang),
    withdrawDailyMaxSatang: text(level.withdrawDailyMaxSatang),
    levelUpBonusSatang: text(level.levelUpBonusSatang),
    birthdayBonusSatang: text(level.birthdayBonusSatang),
  };
}

/** Every level, lowest rank first (the console's list, the member's ladder). */
export async function listVipLevels(
  db: Database,
  options: { activeOnly?: boolean } = {},
): Promise<VipLevel[]> {
  const rows = await db.select().from(vipLevels).orderBy(asc(vipLevels.rank));
  return options.activeOnly ? rows.filter((level) => level.active) : rows;
}
