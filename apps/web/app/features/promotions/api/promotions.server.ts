import { promotionSummary, type PromotionSummary } from '@chaba/contracts/profile';
import { languageFromPath } from '../../../lib/i18n';

const requestTimeoutMs = 3_000;
const promotionList = promotionSummary.array();

/**
 * The open promotions for the public /promotion page, fetched over loopback from the API
 * (CHABA_INTERNAL_API_URL, else the request's own origin) and checked against the contract.
 * Null when the API cannot be reached or answers something else, so that the page can say so.
 */
export async function fetchPublicPromotions(request: Request): Promise<PromotionSummary[] | null> {
  const baseUrl = process.env.CHABA_INTERNAL_API_URL || new URL(request.url).origin;
  try {
    const response = await fetch(new URL('/api/promotions', baseUrl), {
      headers: {
        Accept: 'application/json',
        // The page's language (its URL prefix): names the operator wrote in it, else the Thai ones.
        'X-Chaba-Language': languageFromPath(new URL(request.url).pathname),
      },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!response.ok) throw new Error(`GET /api/promotions answered ${response.status}`);
    const body = (await response.json()) as { data?: unknown };
    const parsed = promotionList.safeParse(body.data);
    if (!parsed.success) throw new Error('GET /api/promotions answered an unexpected shape');
    return parsed.data;
  } catch (error) {
    console.warn('[web] promotions unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}
