import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { fetchSitePages } from '../features/site-pages/api/site-pages.server';
import { SitePages } from '../features/site-pages/components/site-pages';
import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('article');

/** Articles: what the operator wrote in the back office, in the page's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { pages: await fetchSitePages(request, 'article') };
}

export default function ArticlePage() {
  const { t } = useTranslation();
  const { pages } = useLoaderData<typeof loader>();
  return (
    <PageHeading title={t('pages.article')}>
      <SitePages title={t('pages.article')} pages={pages} />
    </PageHeading>
  );
}
