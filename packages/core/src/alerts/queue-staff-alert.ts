import type { StaffAlertKind } from '@chaba/contracts/backoffice-risk';
import { defaultStaffAlerts, type StaffAlertsSetting } from '@chaba/contracts/backoffice-risk';
import type { Executor } from '@chaba/db/client';
import { staffAlertOutbox } from '@chaba/db/schema';
import { readSiteSetting } from '../site/site-settings';

/** The staff alert settings in force: the operator's, or the defaults (no destination on). */
export async function readStaffAlerts(db: Executor): Promise<StaffAlertsSetting> {
  return (await readSiteSetting(db, 'staff_alerts')) ?? defaultStaffAlerts;
}

/** What an alert tells: its kind and the event's facts, amounts in baht; never a secret. */
export interface StaffAlert {
  kind: StaffAlertKind;
  data: Record<string, string | number | boolean | null>;
}

const kindSwitch: Record<Exclude<StaffAlertKind, 'test'>, keyof StaffAlertsSetting> = {
  large_withdrawal: 'alert_large_withdrawal',
  unmatched_transfer: 'alert_unmatched_transfer',
  risk_flag: 'alert_risk_flag',
  job_failed: 'alert_job_failed',
};

/**
 * Writes an alert to the outbox once per destination switched on, in the caller's transaction: the
 * alert leaves only if the event commits, and the `send-staff-alerts` job sends it (at least once).
 * Nothing is written when the operator turned this kind off (a `test` alert is always on) or no
 * destination is on. Answers how
 * many rows were written.
 */
export async function queueStaffAlert(
  db: Executor,
  options: StaffAlert & { now: Date; settings?: StaffAlertsSetting },
): Promise<number> {
  const settings = options.settings ?? (await readStaffAlerts(db));
  if (options.kind !== 'test' && !settings[kindSwitch[options.kind]]) return 0;
  const destinations = [
    ...(settings.webhook_enabled ? (['webhook'] as const) : []),
    ...(settings.telegram_enabled ? (['telegram'] as const) : []),
  ];
  if (destinations.length === 0) return 0;
  await db.insert(staffAlertOutbox).values(
    destinations.map((destination) => ({
      destination,
      kind: options.kind,
      payload: options.data,
      nextAttemptAt: options.now,
      createdAt: options.now,
    })),
  );
  return destinations.length;
}
