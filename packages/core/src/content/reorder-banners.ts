import type { BannerPlacement } from '@chaba/contracts/banners';
import type { Database } from '@chaba/db/client';
import { banners } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import type { ContentActor } from './content-record';
import type { BannerRow } from './save-banner';

/** The gap between order keys: a banner later given an order by hand can go between two. */
const orderStep = 10;

/**
 * Puts a placement's banners in the order given (first to last): the order keys become 10, 20, 30 …
 * The list must name every banner of the placement once, as they are at the moment of the change
 * (rows locked), else it is refused (`banner_order_stale`) and nothing changes: a console showing a
 * stale list (another staff member added one) cannot drop a banner to the end unseen. Audited once
 * (`banner.reorder`, target the placement) with the order before and after.
 *
 * @throws DomainError banner_order_stale
 */
export async function reorderBanners(
  db: Database,
  options: ContentActor & { placement: BannerPlacement; ids: number[] },
): Promise<BannerRow[]> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select()
      .from(banners)
      .where(eq(banners.placement, options.placement))
      .orderBy(asc(banners.sortOrder), asc(banners.id))
      .for('update');
    const known = new Set(current.map((row) => row.id));
    if (
      options.ids.length !== current.length ||
      new Set(options.ids).size !== options.ids.length ||
      options.ids.some((id) => !known.has(id))
    ) {
      throw new DomainError('banner_order_stale');
    }
    const saved: BannerRow[] = [];
    for (const [index, id] of options.ids.entries()) {
      const [row] = await tx
        .update(banners)
        .set({ sortOrder: (index + 1) * orderStep, updatedAt: options.now })
        .where(eq(banners.id, id))
        .returning();
      saved.push(row!);
    }
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'banner.reorder',
      targetType: 'banner_placement',
      targetId: options.placement,
      clientAddress: options.clientAddress,
      before: { order: current.map((row) => ({ id: row.id, sort_order: row.sortOrder })) },
      after: { order: saved.map((row) => ({ id: row.id, sort_order: row.sortOrder })) },
      now: options.now,
    });
    return saved;
  });
}
