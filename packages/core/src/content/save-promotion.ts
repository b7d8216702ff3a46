import type { Database } from '@chaba/db/client';
import { promotions } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { saveAudited, type ContentActor } from './content-record';

export type PromotionRow = typeof promotions.$inferSelect;
/** Every field of a promotion a staff member writes (spec §3), in satang, basis points and hundredths. */
export type PromotionFields = Omit<PromotionRow, 'id' | 'createdAt'>;

/**
 * Creates a promotion (no `promotionId`) or replaces the fields of one, audited with before and after
 * in the same transaction. The member site reads promotions from the database on every call, so the
 * change shows at once; a member's running promotion keeps the bonus and turnover it started with.
 *
 * @throws DomainError not_found
 */
export async function savePromotion(
  db: Database,
  options: ContentActor & { promotionId?: number; fields: PromotionFields },
): Promise<PromotionRow> {
  const { promotionId, fields } = options;
  const byId = eq(promotions.id, promotionId ?? 0);
  return saveAudited<PromotionRow>(db, {
    ...options,
    targetType: 'promotion',
    lock:
      promotionId === undefined
        ? undefined
        : async (tx) => (await tx.select().from(promotions).where(byId).for('update'))[0],
    write: async (tx) =>
      (promotionId === undefined
        ? await tx.insert(promotions).values(fields).returning()
        : await tx.update(promotions).set(fields).where(byId).returning())[0],
  });
}
