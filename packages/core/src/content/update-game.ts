import type { Database } from '@chaba/db/client';
import { games } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { staffEditableColumns } from '../games/sync-catalogue';
import { saveAudited, type ContentActor } from './content-record';

export type GameRow = typeof games.$inferSelect;
export type GameFields = Pick<
  GameRow,
  'nameTh' | 'nameEn' | 'nameCn' | 'category' | 'imageUrl' | 'active' | 'sortOrder'
>;
/** What a change may set: the edit form's fields, or only the switches (on/off, featured, order). */
export type GameChanges = Partial<GameFields & Pick<GameRow, 'featured'>>;

/**
 * Changes a game of the catalogue: names, category, artwork, order, on or off, featured (those given);
 * audited as `game.update` with before and after. The aggregators' catalogue seeded at every start
 * only adds missing games (`games/seed-games`), the catalogue job never writes the operator's
 * switches, and a name, category or artwork changed here is noted in `staff_fields`, which the job
 * then keeps (`staffEditableColumns`), so what staff change here stays.
 *
 * @throws DomainError not_found
 */
export async function updateGame(
  db: Database,
  options: ContentActor & { gameId: number; fields: GameChanges },
): Promise<GameRow> {
  const byId = eq(games.id, options.gameId);
  let before: GameRow | undefined;
  return saveAudited<GameRow>(db, {
    ...options,
    targetType: 'game',
    lock: async (tx) => (before = (await tx.select().from(games).where(byId).for('update'))[0]),
    write: async (tx) =>
      (
        await tx
          .update(games)
          .set({ ...options.fields, staffFields: staffFieldsAfter(before!, options.fields) })
          .where(byId)
          .returning()
      )[0],
  });
}

/** The game's `staff_fields` once `changes` are saved: each aggregator column they change is added. */
function staffFieldsAfter(row: GameRow, changes: GameChanges): string[] {
  const edited = new Set(row.staffFields);
  for (const [field, column] of Object.entries(staffEditableColumns) as [
    keyof typeof staffEditableColumns,
    string,
  ][]) {
    if (changes[field] !== undefined && changes[field] !== row[field]) edited.add(column);
  }
  return [...edited].sort();
}
