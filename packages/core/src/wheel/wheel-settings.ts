import type { Database, Executor } from '@chaba/db/client';
import { wheelSettings, type CheckinDayPrize, type VipDailySpins, type WheelPrize } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import { requireKnownVipLevels } from '../vip/member-level';

export type WheelSettings = typeof wheelSettings.$inferSelect;

/** What staff write of the wheel and the check-in (decision 73); the version they read. */
export interface WheelSettingsInput {
  version: number;
  active: boolean;
  prizes: WheelPrize[];
  dailyBudgetSatang: bigint;
  /** Null: deposits earn no spin. */
  depositMinimumSatang: bigint | null;
  loginRule: boolean;
  /** Spins a Bangkok day by VIP level (each level once, known levels). */
  vipDailySpins: VipDailySpins[];
  checkinActive: boolean;
  /** Seven days, day 1 first. */
  checkinDays: CheckinDayPrize[];
}

/** The wheel's and check-in's settings (the one row migration 0060 made). */
export async function readWheelSettings(db: Executor): Promise<WheelSettings> {
  const [row] = await db.select().from(wheelSettings).where(eq(wheelSettings.id, 1));
  if (!row) throw new Error('wheel_settings has no row 1 (migration 0060)');
  return row;
}

/**
 * Saves the wheel and the check-in, audited with before and after. Written from an older version than
 * the stored one: refused (two staff at once). Turning the deposit rule on (or changing its minimum)
 * counts deposits from now: no deposit credited under another rule earns a spin afterwards.
 *
 * @throws DomainError wheel_settings_changed, vip_level_unknown (field `vip_daily_spins`)
 */
export async function saveWheelSettings(
  db: Database,
  options: StaffActor & { settings: WheelSettingsInput },
): Promise<WheelSettings> {
  const { settings, now } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(wheelSettings).where(eq(wheelSettings.id, 1)).for('update');
    if (!before) throw new Error('wheel_settings has no row 1 (migration 0060)');
    if (before.version !== settings.version) throw new DomainError('wheel_settings_changed');
    await requireKnownVipLevels(
      tx,
      settings.vipDailySpins.map((entry) => entry.levelId),
      'vip_daily_spins',
    );
    const depositRuleChanged = before.depositMinimumSatang !== settings.depositMinimumSatang;
    const [saved] = await tx
      .update(wheelSettings)
      .set({
        active: settings.active,
        prizes: settings.prizes,
        dailyBudgetSatang: settings.dailyBudgetSatang,
        depositMinimumSatang: settings.depositMinimumSatang,
        depositRuleSince:
          settings.depositMinimumSatang === null ? null : depositRuleChanged ? now : before.depositRuleSince,
        loginRule: settings.loginRule,
        vipDailySpins: settings.vipDailySpins,
        checkinActive: settings.checkinActive,
        checkinDays: settings.checkinDays,
        version: before.version + 1,
        updatedAt: now,
      })
      .where(eq(wheelSettings.id, 1))
      .returning();
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'wheel.update',
      targetType: 'wheel',
      targetId: 1,
      clientAddress: options.clientAddress,
      before: audited(before),
      after: audited(saved!),
      now,
    });
    return saved!;
  });
}

/** What the audit log keeps of the settings (amounts as text: JSON has no bigint). */
function audited(settings: WheelSettings) {
  return {
    active: settings.active,
    prizes: settings.prizes,
    dailyBudgetSatang: settings.dailyBudgetSatang.toString(),
    depositMinimumSatang: settings.depositMinimumSatang?.toString() ?? null,
    loginRule: settings.loginRule,
    vipDailySpins: settings.vipDailySpins,
    checkinActive: settings.checkinActive,
    checkinDays: settings.checkinDays,
    version: settings.version,
  };
}
