import type { Executor } from '@chaba/db/client';
import type { SiteInfo } from '@chaba/contracts/site';
import { readSiteSetting } from './site-settings';

/** What the operator sets; whether LINE Login is on is the server's configuration. */
type SiteSettings = Omit<SiteInfo, 'line_login'>;

const emptySite: SiteSettings = { name: 'Chaba', referral: '', line: '' };

/** Name, referral base link and contact (LINE) link of the site. */
export async function getSiteInfo(db: Executor): Promise<SiteSettings> {
  return (await readSiteSetting(db, 'site')) ?? emptySite;
}
