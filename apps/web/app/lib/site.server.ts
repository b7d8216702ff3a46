import { siteInfoResponse, type SiteInfo } from '@chaba/contracts/site';

/**
 * Operators change site info from the back office (issue 12) and expect the next page to show it:
 * one loopback call a second at most, so a change is visible within a second on every process.
 */
const cacheTtlMs = 1_000;
/** After a failure, retry sooner so that a starting server is picked up quickly. */
const failureTtlMs = 3_000;
const requestTimeoutMs = 3_000;

/** Shown when the API cannot be reached, so that the page still renders. */
const fallbackSite: SiteInfo = { name: 'CHABA', referral: '', line: '' };

let cached: { site: SiteInfo; expiresAtMs: number } | null = null;
let inFlight: Promise<SiteInfo> | null = null;

async function fetchSite(baseUrl: string): Promise<SiteInfo> {
  try {
    const response = await fetch(new URL('/api/site', baseUrl), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!response.ok) throw new Error(`GET /api/site answered ${response.status}`);
    const answer = siteInfoResponse.safeParse(await response.json());
    if (!answer.success) throw new Error('GET /api/site answered an unexpected shape');
    cached = { site: answer.data.data, expiresAtMs: Date.now() + cacheTtlMs };
    return answer.data.data;
  } catch (error) {
    console.warn('[web] site info unavailable:', error instanceof Error ? error.message : error);
    cached = { site: cached?.site ?? fallbackSite, expiresAtMs: Date.now() + failureTtlMs };
    return cached.site;
  }
}

/**
 * The site's name, referral base and contact link, fetched over loopback from the API
 * (CHABA_INTERNAL_API_URL, else the request's own origin) and cached in memory.
 */
export async function getSiteInfo(request: Request): Promise<SiteInfo> {
  if (cached && cached.expiresAtMs > Date.now()) return cached.site;
  if (!inFlight) {
    const baseUrl = process.env.CHABA_INTERNAL_API_URL || new URL(request.url).origin;
    inFlight = fetchSite(baseUrl).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
