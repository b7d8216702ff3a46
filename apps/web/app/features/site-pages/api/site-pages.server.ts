import { sitePagesResponse, type SitePage } from '@chaba/contracts/site-pages';
import { getFromApi, readOrElse } from '../../../lib/loopback.server';

/**
 * The articles or the policy in the page's language (the URL prefix; Thai where the operator wrote
 * none), fetched over loopback from the API on every render, so that an edit in the back office shows
 * on the next page load. Null when the API cannot be reached, so that the page can say so.
 */
export async function fetchSitePages(
  request: Request,
  kind: 'article' | 'privacy_policy',
): Promise<SitePage[] | null> {
  return readOrElse(
    'pages',
    async () =>
      (await getFromApi(request, `/api/pages?kind=${kind}`, sitePagesResponse, { inPageLanguage: true }))
        .data,
    () => null,
  );
}
