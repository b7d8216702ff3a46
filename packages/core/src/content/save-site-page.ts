import type { Database } from '@chaba/db/client';
import { sitePages } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { saveAudited, type ContentActor } from './content-record';

export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageFields = Omit<SitePageRow, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Creates an article or the policy page (no `pageId`) or replaces the fields of one, audited with
 * before and after.
 *
 * @throws DomainError not_found
 */
export async function saveSitePage(
  db: Database,
  options: ContentActor & { pageId?: number; fields: SitePageFields },
): Promise<SitePageRow> {
  const { pageId } = options;
  const fields = { ...options.fields, updatedAt: options.now };
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
        ? await tx.insert(sitePages).values(fields).returning()
        : await tx.update(sitePages).set(fields).where(byId).returning())[0],
  });
}
