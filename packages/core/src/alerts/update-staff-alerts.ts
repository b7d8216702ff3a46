import type { StaffAlertsSetting } from '@chaba/contracts/backoffice-risk';
import type { Database } from '@chaba/db/client';
import type { StaffActor } from '../audit/lock-member-row';
import { checkOutboundUrl, type OutboundPolicy, type ResolveAll } from '../outbound/outbound-address';
import { writeAuditedSetting } from '../site/write-audited-setting';

/**
 * Replaces the staff alert settings (destinations, which events, the withdrawal amount), audited.
 * The webhook's address must reach a public internet address under `outbound` (decision 45).
 *
 * @throws DomainError outbound_address_refused on `webhook_url`
 */
export async function updateStaffAlerts(
  db: Database,
  options: StaffActor & {
    settings: StaffAlertsSetting;
    outbound: { policy: OutboundPolicy; resolveAll?: ResolveAll };
  },
): Promise<StaffAlertsSetting> {
  const { webhook_url: url } = options.settings;
  if (url !== '') await checkOutboundUrl({ url, field: 'webhook_url', ...options.outbound });
  return db.transaction(async (tx) => {
    await writeAuditedSetting(tx, {
      staffId: options.staffId,
      clientAddress: options.clientAddress,
      now: options.now,
      key: 'staff_alerts',
      value: options.settings,
      action: 'settings.staff_alerts',
    });
    return options.settings;
  });
}
