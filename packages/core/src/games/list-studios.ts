import type { Executor } from '@chaba/db/client';
import { games, gameStudios } from '@chaba/db/schema';
import { and, asc, count, eq } from 'drizzle-orm';

/** The lobby's studio filter: active studios with at least one game the lobby shows, in their order. */
export async function listStudios(db: Executor) {
  return db
    .select({
      id: gameStudios.id,
      name: gameStudios.name,
      logo: gameStudios.logoUrl,
      games: count(games.id),
    })
    .from(gameStudios)
    .innerJoin(
      games,
      and(eq(games.studioId, gameStudios.id), eq(games.active, true), eq(games.available, true)),
    )
    .where(eq(gameStudios.active, true))
    .groupBy(gameStudios.id)
    .orderBy(asc(gameStudios.sortOrder), asc(gameStudios.name), asc(gameStudios.id));
}
