import { z } from 'zod';
import { bahtNumber } from './baht';

/**
 * Withdrawal limits and the automatic approval rules (issue 27, decision 51), edited in the settings
 * desk and stored as two site settings in satang. Every key added after the first release is
 * optional in storage, so that a value saved before still reads.
 */

/** `withdraw_limits` as stored: the member's limits and the two-person amount (null: one approver). */
export const withdrawLimitsSetting = z.object({
  min_satang: z.number().int().positive(),
  max_satang: z.number().int().positive(),
  /** The most one member may withdraw in a Bangkok day; null: no daily amount. */
  daily_max_satang: z.number().int().positive().nullable().optional(),
  /** How many withdrawals one member may request in a Bangkok day; null: no count. */
  daily_count: z.number().int().positive().nullable().optional(),
  /** Seconds a member waits after a request before the next one. */
  cooldown_seconds: z.number().int().min(0).optional(),
  /** Above this a withdrawal needs two approvers; absent: WITHDRAWAL_SECOND_APPROVAL_ABOVE. */
  second_approval_above_satang: z.number().int().min(0).nullable().optional(),
  /** Above this a withdrawal needs the member's approved identity documents (decision 67); null: never. */
  documents_above_satang: z.number().int().min(0).nullable().optional(),
});
export type WithdrawLimitsSetting = z.infer<typeof withdrawLimitsSetting>;

/** `withdraw_auto` as stored: the automatic approval rules. Each check can be switched off alone. */
export const withdrawAutoSetting = z.object({
  enabled: z.boolean(),
  up_to_satang: z.number().int().min(0),
  not_first: z.boolean(),
  turnover_met: z.boolean(),
  no_risk_flag: z.boolean(),
  name_match: z.boolean(),
  player_protection: z.boolean(),
  /** The most the rules pay one member in a Bangkok day; null: no cap. */
  member_daily_satang: z.number().int().positive().nullable(),
  /** The most the rules pay everybody together in a Bangkok day; null: no cap. */
  total_daily_satang: z.number().int().positive().nullable(),
});
export type WithdrawAutoSetting = z.infer<typeof withdrawAutoSetting>;

/** Until an operator switches them on: off, and every check on. */
export const defaultWithdrawAuto: WithdrawAutoSetting = {
  enabled: false,
  up_to_satang: 0,
  not_first: true,
  turnover_met: true,
  no_risk_flag: true,
  name_match: true,
  player_protection: true,
  member_daily_satang: null,
  total_daily_satang: null,
};

/**
 * Why the automatic rules sent a withdrawal to a person (`money_requests.manual_reason`), in the
 * order the rules ask. The desk shows "sent to a person because: …" from it.
 */
export const manualReasons = [
  'rules_off',
  'no_payout_agent',
  'above_auto_amount',
  'two_person_amount',
  'first_withdrawal',
  'turnover_not_met',
  'open_risk_flag',
  'name_unknown',
  'name_mismatch',
  'player_protection',
  'member_daily_cap',
  'total_daily_cap',
  'no_paying_account',
] as const;
export type ManualReason = (typeof manualReasons)[number];

const optionalBaht = bahtNumber({ max: 100_000_000 }).nullable().default(null);

/** `PUT /api/backoffice/settings/withdrawals`: the limits and the automatic rules, in baht and minutes. */
export const withdrawalSettingsRequest = z.strictObject({
  min: bahtNumber({ max: 100_000_000 }),
  max: bahtNumber({ max: 100_000_000 }),
  daily_max: optionalBaht,
  daily_count: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1)
    .max(1000)
    .nullable()
    .default(null),
  cooldown_minutes: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0).max(10_080).default(0),
  second_approval_above: optionalBaht,
  documents_above: bahtNumber({ max: 100_000_000, allowZero: true }).nullable().default(null),
  auto_enabled: z.boolean(),
  auto_up_to: bahtNumber({ max: 100_000_000, allowZero: true }),
  auto_not_first: z.boolean().default(true),
  auto_turnover_met: z.boolean().default(true),
  auto_no_risk_flag: z.boolean().default(true),
  auto_name_match: z.boolean().default(true),
  auto_player_protection: z.boolean().default(true),
  auto_member_daily_cap: optionalBaht,
  auto_total_daily_cap: optionalBaht,
});
export type WithdrawalSettingsRequest = z.input<typeof withdrawalSettingsRequest>;

/** The settings desk's withdrawal panel: what is in force (defaults filled in) and whether an agent pays. */
export const withdrawalSettings = z.object({
  min: z.number(),
  max: z.number(),
  daily_max: z.number().nullable(),
  daily_count: z.number().int().nullable(),
  cooldown_minutes: z.number().int(),
  second_approval_above: z.number().nullable(),
  /** A withdrawal above this needs approved identity documents; null: never. */
  documents_above: z.number().nullable(),
  auto_enabled: z.boolean(),
  auto_up_to: z.number(),
  auto_not_first: z.boolean(),
  auto_turnover_met: z.boolean(),
  auto_no_risk_flag: z.boolean(),
  auto_name_match: z.boolean(),
  auto_player_protection: z.boolean(),
  auto_member_daily_cap: z.number().nullable(),
  auto_total_daily_cap: z.number().nullable(),
  /** PAYOUT_AGENT_URL is set: approved withdrawals can be paid by the payout agent. */
  payout_agent: z.boolean(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettings>;
export const withdrawalSettingsResponse = z.object({ data: withdrawalSettings });
export type WithdrawalSettingsResponse = z.infer<typeof withdrawalSettingsResponse>;
