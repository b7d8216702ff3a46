import type { Database } from '@chaba/db/client';
import { banners } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';
import { saveAudited, type ContentActor } from './content-record';

export type BannerRow = typeof banners.$inferSelect;
export type BannerFields = Omit<BannerRow, 'id' | 'createdAt' | 'updatedAt'>;

/** The banners staff see: every one (off, ended and future ones too), by placement and order. */
export async function listBannersForStaff(db: Database): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .orderBy(asc(banners.placement), asc(banners.sortOrder), asc(banners.id))
    .limit(1000);
}

/**
 * Creates a banner (no `bannerId`) or replaces the fields of one, audited with before and after
 * (`banner.create`, `banner.update`). The table's CHECKs hold the placement, the window's order and
 * the safe addresses again behind the contract's rules.
 *
 * @throws DomainError not_found
 */
export async function saveBanner(
  db: Database,
  options: ContentActor & { bannerId?: number; fields: BannerFields },
): Promise<BannerRow> {
  const { bannerId } = options;
  const fields = { ...options.fields, updatedAt: options.now };
  const byId = eq(banners.id, bannerId ?? 0);
  return saveAudited<BannerRow>(db, {
    ...options,
    targetType: 'banner',
    lock:
      bannerId === undefined
        ? undefined
        : async (tx) => (await tx.select().from(banners).where(byId).for('update'))[0],
    write: async (tx) =>
      (bannerId === undefined
        ? await tx
            .insert(banners)
            .values({ ...fields, createdAt: options.now })
            .returning()
        : await tx.update(banners).set(fields).where(byId).returning())[0],
  });
}

/**
 * Turns one banner on or off, audited like an edit (`banner.update`, before and after).
 *
 * @throws DomainError not_found
 */
export async function setBannerActive(
  db: Database,
  options: ContentActor & { bannerId: number; active: boolean },
): Promise<BannerRow> {
  const byId = eq(banners.id, options.bannerId);
  return saveAudited<BannerRow>(db, {
    ...options,
    targetType: 'banner',
    lock: async (tx) => (await tx.select().from(banners).where(byId).for('update'))[0],
    write: async (tx) =>
      (
        await tx
          .update(banners)
          .set({ active: options.active, updatedAt: options.now })
          .where(byId)
          .returning()
      )[0],
  });
}
