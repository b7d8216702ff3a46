import { bannersResponse, type Banner, type BannerPlacement } from '@chaba/contracts/banners';
import { getFromApi, readOrElse } from '../../../lib/loopback.server';

/**
 * The banners of one place (the home page, above the lobby), fetched over loopback from the API in
 * the page's language, so that the first slide is in the server's HTML. An empty list when the API
 * cannot be reached: the page then shows no carousel rather than a broken one.
 */
export async function fetchBanners(request: Request, placement: BannerPlacement): Promise<Banner[]> {
  return readOrElse(
    'banners',
    async () =>
      (
        await getFromApi(
          request,
          `/api/banners?placement=${encodeURIComponent(placement)}`,
          bannersResponse,
          {
            inPageLanguage: true,
          },
        )
      ).data,
    () => [],
  );
}
