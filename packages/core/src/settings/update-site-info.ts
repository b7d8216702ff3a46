import type { Database } from '@chaba/db/client';
import type { StaffActor } from '../audit/lock-member-row';
import type { SiteSetting } from '../site/site-settings';
import { writeAuditedSetting } from '../site/write-audited-setting';

/** Sets the site's name, referral base link and LINE contact link (audited). */
export async function updateSiteInfo(db: Database, options: StaffActor & { site: SiteSetting<'site'> }) {
  return db.transaction(async (tx) => {
    await writeAuditedSetting(tx, { ...options, key: 'site', value: options.site, action: 'settings.site' });
    return options.site;
  });
}
