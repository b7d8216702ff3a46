import type { CompanyAccount, MaintenanceSettings } from '@chaba/contracts/backoffice-settings';
import type { CompanyAccountInput } from '@chaba/core/settings/save-company-account';
import { servesOf, type CompanyAccountRow } from '@chaba/core/members/company-account-rules';
import type { Maintenance } from '@chaba/core/maintenance/read-maintenance';
import type { z } from 'zod';
import { bahtToSatang, satangToBahtNumber } from '@chaba/contracts/baht';
import type {
  WithdrawAutoSetting,
  WithdrawLimitsSetting,
  WithdrawalSettings,
  withdrawalSettingsRequest,
} from '@chaba/contracts/withdrawal-rules';
import type { WithdrawalRules } from '@chaba/core/withdrawals/withdrawal-rules';
import type { companyAccountRequest, maintenanceRequest } from '@chaba/contracts/backoffice-settings';

/** A company account as the settings desk reads it: its rule as `serves` with its list or tag. */
export function presentCompanyAccount(account: CompanyAccountRow): CompanyAccount {
  const serves = servesOf(account);
  return {
    id: account.id,
    bank: account.bank,
    account_number: account.accountNumber,
    account_name: account.accountName,
    active: account.active,
    sort_order: account.sortOrder,
    serves: serves.kind,
    serves_banks: serves.kind === 'banks' ? serves.banks : [],
    serves_tag: serves.kind === 'tag' ? serves.tag : null,
  };
}

/** The desk's account form, read: the rule of the kind it names (the other fields are ignored). */
export function companyAccountInput(body: z.output<typeof companyAccountRequest>): CompanyAccountInput {
  return {
    bank: body.bank,
    accountNumber: body.account_number,
    accountName: body.account_name,
    active: body.active,
    serves:
      body.serves === 'banks'
        ? { kind: 'banks', banks: [...new Set(body.serves_banks)] }
        : body.serves === 'tag'
          ? { kind: 'tag', tag: body.serves_tag ?? '' }
          : { kind: 'all' },
  };
}

export function maintenanceInput(body: z.output<typeof maintenanceRequest>): Maintenance {
  return {
    enabled: body.enabled,
    message: { th: body.message_th, en: body.message_en, cn: body.message_cn },
    ends_at: body.ends_at === null ? null : new Date(body.ends_at).toISOString(),
    credit_transfers: body.credit_transfers,
  };
}

export function presentMaintenance(maintenance: Maintenance, heldTransfers: number): MaintenanceSettings {
  return {
    enabled: maintenance.enabled,
    message_th: maintenance.message.th,
    message_en: maintenance.message.en,
    message_cn: maintenance.message.cn,
    ends_at: maintenance.ends_at,
    credit_transfers: maintenance.credit_transfers,
    held_transfers: heldTransfers,
  };
}

const bahtOf = (satang: bigint | number | null) =>
  satang === null ? null : satangToBahtNumber(BigInt(satang));
const satangOf = (baht: number | null) => (baht === null ? null : Number(bahtToSatang(baht)));

/** The withdrawal panel in baht and minutes, from the rules in force (decision 51). */
export function presentWithdrawalSettings(rules: WithdrawalRules, payoutAgent: boolean): WithdrawalSettings {
  const { auto } = rules;
  return {
    min: bahtOf(rules.minSatang) ?? 0,
    max: bahtOf(rules.maxSatang) ?? 0,
    daily_max: bahtOf(rules.dailyMaxSatang),
    daily_count: rules.dailyCount,
    cooldown_minutes: Math.round(rules.cooldownSeconds / 60),
    second_approval_above: bahtOf(rules.secondApprovalAboveSatang),
    documents_above: bahtOf(rules.documentsAboveSatang),
    auto_enabled: auto.enabled,
    auto_up_to: bahtOf(auto.up_to_satang) ?? 0,
    auto_not_first: auto.not_first,
    auto_turnover_met: auto.turnover_met,
    auto_no_risk_flag: auto.no_risk_flag,
    auto_name_match: auto.name_match,
    auto_player_protection: auto.player_protection,
    auto_member_daily_cap: bahtOf(auto.member_daily_satang),
    auto_total_daily_cap: bahtOf(auto.total_daily_satang),
    payout_agent: payoutAgent,
  };
}

/** The withdrawal panel's form, read into the two stored settings (satang). */
export function withdrawalSettingsInput(body: z.output<typeof withdrawalSettingsRequest>): {
  limits: WithdrawLimitsSetting;
  auto: WithdrawAutoSetting;
} {
  return {
    limits: {
      min_satang: satangOf(body.min)!,
      max_satang: satangOf(body.max)!,
      daily_max_satang: satangOf(body.daily_max),
      daily_count: body.daily_count,
      cooldown_seconds: body.cooldown_minutes * 60,
      second_approval_above_satang: satangOf(body.second_approval_above),
      documents_above_satang: satangOf(body.documents_above),
    },
    auto: {
      enabled: body.auto_enabled,
      up_to_satang: satangOf(body.auto_up_to)!,
      not_first: body.auto_not_first,
      turnover_met: body.auto_turnover_met,
      no_risk_flag: body.auto_no_risk_flag,
      name_match: body.auto_name_match,
      player_protection: body.auto_player_protection,
      member_daily_satang: satangOf(body.auto_member_daily_cap),
      total_daily_satang: satangOf(body.auto_total_daily_cap),
    },
  };
}
