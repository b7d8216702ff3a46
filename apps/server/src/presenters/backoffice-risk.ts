import type {
  riskRulesRequest,
  staffAlertsRequest,
  RiskFlag,
  RiskRule,
  RiskRulesResponse,
  RiskRulesSetting,
  StaffAlertOutboxResponse,
  StaffAlertsResponse,
  StaffAlertsSetting,
} from '@chaba/contracts/backoffice-risk';
import type { z } from 'zod';
import { bahtToSatang, satangToBahtNumber } from '@chaba/contracts/money';
import { alertText } from '@chaba/core/alerts/alert-text';
import type { StaffAlert } from '@chaba/core/alerts/queue-staff-alert';
import type { listStaffAlerts } from '@chaba/core/alerts/list-staff-alerts';
import type { ListedRiskFlag } from '@chaba/core/risk/list-risk-flags';

/** A risk flag for the console: the member it is about and who cleared it, when. */
export function presentRiskFlag(row: ListedRiskFlag): RiskFlag {
  const { flag } = row;
  return {
    id: flag.id,
    member_id: flag.memberId,
    member_phone: row.phone,
    member_name: row.name,
    rule: flag.rule as RiskRule,
    subject: flag.subject,
    details: flag.details as Record<string, unknown>,
    raised_at: flag.raisedAt.toISOString(),
    cleared_at: flag.clearedAt?.toISOString() ?? null,
    cleared_by:
      flag.clearedByStaffId === null
        ? null
        : { staff_id: flag.clearedByStaffId, username: row.clearedByName ?? '' },
    clear_reason: flag.clearReason,
  };
}

/** The stored rules as the console edits them (the big winner's amount in baht). */
export function presentRiskRules(rules: RiskRulesSetting): RiskRulesResponse['data'] {
  const { big_winner_min_net_win_satang: satang, ...rest } = rules;
  return { ...rest, big_winner_min_net_win: satangToBahtNumber(BigInt(satang)) };
}

/** The console's rules as stored. */
export function storedRiskRules(request: z.output<typeof riskRulesRequest>): RiskRulesSetting {
  const { big_winner_min_net_win: baht, ...rest } = request;
  return { ...rest, big_winner_min_net_win_satang: Number(bahtToSatang(baht)) };
}

/** The alert settings, and whether each destination's secret is configured (never the secret). */
export function presentStaffAlerts(
  settings: StaffAlertsSetting,
  configured: { webhook: boolean; telegram: boolean },
): StaffAlertsResponse['data'] {
  const { large_withdrawal_above_satang: satang, ...rest } = settings;
  return {
    ...rest,
    large_withdrawal_above: satangToBahtNumber(BigInt(satang)),
    webhook_secret_configured: configured.webhook,
    telegram_token_configured: configured.telegram,
  };
}

/** The console's alert settings as stored. */
export function storedStaffAlerts(request: z.output<typeof staffAlertsRequest>): StaffAlertsSetting {
  const { large_withdrawal_above: baht, ...rest } = request;
  return { ...rest, large_withdrawal_above_satang: Number(bahtToSatang(baht)) };
}

type OutboxRow = Awaited<ReturnType<typeof listStaffAlerts>>[number];

/** One alert of the outbox, with the text a chat receives. */
export function presentStaffAlert(row: OutboxRow): StaffAlertOutboxResponse['data'][number] {
  return {
    id: row.id,
    destination: row.destination,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    text: alertText({ kind: row.kind, data: row.payload as StaffAlert['data'] }),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    last_error: row.lastError,
  };
}
