import { useRouteLoaderData } from 'react-router';
import type { MaintenanceNotice } from '@chaba/contracts/maintenance';
import type { SiteInfo } from '@chaba/contracts/site';

export interface RootData {
  site: SiteInfo;
  signedInHint: boolean;
  /** The maintenance notice when the page was rendered (lib/maintenance.tsx keeps it current). */
  maintenance: MaintenanceNotice | null;
}

/** Site info from the root loader: name (titles), referral base link and the contact link. */
export function useSite(): SiteInfo {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data?.site ?? { name: 'CHABA', referral: '', line: '' };
}
