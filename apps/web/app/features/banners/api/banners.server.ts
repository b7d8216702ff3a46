import { bannersResponse, type Banner, type BannerPlacement } from '@chaba/contracts/banners';
import { languageFromPath } from '../../../lib/i18n';

const requestTimeoutMs = 3_000;

/**
 * The banners of one place (the home page, above the lobby), fetched over loopback from the API
 * (CHABA_INTERNAL_API_URL, else the request's own origin) in the page's language and checked
 * against the contract, so that the first slide is in the server's HTML. An empty list when the
 * API cannot be reached: the page then shows no carousel rather than a broken one.
 */
export async function fetchBanners(request: Request, placement: BannerPlacement): Promise<Banner[]> {
  const baseUrl = process.env.CHABA_INTERNAL_API_URL || new URL(request.url).origin;
  try {
    const url = new URL('/api/banners', baseUrl);
    url.searchParams.set('placement', placement);
    const response = await fetch(url, {
      headers: {
        Accept: 'application/json',
        'X-Chaba-Language': languageFromPath(new URL(request.url).pathname),
      },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!response.ok) throw new Error(`GET /api/banners answered ${response.status}`);
    const parsed = bannersResponse.safeParse(await response.json());
    if (!parsed.success) throw new Error('GET /api/banners answered an unexpected shape');
    return parsed.data.data;
  } catch (error) {
    console.warn('[web] banners unavailable:', error instanceof Error ? error.message : error);
    return [];
  }
}
