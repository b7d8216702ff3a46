import type { Database } from '@chaba/db/client';
import { gameStudios } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { saveAudited, type ContentActor } from './content-record';
import type { StudioRow } from './list-game-studios';

/**
 * Switches a studio on or off and sets its place in the lobby's studio filter; audited as
 * `game_studio.update` with before and after. The games keep their own switches: the lobby hides a
 * switched-off studio's games while it is off, and they come back as they were when it is on again.
 *
 * @throws DomainError not_found
 */
export async function switchGameStudio(
  db: Database,
  options: ContentActor & { studioId: number; switches: { active?: boolean; sortOrder?: number } },
): Promise<StudioRow> {
  const byId = eq(gameStudios.id, options.studioId);
  return saveAudited<StudioRow>(db, {
    ...options,
    targetType: 'game_studio',
    lock: async (tx) => (await tx.select().from(gameStudios).where(byId).for('update'))[0],
    write: async (tx) => (await tx.update(gameStudios).set(options.switches).where(byId).returning())[0],
  });
}
