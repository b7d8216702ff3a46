import type { Database } from '@chaba/db/client';
import type { StaffActor } from '../audit/lock-member-row';
import type { SiteSetting } from '../site/site-settings';
import { writeAuditedSetting } from '../site/write-audited-setting';

/**
 * Switches deposits by PromptPay QR: off, on for everybody, or per member (audited). The members'
 * profiles report it on their next read (`payment_gateway_status`), and `prepare-deposit` follows it.
 */
export async function updatePaymentGateway(
  db: Database,
  options: StaffActor & { mode: SiteSetting<'payment_gateway'>['mode'] },
) {
  return db.transaction(async (tx) => {
    await writeAuditedSetting(tx, {
      ...options,
      key: 'payment_gateway',
      value: { mode: options.mode },
      action: 'settings.payment_gateway',
    });
    return { mode: options.mode };
  });
}
