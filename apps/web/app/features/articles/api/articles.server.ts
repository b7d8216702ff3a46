import { articleResponse, articleSlug, articlesResponse } from '@chaba/contracts/articles';
import type { Language } from '@chaba/i18n/languages';
import { languageFromPath } from '../../../lib/i18n';
import { getFromApi, orNotFound, readOrElse } from '../../../lib/loopback.server';
import type { DatedArticle, DatedArticleSummary } from './article-types';

/** The locale an article's date is written in, per site language. */
const dateLocale: Record<Language, string> = { th: 'th-TH', en: 'en-GB', cn: 'zh-CN' };

/** "24 พฤศจิกายน 2569", "24 November 2026", "2026年11月24日": the date in Bangkok, on the server only. */
function dateLabel(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(dateLocale[language], {
    dateStyle: 'long',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(iso));
}

/**
 * The articles in the page's language (Thai where the operator wrote none), fetched on every render
 * so that an edit in the back office shows on the next page load. Null when the API cannot be reached,
 * so that the page can say so.
 */
export async function fetchArticles(request: Request): Promise<DatedArticleSummary[] | null> {
  const language = languageFromPath(new URL(request.url).pathname);
  return readOrElse(
    'articles',
    async () =>
      (await getFromApi(request, '/api/articles', articlesResponse, { inPageLanguage: true })).data.map(
        (article) => ({ ...article, published_label: dateLabel(article.published_at, language) }),
      ),
    () => null,
  );
}

/** One article: the article, `not_found` when there is none by that slug, null when the API failed. */
export async function fetchArticle(
  request: Request,
  slug: string,
): Promise<DatedArticle | 'not_found' | null> {
  // An address no article can have is not asked for (the API would refuse a very long one as malformed).
  if (!articleSlug.safeParse(slug).success) return 'not_found';
  const language = languageFromPath(new URL(request.url).pathname);
  return readOrElse(
    'article',
    async () => {
      const path = `/api/articles/${encodeURIComponent(slug)}`;
      const answer = await orNotFound(getFromApi(request, path, articleResponse, { inPageLanguage: true }));
      if (answer === 'not_found') return answer;
      return { ...answer.data, published_label: dateLabel(answer.data.published_at, language) };
    },
    () => null,
  );
}
