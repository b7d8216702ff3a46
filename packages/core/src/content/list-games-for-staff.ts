import type { Executor } from '@chaba/db/client';
import { games, gameStudios } from '@chaba/db/schema';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

export type GameCategory = (typeof games.$inferSelect)['category'];

/** What the console's catalogue filters by; every field optional, all of them must hold. */
export interface GameCatalogueFilter {
  /** Part of a name (any language) or of the aggregator's code, case-insensitive. */
  search?: string;
  provider?: string;
  studioId?: number;
  category?: GameCategory;
  active?: boolean;
  featured?: boolean;
  available?: boolean;
}

export type GameCatalogueOrder = 'lobby' | 'popularity' | 'name' | 'newest';

/** The most games one page holds: a page is never the whole catalogue. */
export const maxGamePageSize = 100;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The filter as one SQL condition over `games` (undefined: every game). */
export function gameCatalogueCondition(filter: GameCatalogueFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(games.nameTh, pattern),
        ilike(games.nameEn, pattern),
        ilike(games.nameCn, pattern),
        ilike(games.code, pattern),
      ),
    );
  }
  if (filter.provider !== undefined) conditions.push(eq(games.provider, filter.provider));
  if (filter.studioId !== undefined) conditions.push(eq(games.studioId, filter.studioId));
  if (filter.category !== undefined) conditions.push(eq(games.category, filter.category));
  if (filter.active !== undefined) conditions.push(eq(games.active, filter.active));
  if (filter.featured !== undefined) conditions.push(eq(games.featured, filter.featured));
  if (filter.available !== undefined) conditions.push(eq(games.available, filter.available));
  return and(...conditions);
}

const orderings: Record<GameCatalogueOrder, SQL[]> = {
  lobby: [asc(games.sortOrder), asc(games.id)],
  popularity: [desc(games.popularity), asc(games.id)],
  name: [asc(games.nameEn), asc(games.id)],
  newest: [sql`${games.releasedAt} desc nulls last`, desc(games.id)],
};

/** A game of the console's list: the row and its studio's name and switch. */
export type StaffCatalogueGameRow = typeof games.$inferSelect & {
  studio: { id: number; name: string; active: boolean } | null;
};

/**
 * One page of the catalogue as the console shows it (disabled, featured and delisted games too),
 * how many games the filter matches and the catalogue's aggregators: reads over at most the
 * catalogue, never more than `maxGamePageSize` rows sent back.
 */
export async function listGamesForStaff(
  db: Executor,
  options: { filter: GameCatalogueFilter; order: GameCatalogueOrder; page: number; limit: number },
): Promise<{ rows: StaffCatalogueGameRow[]; total: number; providers: string[] }> {
  const limit = Math.min(Math.max(1, options.limit), maxGamePageSize);
  const where = gameCatalogueCondition(options.filter);
  const rows = await selectWithStudio(db)
    .where(where)
    .orderBy(...orderings[options.order])
    .limit(limit)
    .offset((Math.max(1, options.page) - 1) * limit);
  const [counted] = await db.select({ total: count() }).from(games).where(where);
  const providers = await db
    .selectDistinct({ provider: games.provider })
    .from(games)
    .orderBy(asc(games.provider))
    .limit(maxGamePageSize);
  return {
    rows: rows.map(withStudio),
    total: counted?.total ?? 0,
    providers: providers.map((row) => row.provider),
  };
}

/** One game as the console's list shows it, after a change. */
export async function getGameForStaff(
  db: Executor,
  gameId: number,
): Promise<StaffCatalogueGameRow | undefined> {
  const [row] = await selectWithStudio(db).where(eq(games.id, gameId));
  return row && withStudio(row);
}

function selectWithStudio(db: Executor) {
  return db
    .select({
      game: games,
      studio: { id: gameStudios.id, name: gameStudios.name, active: gameStudios.active },
    })
    .from(games)
    .leftJoin(gameStudios, eq(gameStudios.id, games.studioId))
    .$dynamic();
}

function withStudio({
  game,
  studio,
}: {
  game: typeof games.$inferSelect;
  studio: StaffCatalogueGameRow['studio'];
}) {
  return { ...game, studio: studio?.id == null ? null : studio };
}
