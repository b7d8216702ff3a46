import type { Database } from '@chaba/db/client';
import type { WithdrawAutoSetting, WithdrawLimitsSetting } from '@chaba/contracts/withdrawal-rules';
import type { StaffActor } from '../audit/lock-member-row';
import { DomainError } from '../errors';
import { writeAuditedSetting } from '../site/write-audited-setting';

/**
 * Saves the withdrawal limits, the two-person amount and the automatic rules (the settings desk),
 * each key audited with before and after. A two-person amount at or above the maximum per request
 * could never be reached (the defect of issue 27): it is refused, on its field.
 *
 * @throws DomainError withdraw_minimum_above_maximum, second_approval_never_reached
 */
export async function updateWithdrawalSettings(
  db: Database,
  options: StaffActor & { limits: WithdrawLimitsSetting; auto: WithdrawAutoSetting },
): Promise<void> {
  const { limits } = options;
  if (limits.min_satang > limits.max_satang) {
    throw new DomainError('withdraw_minimum_above_maximum', {
      field: 'min',
      amounts: { max: BigInt(limits.max_satang) },
    });
  }
  const threshold = limits.second_approval_above_satang;
  if (threshold !== null && threshold !== undefined && threshold >= limits.max_satang) {
    throw new DomainError('second_approval_never_reached', {
      field: 'second_approval_above',
      amounts: { max: BigInt(limits.max_satang) },
    });
  }
  await db.transaction(async (tx) => {
    await writeAuditedSetting(tx, {
      ...options,
      key: 'withdraw_limits',
      value: limits,
      action: 'settings.withdrawal_limits',
    });
    await writeAuditedSetting(tx, {
      ...options,
      key: 'withdraw_auto',
      value: options.auto,
      action: 'settings.withdrawal_auto',
    });
  });
}
