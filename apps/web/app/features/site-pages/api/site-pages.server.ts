import { sitePagesResponse, type SitePage } from '@chaba/contracts/site-pages';
import { languageFromPath } from '../../../lib/i18n';

const requestTimeoutMs = 3_000;

/**
 * The articles or the policy in the page's language (the URL prefix; Thai where the operator wrote
 * none), fetched over loopback from the API on every render, so that an edit in the back office shows
 * on the next page load. Null when the API cannot be reached, so that the page can say so.
 */
export async function fetchSitePages(
  request: Request,
  kind: 'article' | 'privacy_policy',
): Promise<SitePage[] | null> {
  const baseUrl = process.env.CHABA_INTERNAL_API_URL || new URL(request.url).origin;
  try {
    const response = await fetch(new URL(`/api/pages?kind=${kind}`, baseUrl), {
      headers: {
        Accept: 'application/json',
        'X-Chaba-Language': languageFromPath(new URL(request.url).pathname),
      },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!response.ok) throw new Error(`GET /api/pages answered ${response.status}`);
    const parsed = sitePagesResponse.safeParse(await response.json());
    if (!parsed.success) throw new Error('GET /api/pages answered an unexpected shape');
    return parsed.data.data;
  } catch (error) {
    console.warn('[web] pages unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}
