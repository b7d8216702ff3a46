import type { Database, Transaction } from '@chaba/db/client';
import { sitePages } from '@chaba/db/schema';
import { eq, like } from 'drizzle-orm';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import { saveAudited, type ContentActor } from './content-record';

export type SitePageRow = typeof sitePages.$inferSelect;

/** What search engines and the article's address need: optional, a new page gets them made up. */
type SearchFields = 'slug' | 'descriptionTh' | 'descriptionEn' | 'descriptionCn' | 'publishedAt';

export type SitePageFields = Omit<SitePageRow, 'id' | 'createdAt' | 'updatedAt' | SearchFields> &
  Partial<Pick<SitePageRow, SearchFields>>;

/** Slugs tried before a page is refused: a bound on the search for a free one. */
const slugAttempts = 100;

/** An address from the English title (`Your first deposit` → `your-first-deposit`), else the kind. */
export function slugFrom(title: string, kind: SitePageRow['kind']): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words || kind.replace('_', '-');
}

/** `base`, or `base-2`, `base-3` … whichever no page has yet. */
async function freeSlug(tx: Transaction, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: sitePages.slug })
        .from(sitePages)
        .where(like(sitePages.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  for (let attempt = 1; attempt <= slugAttempts; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    if (!taken.has(slug)) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/**
 * Creates an article or the policy page (no `pageId`) or replaces the fields of one, audited with
 * before and after. A new page without a slug gets one from its English title; a search field left
 * out of a change keeps its value. A slug another page has is refused (`slug_taken`), also when two
 * saves race for it (the unique index decides).
 *
 * @throws DomainError not_found, slug_taken (field `slug`)
 */
export async function saveSitePage(
  db: Database,
  options: ContentActor & { pageId?: number; fields: SitePageFields },
): Promise<SitePageRow> {
  try {
    return await writeSitePage(db, options);
  } catch (error) {
    if (isUniqueViolation(error, 'site_pages_slug_unique')) {
      throw new DomainError('slug_taken', { field: 'slug' });
    }
    throw error;
  }
}

async function writeSitePage(
  db: Database,
  options: ContentActor & { pageId?: number; fields: SitePageFields },
): Promise<SitePageRow> {
  const { pageId } = options;
  const fields = {
    ...(Object.fromEntries(
      Object.entries(options.fields).filter(([, value]) => value !== undefined),
    ) as SitePageFields),
    updatedAt: options.now,
  };
  const byId = eq(sitePages.id, pageId ?? 0);
  return saveAudited<SitePageRow>(db, {
    ...options,
    targetType: 'site_page',
    lock:
      pageId === undefined
        ? undefined
        : async (tx) => (await tx.select().from(sitePages).where(byId).for('update'))[0],
    write: async (tx) =>
      (pageId === undefined
        ? await tx
            .insert(sitePages)
            .values({
              ...fields,
              slug: fields.slug ?? (await freeSlug(tx, slugFrom(fields.titleEn, fields.kind))),
              publishedAt: fields.publishedAt ?? options.now,
            })
            .returning()
        : await tx.update(sitePages).set(fields).where(byId).returning())[0],
  });
}
