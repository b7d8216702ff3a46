import type { Executor } from '@chaba/db/client';
import type { SiteInfo } from '@chaba/contracts/site';
import { readSiteSetting } from './site-settings';

const emptySite: SiteInfo = { name: 'Chaba', referral: '', line: '' };

/** Name, referral base link and contact (LINE) link of the site. */
export async function getSiteInfo(db: Executor): Promise<SiteInfo> {
  return (await readSiteSetting(db, 'site')) ?? emptySite;
}
