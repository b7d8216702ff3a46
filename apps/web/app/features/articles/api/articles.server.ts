import { articleResponse, articleSlug, articlesResponse } from '@chaba/contracts/articles';
import type { Language } from '@chaba/i18n/languages';
import { languageFromPath } from '../../../lib/i18n';
import type { DatedArticle, DatedArticleSummary } from './article-types';

const requestTimeoutMs = 3_000;

/** The locale an article's date is written in, per site language. */
const dateLocale: Record<Language, string> = { th: 'th-TH', en: 'en-GB', cn: 'zh-CN' };

/** "24 พฤศจิกายน 2569", "24 November 2026", "2026年11月24日": the date in Bangkok, on the server only. */
function dateLabel(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(dateLocale[language], {
    dateStyle: 'long',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(iso));
}

/** GET of the API over loopback in the page's language: the answer, 404 as `not_found`, else null. */
async function fetchApi(request: Request, path: string): Promise<unknown> {
  const baseUrl = process.env.CHABA_INTERNAL_API_URL || new URL(request.url).origin;
  const response = await fetch(new URL(path, baseUrl), {
    headers: {
      Accept: 'application/json',
      'X-Chaba-Language': languageFromPath(new URL(request.url).pathname),
    },
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (response.status === 404) return 'not_found';
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/**
 * The articles in the page's language (Thai where the operator wrote none), fetched on every render
 * so that an edit in the back office shows on the next page load. Null when the API cannot be reached,
 * so that the page can say so.
 */
export async function fetchArticles(request: Request): Promise<DatedArticleSummary[] | null> {
  const language = languageFromPath(new URL(request.url).pathname);
  try {
    const parsed = articlesResponse.safeParse(await fetchApi(request, '/api/articles'));
    if (!parsed.success) throw new Error('GET /api/articles answered an unexpected shape');
    return parsed.data.data.map((article) => ({
      ...article,
      published_label: dateLabel(article.published_at, language),
    }));
  } catch (error) {
    console.warn('[web] articles unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** One article: the article, `not_found` when there is none by that slug, null when the API failed. */
export async function fetchArticle(
  request: Request,
  slug: string,
): Promise<DatedArticle | 'not_found' | null> {
  // An address no article can have is not asked for (the API would refuse a very long one as malformed).
  if (!articleSlug.safeParse(slug).success) return 'not_found';
  const language = languageFromPath(new URL(request.url).pathname);
  try {
    const answer = await fetchApi(request, `/api/articles/${encodeURIComponent(slug)}`);
    if (answer === 'not_found') return 'not_found';
    const parsed = articleResponse.safeParse(answer);
    if (!parsed.success) throw new Error('GET /api/articles/:slug answered an unexpected shape');
    return { ...parsed.data.data, published_label: dateLabel(parsed.data.data.published_at, language) };
  } catch (error) {
    console.warn('[web] article unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}
