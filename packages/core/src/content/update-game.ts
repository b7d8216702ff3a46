import type { Database } from '@chaba/db/client';
import { games } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
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
 * only adds missing games (`games/seed-games`) and the catalogue job never writes the operator's
 * switches, so what staff change here stays.
 *
 * @throws DomainError not_found
 */
export async function updateGame(
  db: Database,
  options: ContentActor & { gameId: number; fields: GameChanges },
): Promise<GameRow> {
  const byId = eq(games.id, options.gameId);
  return saveAudited<GameRow>(db, {
    ...options,
    targetType: 'game',
    lock: async (tx) => (await tx.select().from(games).where(byId).for('update'))[0],
    write: async (tx) => (await tx.update(games).set(options.fields).where(byId).returning())[0],
  });
}
