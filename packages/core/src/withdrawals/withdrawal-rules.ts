import type { Executor } from '@chaba/db/client';
import { defaultWithdrawAuto, type WithdrawAutoSetting } from '@chaba/contracts/withdrawal-rules';
import { vipLevels } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import { readSiteSetting } from '../site/site-settings';

/** The withdrawal limits, the two-person amount and the automatic rules in force, in satang. */
export interface WithdrawalRules {
  minSatang: bigint | null;
  maxSatang: bigint | null;
  dailyMaxSatang: bigint | null;
  dailyCount: number | null;
  cooldownSeconds: number;
  /** Above this a withdrawal needs two approvers; null: one approver is enough. */
  secondApprovalAboveSatang: bigint | null;
  /** Above this a withdrawal needs the member's approved identity documents; null: never. */
  documentsAboveSatang: bigint | null;
  auto: WithdrawAutoSetting;
}

const satangOrNull = (value: number | null | undefined) =>
  value === null || value === undefined ? null : BigInt(value);

/**
 * Reads the rules from the settings desk's two site settings. The two-person amount is the saved
 * one, or `secondApprovalAboveSatang` (WITHDRAWAL_SECOND_APPROVAL_ABOVE) until staff save one. With
 * `memberId`, that member's rules: a VIP level's daily amount and count replace the desk's where the
 * level sets them (decision 72), the one place a member's withdrawal limits are decided.
 */
export async function readWithdrawalRules(
  db: Executor,
  options: { secondApprovalAboveSatang: bigint | null; memberId?: number },
): Promise<WithdrawalRules> {
  const [rules, level] = await Promise.all([
    readDeskRules(db, options),
    options.memberId === undefined ? undefined : levelLimits(db, options.memberId),
  ]);
  return {
    ...rules,
    dailyMaxSatang: level?.dailyMaxSatang ?? rules.dailyMaxSatang,
    dailyCount: level?.dailyCount ?? rules.dailyCount,
  };
}

/** The daily withdrawal amount and count of the member's VIP level, each null where it sets none. */
async function levelLimits(db: Executor, memberId: number) {
  const [row] = await db
    .select({ dailyMaxSatang: vipLevels.withdrawDailyMaxSatang, dailyCount: vipLevels.withdrawDailyCount })
    .from(vipLevels)
    .where(eq(vipLevels.id, sql`vip_member_level(${memberId})`));
  return row;
}

async function readDeskRules(
  db: Executor,
  options: { secondApprovalAboveSatang: bigint | null },
): Promise<WithdrawalRules> {
  const [limits, auto] = await Promise.all([
    readSiteSetting(db, 'withdraw_limits'),
    readSiteSetting(db, 'withdraw_auto'),
  ]);
  return {
    minSatang: satangOrNull(limits?.min_satang),
    maxSatang: satangOrNull(limits?.max_satang),
    dailyMaxSatang: satangOrNull(limits?.daily_max_satang),
    dailyCount: limits?.daily_count ?? null,
    cooldownSeconds: limits?.cooldown_seconds ?? 0,
    secondApprovalAboveSatang:
      limits?.second_approval_above_satang === undefined
        ? options.secondApprovalAboveSatang
        : satangOrNull(limits.second_approval_above_satang),
    documentsAboveSatang: satangOrNull(limits?.documents_above_satang),
    auto: auto ?? defaultWithdrawAuto,
  };
}
