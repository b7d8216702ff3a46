import type { Executor } from '@chaba/db/client';
import { sitePages } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { and, asc, eq } from 'drizzle-orm';
import { localizedText } from './content-record';

/** The visible articles or the policy, in their order, in the language (Thai where none was written). */
export async function listSitePages(
  db: Executor,
  options: { kind: 'article' | 'privacy_policy'; language: Language },
) {
  const rows = await db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.kind, options.kind), eq(sitePages.active, true)))
    .orderBy(asc(sitePages.sortOrder), asc(sitePages.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    title: localizedText(options.language, { th: row.titleTh, en: row.titleEn, cn: row.titleCn }),
    body: localizedText(options.language, { th: row.bodyTh, en: row.bodyEn, cn: row.bodyCn }),
    updatedAt: row.updatedAt,
  }));
}
