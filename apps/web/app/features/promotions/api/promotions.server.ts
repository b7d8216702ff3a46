import type { PromotionSummary } from '@chaba/contracts/profile';
import { promotionsResponse } from '@chaba/contracts/promotions';
import { getFromApi, readOrElse } from '../../../lib/loopback.server';

/**
 * The open promotions for the public /promotion page, fetched over loopback from the API in the
 * page's language (names the operator wrote in it, else the Thai ones). Null when the API cannot be
 * reached or answers something else, so that the page can say so.
 */
export async function fetchPublicPromotions(request: Request): Promise<PromotionSummary[] | null> {
  return readOrElse(
    'promotions',
    async () =>
      (await getFromApi(request, '/api/promotions', promotionsResponse, { inPageLanguage: true })).data,
    () => null,
  );
}
