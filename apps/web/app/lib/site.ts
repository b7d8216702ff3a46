import { useRouteLoaderData } from 'react-router';
import type { MaintenanceNotice } from '@chaba/contracts/maintenance';
import type { SiteInfo } from '@chaba/contracts/site';
import type { Language } from '@chaba/i18n/languages';
import type { Messages } from './i18n';

export interface RootData {
  site: SiteInfo;
  signedInHint: boolean;
  /** The maintenance notice when the page was rendered (lib/maintenance.tsx keeps it current). */
  maintenance: MaintenanceNotice | null;
  /** The catalog of the page's language, so that the browser fetches no other (lib/i18n.ts). */
  texts: { language: Language; messages: Messages };
}

/** Site info from the root loader: name (titles), referral base link and the contact link. */
export function useSite(): SiteInfo {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data?.site ?? { name: 'CHABA', referral: '', line: '', line_login: false };
}
