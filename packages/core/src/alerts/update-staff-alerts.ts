import type { StaffAlertsSetting } from '@chaba/contracts/backoffice-risk';
import type { Database } from '@chaba/db/client';
import type { StaffActor } from '../audit/lock-member-row';
import { writeAuditedSetting } from '../site/write-audited-setting';

/** Replaces the staff alert settings (destinations, which events, the withdrawal amount), audited. */
export async function updateStaffAlerts(
  db: Database,
  options: StaffActor & { settings: StaffAlertsSetting },
): Promise<StaffAlertsSetting> {
  return db.transaction(async (tx) => {
    await writeAuditedSetting(tx, {
      ...options,
      key: 'staff_alerts',
      value: options.settings,
      action: 'settings.staff_alerts',
    });
    return options.settings;
  });
}
