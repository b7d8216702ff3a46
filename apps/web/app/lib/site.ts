import { useRouteLoaderData } from 'react-router';
import type { SiteInfo } from '@chaba/contracts/site';

export interface RootData {
  site: SiteInfo;
  signedInHint: boolean;
}

/** Site info from the root loader: name (titles), referral base link and the contact link. */
export function useSite(): SiteInfo {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data?.site ?? { name: 'CHABA', referral: '', line: '' };
}
