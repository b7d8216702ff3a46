import type { StaffAlertKind } from '@chaba/contracts/backoffice-risk';
import { defaultStaffAlerts, type StaffAlertsSetting } from '@chaba/contracts/backoffice-risk';
import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
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

/**
 * Writes an alert to the outbox once per destination switched on, in the caller's transaction: the
 * alert leaves only if the event commits, and the `send-staff-alerts` job sends it (at least once).
 * Nothing is written when the operator turned this kind off (a `test` alert is always on) or no
 * destination is on. The SQL function `staff_alert_queue` (packages/db/functions/staff-alerts/),
 * which the SQL money functions call too. Answers how many rows were written.
 */
export async function queueStaffAlert(
  db: Executor,
  options: StaffAlert & { now: Date; settings?: StaffAlertsSetting },
): Promise<number> {
  const [row] = await queryRows<{ written: number }>(
    db,
    sql`select staff_alert_queue(${options.kind}, ${JSON.stringify(options.data)}::jsonb,
      ${options.now.toISOString()}::timestamptz,
      ${options.settings ? JSON.stringify(options.settings) : null}::jsonb) as written`,
  );
  return Number(row?.written ?? 0);
}
