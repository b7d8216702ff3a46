import { siteInfoResponse, type SiteInfo } from '@chaba/contracts/site';
import { getFromApi, readOrElse, sharedRead } from './loopback.server';

/**
 * Operators change site info from the back office (issue 12) and expect the next page to show it:
 * one loopback call a second at most, so a change is visible within a second on every process.
 */
const cacheTtlMs = 1_000;
/** After a failure, retry sooner so that a starting server is picked up quickly. */
const failureTtlMs = 3_000;

/** Shown when the API cannot be reached, so that the page still renders. */
const fallbackSite: SiteInfo = { name: 'CHABA', referral: '', line: '', line_login: false };

/**
 * The site's name, referral base and contact link, fetched over loopback from the API
 * (CHABA_INTERNAL_API_URL, else the request's own origin) and cached in memory.
 */
export const getSiteInfo = sharedRead<SiteInfo>((request, last) =>
  readOrElse(
    'site info',
    async () => ({
      value: (await getFromApi(request, '/api/site', siteInfoResponse)).data,
      keepMs: cacheTtlMs,
    }),
    () => ({ value: last ?? fallbackSite, keepMs: failureTtlMs }),
  ),
);
