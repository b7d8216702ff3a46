import { z } from 'zod';
import { bahtNumber } from './money';
import { recordId, requiredString, safeText } from './validation';

/**
 * The risk desk and the staff alerts of the back office (issue 12). Risk flags are raised by the
 * use cases as events happen (registration, login, withdrawal request, the day's wins); staff see
 * them on the member page, beside each withdrawal and on the risk desk, and clear them with a reason.
 * The rules and the alert destinations are site settings, edited by `settings.manage`. Amounts are
 * baht; times ISO 8601. The settings are flat objects, so that each field has its own message.
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });

export const riskRules = [
  /** The same bank account number (whatever the bank) on several members. */
  'shared_account_number',
  /** The same bank account holder's name on several members. */
  'shared_account_name',
  /** Several members seen from one client address (or one address and device) in a short time. */
  'shared_address',
  /** A member whose upline (up to three levels) has their account number, name, address or device. */
  'referral_loop',
  /** A deposit with a bonus, then a withdrawal after little play beyond the turnover required. */
  'bonus_abuse',
  /** A member whose wins less bets of one Bangkok day reached the amount set. */
  'big_winner',
  /** A member attached a transfer slip that was already used (by them or another member). */
  'slip_reused',
] as const;
export const riskRule = z.enum(riskRules);
export type RiskRule = z.infer<typeof riskRule>;

const whole = (min: number, max: number) =>
  z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(min, { error: 'invalid' }).max(max, {
    error: 'invalid',
  });
const flag = z.boolean({ error: 'invalid' });

/**
 * The risk rules as stored (site setting `risk_rules`) and as the console edits them: each rule on
 * or off, with its thresholds; and whether registration accepts an account number another member
 * already has at another bank (the same bank and number is never accepted twice).
 */
const riskRuleFields = {
  allow_duplicate_account_number: flag,
  shared_account_number_enabled: flag,
  /** Members on one account number, this one included, from which each is flagged. */
  shared_account_number_min_members: whole(2, 50),
  shared_account_name_enabled: flag,
  shared_account_name_min_members: whole(2, 50),
  shared_address_enabled: flag,
  shared_address_min_members: whole(2, 1000),
  shared_address_window_minutes: whole(1, 10_080),
  /** On: the members must share the device (user agent) too, not only the address. */
  shared_address_match_device: flag,
  referral_loop_enabled: flag,
  /** How many levels of upline to compare (1 to 3, the referral programme's depth). */
  referral_loop_levels: whole(1, 3),
  bonus_abuse_enabled: flag,
  /** Flag when the bets since the bonus are at most the turnover required plus this percent of it. */
  bonus_abuse_margin_percent: whole(0, 1000),
  /** Only a promotion started this many hours before the withdrawal request counts. */
  bonus_abuse_window_hours: whole(1, 720),
  big_winner_enabled: flag,
};

/** The stored form: amounts in satang. */
export const riskRulesSetting = z.object({
  ...riskRuleFields,
  big_winner_min_net_win_satang: z.number().int().positive(),
});
export type RiskRulesSetting = z.infer<typeof riskRulesSetting>;

/** Until an operator saves them: every rule on, with thresholds that rarely flag an honest player. */
export const defaultRiskRules: RiskRulesSetting = {
  allow_duplicate_account_number: false,
  shared_account_number_enabled: true,
  shared_account_number_min_members: 2,
  shared_account_name_enabled: true,
  shared_account_name_min_members: 2,
  shared_address_enabled: true,
  // Thai mobile networks put many subscribers behind one address (carrier NAT): a few members an
  // hour from one address is common, a handful within two hours is worth a look.
  shared_address_min_members: 5,
  shared_address_window_minutes: 120,
  shared_address_match_device: false,
  referral_loop_enabled: true,
  referral_loop_levels: 3,
  bonus_abuse_enabled: true,
  bonus_abuse_margin_percent: 10,
  bonus_abuse_window_hours: 72,
  big_winner_enabled: true,
  big_winner_min_net_win_satang: 5_000_000,
};

/** `GET`/`PUT /api/backoffice/risk/rules`: the rules, the big winner's amount in baht. */
export const riskRulesRequest = z.strictObject({
  ...riskRuleFields,
  big_winner_min_net_win: bahtNumber({ max: 100_000_000 }),
});
export type RiskRulesRequest = z.input<typeof riskRulesRequest>;
export const riskRulesResponse = z.object({
  data: z.object({ ...riskRuleFields, big_winner_min_net_win: z.number() }),
});
export type RiskRulesResponse = z.infer<typeof riskRulesResponse>;

// ---- flags ----------------------------------------------------------------------------------------

export const riskFlag = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_phone: z.string(),
  member_name: z.string().nullable(),
  rule: riskRule,
  /** What the flag is about: the shared account number or name, the address, the promotion, the day. */
  subject: z.string(),
  /** What the rule saw: other members' ids, counts, amounts (baht), the window. */
  details: z.record(z.string(), z.unknown()),
  raised_at: isoTime,
  cleared_at: isoTime.nullable(),
  cleared_by: z.object({ staff_id: z.number().int(), username: z.string() }).nullable(),
  clear_reason: z.string().nullable(),
});
export type RiskFlag = z.infer<typeof riskFlag>;

/** `GET /api/backoffice/risk/flags`: open flags, newest first, by rule; paged by `cursor`. */
export const riskFlagsQuery = z.object({
  rule: riskRule.optional(),
  cursor: recordId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const riskFlagsResponse = z.object({
  data: z.array(riskFlag),
  next_cursor: z.number().int().nullable(),
  /** Open flags per rule, whatever the filter. */
  open_counts: z.record(riskRule, z.number().int()),
});
export type RiskFlagsResponse = z.infer<typeof riskFlagsResponse>;

/** `GET /api/backoffice/risk/members/:id/flags`: a member's flags, open and cleared, newest first. */
export const memberRiskFlagsResponse = z.object({ data: z.array(riskFlag) });
export type MemberRiskFlagsResponse = z.infer<typeof memberRiskFlagsResponse>;

/** `POST /api/backoffice/risk/flags/:id/clear`: why staff consider it cleared. */
export const clearRiskFlagRequest = z.strictObject({ reason: requiredString(500) });
export type ClearRiskFlagRequest = z.input<typeof clearRiskFlagRequest>;
export const clearRiskFlagResponse = z.object({ success: z.literal(true), data: riskFlag });

// ---- staff alerts ---------------------------------------------------------------------------------

/**
 * `test`: sent by staff from the alerts page to check the destinations. `bank_message_gap` (a bank
 * balance jump the forwarded messages do not explain) and `bank_device_quiet` (a company phone
 * silent while deposits wait) have no switch of their own: always on (issue 25); nor has
 * `payout_contradicted` (the payout agent told another outcome than the one recorded, decision 51).
 */
export const staffAlertKinds = [
  'large_withdrawal',
  'unmatched_transfer',
  'risk_flag',
  'job_failed',
  'bank_message_gap',
  'bank_device_quiet',
  'payout_contradicted',
  'test',
] as const;
export const staffAlertKind = z.enum(staffAlertKinds);
export type StaffAlertKind = z.infer<typeof staffAlertKind>;
export const staffAlertDestinations = ['webhook', 'telegram'] as const;
export type StaffAlertDestination = (typeof staffAlertDestinations)[number];

/** An https address (http only for a local receiver), at most 500 characters. */
const webhookUrl = safeText(500).refine(
  (value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
    } catch {
      return false;
    }
  },
  { error: 'invalid' },
);
function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** A Telegram chat: its numeric id (groups are negative) or a channel's `@username`. */
const telegramChatId = safeText(64).refine(
  (value) => value === '' || /^-?\d{1,20}$/.test(value) || /^@[A-Za-z][A-Za-z0-9_]{3,31}$/.test(value),
  { error: 'invalid' },
);

const staffAlertFields = {
  webhook_enabled: flag,
  webhook_url: webhookUrl,
  telegram_enabled: flag,
  telegram_chat_id: telegramChatId,
  alert_large_withdrawal: flag,
  alert_unmatched_transfer: flag,
  alert_risk_flag: flag,
  alert_job_failed: flag,
};

/** The stored form (site setting `staff_alerts`); the secrets are not here but in the environment. */
export const staffAlertsSetting = z.object({
  ...staffAlertFields,
  large_withdrawal_above_satang: z.number().int().min(0),
});
export type StaffAlertsSetting = z.infer<typeof staffAlertsSetting>;

export const defaultStaffAlerts: StaffAlertsSetting = {
  webhook_enabled: false,
  webhook_url: '',
  telegram_enabled: false,
  telegram_chat_id: '',
  alert_large_withdrawal: true,
  alert_unmatched_transfer: true,
  alert_risk_flag: true,
  alert_job_failed: true,
  large_withdrawal_above_satang: 5_000_000,
};

/** `PUT /api/backoffice/alerts/settings`: a destination switched on needs its address or chat. */
export const staffAlertsRequest = z
  .strictObject({ ...staffAlertFields, large_withdrawal_above: bahtNumber({ allowZero: true }) })
  .superRefine((body, context) => {
    if (body.webhook_enabled && body.webhook_url === '')
      context.addIssue({ code: 'custom', message: 'required', path: ['webhook_url'] });
    if (body.telegram_enabled && body.telegram_chat_id === '')
      context.addIssue({ code: 'custom', message: 'required', path: ['telegram_chat_id'] });
  });
export type StaffAlertsRequest = z.input<typeof staffAlertsRequest>;

/** The settings, and whether the server has each destination's secret (never the secret itself). */
export const staffAlertsResponse = z.object({
  data: z.object({
    ...staffAlertFields,
    large_withdrawal_above: z.number(),
    webhook_secret_configured: z.boolean(),
    telegram_token_configured: z.boolean(),
  }),
});
export type StaffAlertsResponse = z.infer<typeof staffAlertsResponse>;

/** `GET /api/backoffice/alerts/outbox`: the latest alerts and how their sending went. */
export const staffAlertOutboxResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      destination: z.enum(staffAlertDestinations),
      kind: staffAlertKind,
      status: z.enum(['pending', 'sent', 'failed']),
      attempts: z.number().int(),
      text: z.string(),
      created_at: isoTime,
      sent_at: isoTime.nullable(),
      next_attempt_at: isoTime,
      last_error: z.string().nullable(),
    }),
  ),
});
export type StaffAlertOutboxResponse = z.infer<typeof staffAlertOutboxResponse>;

/** `POST /api/backoffice/alerts/test`: a test alert queued for each destination switched on. */
export const sendTestAlertResponse = z.object({
  success: z.literal(true),
  data: z.object({ queued: z.number().int() }),
});
export type SendTestAlertResponse = z.infer<typeof sendTestAlertResponse>;
