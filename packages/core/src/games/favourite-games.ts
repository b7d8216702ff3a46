import type { Executor } from '@chaba/db/client';
import { gameFavourites, games } from '@chaba/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { DomainError } from '../errors';

/** A member keeps at most this many favourites' ids in one answer (the hearts of the lobby). */
export const favouriteIdsRead = 500;

/**
 * Marks a game as the member's favourite; idempotent (a second call changes nothing).
 * @throws DomainError not_found: no such game in the lobby (missing, switched off or withdrawn)
 */
export async function addFavouriteGame(
  db: Executor,
  options: { memberId: number; gameId: number; now: Date },
) {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.id, options.gameId), eq(games.active, true), eq(games.available, true)));
  if (!game) throw new DomainError('not_found');
  await db
    .insert(gameFavourites)
    .values({ memberId: options.memberId, gameId: game.id, createdAt: options.now })
    .onConflictDoNothing();
}

/** Takes a game off the member's favourites; idempotent, and a game never favoured is no error. */
export async function removeFavouriteGame(db: Executor, options: { memberId: number; gameId: number }) {
  await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.memberId, options.memberId), eq(gameFavourites.gameId, options.gameId)));
}

/** The ids of the member's favourite games, newest first (bounded by `favouriteIdsRead`). */
export async function listFavouriteGameIds(db: Executor, options: { memberId: number }): Promise<number[]> {
  const rows = await db
    .select({ gameId: gameFavourites.gameId })
    .from(gameFavourites)
    .where(eq(gameFavourites.memberId, options.memberId))
    .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameId))
    .limit(favouriteIdsRead);
  return rows.map((row) => row.gameId);
}
