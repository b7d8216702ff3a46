import type { SavedViewList } from '@chaba/contracts/list-query';
import type { Executor } from '@chaba/db/client';
import { staffSavedViews } from '@chaba/db/schema';
import { and, asc, count, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import { isUniqueViolation } from '../database-errors';

/** A staff member keeps at most this many views of one list. */
export const maxSavedViewsPerList = 50;

export type SavedViewRow = typeof staffSavedViews.$inferSelect;

/** A staff member's own saved views of a list, by name. */
export function listSavedViews(db: Executor, staffId: number, list: SavedViewList): Promise<SavedViewRow[]> {
  return db
    .select()
    .from(staffSavedViews)
    .where(and(eq(staffSavedViews.staffId, staffId), eq(staffSavedViews.list, list)))
    .orderBy(asc(staffSavedViews.name), asc(staffSavedViews.id));
}

interface Actor {
  staffId: number;
  clientAddress: string;
  now: Date;
}

/**
 * Saves a view of a list for the staff member who acts, audited. A second view of the same name is
 * `saved_view_name_taken` (409); more than `maxSavedViewsPerList` is `saved_view_limit` (409).
 */
export async function createSavedView(
  db: Executor,
  input: Actor & { list: SavedViewList; name: string; query: Record<string, string> },
): Promise<SavedViewRow> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ count: count() })
      .from(staffSavedViews)
      .where(and(eq(staffSavedViews.staffId, input.staffId), eq(staffSavedViews.list, input.list)));
    if ((held?.count ?? 0) >= maxSavedViewsPerList) throw new DomainError('saved_view_limit');
    let row: SavedViewRow | undefined;
    try {
      [row] = await tx.transaction((inner) =>
        inner
          .insert(staffSavedViews)
          .values({ staffId: input.staffId, list: input.list, name: input.name, query: input.query })
          .returning(),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('saved_view_name_taken');
      throw error;
    }
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'saved_view.create',
      targetType: 'saved_view',
      targetId: row!.id,
      details: { list: input.list, name: input.name, query: input.query },
      clientAddress: input.clientAddress,
      now: input.now,
    });
    return row!;
  });
}

/** Deletes one of the acting staff member's own views, audited; another's (or none) is `not_found`. */
export async function deleteSavedView(db: Executor, input: Actor & { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffSavedViews)
      .where(and(eq(staffSavedViews.id, input.id), eq(staffSavedViews.staffId, input.staffId)))
      .returning();
    if (!row) throw new DomainError('not_found');
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'saved_view.delete',
      targetType: 'saved_view',
      targetId: row.id,
      details: { list: row.list, name: row.name },
      clientAddress: input.clientAddress,
      now: input.now,
    });
  });
}
