import type { Executor } from '@chaba/db/client';
import { defaultWithdrawAuto, type WithdrawAutoSetting } from '@chaba/contracts/withdrawal-rules';
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
 * one, or `secondApprovalAboveSatang` (WITHDRAWAL_SECOND_APPROVAL_ABOVE) until staff save one.
 */
export async function readWithdrawalRules(
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
