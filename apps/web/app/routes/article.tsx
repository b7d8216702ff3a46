import type { LoaderFunctionArgs, MetaArgs, MetaDescriptor } from 'react-router';
import { useLoaderData } from 'react-router';
import { ArticleList } from '../features/articles/components/article-list';
import { fetchArticles } from '../features/articles/api/articles.server';
import { getI18n, languageFromPath, useTranslation } from '../lib/i18n';
import { pageTitle } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

/** The articles page's title and what it is about, in the page's language. */
export function meta(args: MetaArgs): MetaDescriptor[] {
  const t = getI18n(languageFromPath(args.location.pathname)).t;
  return [{ title: pageTitle(args, 'article') }, { name: 'description', content: t('articles.intro') }];
}

/** /article (spec §1, issue 15): the operator's articles, rendered on the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { articles: await fetchArticles(request) };
}

export default function ArticlePage() {
  const { t } = useTranslation();
  const { articles } = useLoaderData<typeof loader>();
  return (
    <PageHeading title={t('pages.article')}>
      <p className="mt-2 text-sm text-ink-300 md:text-base">{t('articles.intro')}</p>
      <ArticleList articles={articles} />
    </PageHeading>
  );
}
