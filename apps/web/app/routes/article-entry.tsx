import type { LoaderFunctionArgs, MetaArgs, MetaDescriptor } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { ArticleView } from '../features/articles/components/article-view';
import { fetchArticle } from '../features/articles/api/articles.server';
import type { RootData } from '../lib/site';

/** The article's own title in the title template (spec §2.2) and its description. */
export function meta({ loaderData: loaded, matches }: MetaArgs<typeof loader>): MetaDescriptor[] {
  if (!loaded) return [];
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return [
    { title: `${loaded.article.title} - ${root?.site.name ?? 'CHABA'}` },
    { name: 'description', content: loaded.article.description },
  ];
}

/**
 * /article/{slug} (issue 15): one article in the page's language, rendered on the server. An unknown
 * slug is the 404 page with status 404; an API that cannot be reached is a 503 error page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const article = await fetchArticle(request, params.slug ?? '');
  if (article === 'not_found') throw data(null, { status: 404 });
  if (article === null) throw data(null, { status: 503 });
  return { article };
}

export default function ArticleEntryPage() {
  const { article } = useLoaderData<typeof loader>();
  return <ArticleView article={article} />;
}
