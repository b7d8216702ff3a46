import type { Executor } from '@chaba/db/client';
import { games, gameStudios } from '@chaba/db/schema';
import { asc, count, eq, sql } from 'drizzle-orm';

/** The most studios the console lists: an aggregator has a few hundred at most. */
const maxStudios = 1000;

export type StudioRow = typeof gameStudios.$inferSelect;
export type StaffStudioRow = StudioRow & { games: number; gamesShown: number };

/**
 * Every studio of every aggregator (switched off ones too) in the lobby's order, each with its
 * number of games and of those the lobby shows (the studio on, the game on and still listed by the
 * aggregator).
 */
export async function listGameStudios(db: Executor): Promise<StaffStudioRow[]> {
  const rows = await db
    .select({
      studio: gameStudios,
      games: count(games.id),
      gamesShown:
        sql<number>`count(${games.id}) filter (where ${games.active} and ${games.available} and ${gameStudios.active})`.mapWith(
          Number,
        ),
    })
    .from(gameStudios)
    .leftJoin(games, eq(games.studioId, gameStudios.id))
    .groupBy(gameStudios.id)
    .orderBy(asc(gameStudios.sortOrder), asc(gameStudios.name), asc(gameStudios.id))
    .limit(maxStudios);
  return rows.map((row) => ({ ...row.studio, games: row.games, gamesShown: row.gamesShown }));
}
