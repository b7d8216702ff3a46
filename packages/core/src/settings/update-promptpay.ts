import type { Database } from '@chaba/db/client';
import type { StaffActor } from '../audit/lock-member-row';
import type { SiteSetting } from '../site/site-settings';
import { writeAuditedSetting } from '../site/write-audited-setting';

/** Sets the company PromptPay id, the name shown under its QR and the account it pays into (audited). */
export async function updatePromptPay(
  db: Database,
  options: StaffActor & { promptpay: SiteSetting<'promptpay'> },
) {
  return db.transaction(async (tx) => {
    await writeAuditedSetting(tx, {
      ...options,
      key: 'promptpay',
      value: options.promptpay,
      action: 'settings.promptpay',
    });
    return options.promptpay;
  });
}
