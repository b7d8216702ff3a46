import type { Executor } from '@chaba/db/client';
import { sitePages } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { localizedArticle, type LocalizedArticle } from './localized-article';

/**
 * One visible article by its slug, in the language asked (Thai where none was written).
 *
 * @throws DomainError not_found when no visible article has that slug
 */
export async function getArticle(
  db: Executor,
  options: { slug: string; language: Language },
): Promise<LocalizedArticle> {
  const [row] = await db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.slug, options.slug), eq(sitePages.kind, 'article'), eq(sitePages.active, true)))
    .limit(1);
  if (!row) throw new DomainError('not_found');
  return localizedArticle(row, options.language);
}
