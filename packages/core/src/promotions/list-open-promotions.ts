import type { Executor } from '@chaba/db/client';
import { promotions } from '@chaba/db/schema';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';

export type Promotion = typeof promotions.$inferSelect;

/** The promotions open now (switched on and inside their period), in the order the site shows them. */
export async function listOpenPromotions(db: Executor, now: Date): Promise<Promotion[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}
