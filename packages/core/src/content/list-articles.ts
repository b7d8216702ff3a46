import type { Executor } from '@chaba/db/client';
import { sitePages } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { and, asc, desc, eq } from 'drizzle-orm';
import { localizedArticle, type LocalizedArticle } from './localized-article';

/** At most this many articles are listed (and put in the sitemap): a bound, not a page size. */
export const articleListLimit = 200;

/**
 * The visible articles in the order the site lists them (the operator's order, then the newest
 * first), each in the language asked with the Thai text where none was written.
 */
export async function listArticles(
  db: Executor,
  options: { language: Language },
): Promise<Omit<LocalizedArticle, 'body'>[]> {
  const rows = await db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.kind, 'article'), eq(sitePages.active, true)))
    .orderBy(asc(sitePages.sortOrder), desc(sitePages.publishedAt), asc(sitePages.id))
    .limit(articleListLimit);
  return rows.map((row) => {
    const { body: _body, ...article } = localizedArticle(row, options.language);
    return article;
  });
}
