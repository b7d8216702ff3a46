import { defaultRiskRules, type RiskRulesSetting } from '@chaba/contracts/backoffice-risk';
import type { Database, Executor } from '@chaba/db/client';
import type { StaffActor } from '../audit/lock-member-row';
import { writeAuditedSetting } from '../site/write-audited-setting';
import { readSiteSetting } from '../site/site-settings';

/** The risk rules in force: the operator's, or the defaults (every rule on). */
export async function readRiskRules(db: Executor): Promise<RiskRulesSetting> {
  return (await readSiteSetting(db, 'risk_rules')) ?? defaultRiskRules;
}

/** Replaces the risk rules (on/off, thresholds, duplicate account numbers at registration), audited. */
export async function updateRiskRules(
  db: Database,
  options: StaffActor & { rules: RiskRulesSetting },
): Promise<RiskRulesSetting> {
  return db.transaction(async (tx) => {
    await writeAuditedSetting(tx, {
      ...options,
      key: 'risk_rules',
      value: options.rules,
      action: 'settings.risk_rules',
    });
    return options.rules;
  });
}
