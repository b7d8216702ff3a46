import type { Executor } from '@chaba/db/client';
import { gameFavourites, gameLaunches, gameSessions, games, gameStudios } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { and, asc, count, eq, gt, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type GameRow = typeof games.$inferSelect;

export function gameName(game: Pick<GameRow, 'nameTh' | 'nameEn' | 'nameCn'>, language: Language): string {
  return language === 'en' ? game.nameEn : language === 'cn' ? game.nameCn : game.nameTh;
}

export type GameList = 'favourites' | 'recent' | 'popular' | 'new' | 'featured';

export interface ListGamesOptions {
  language: Language;
  category?: string;
  studioId?: number;
  /** Part of a name in any language; `%`, `_` and `\` match themselves. */
  search?: string;
  list?: GameList;
  /** One game by its id or code (a link /lobby/{id}). */
  entry?: string;
  /** The member asking, for the lists favourites and recent; a guest's are empty. */
  memberId?: number | null;
  /** The sort key of the previous page's last game (`next` of that page). */
  after?: readonly number[];
  limit: number;
}

/** Recently played looks at the member's newest launches and sessions only (bounded). */
const recentLaunchesRead = 200;

/** A time as whole milliseconds, negated so that the newest sorts first in an ascending key. */
const newestFirst = (column: SQL | AnyPgColumn) =>
  sql<number>`(-floor(extract(epoch from ${column}) * 1000))::float8`;

/** Escapes LIKE's wildcards so that a search for "100%" finds "100%" (escape character `\`). */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One page of the lobby's games (active, available, of an active studio or none), filtered, in a
 * stable order paged by keyset: each order ends with the game id, and `next` is the last game's key
 * (decision 56). `total` is counted on the first page only.
 */
export async function listGames(db: Executor, options: ListGamesOptions) {
  const { list, memberId } = options;
  if ((list === 'favourites' || list === 'recent') && !memberId) return { games: [], next: null, total: 0 };
  const limit = Math.min(Math.max(options.limit, 1), 100);

  const conditions = lobbyConditions(options);
  const recent = recentlyPlayed(db, memberId ?? 0);
  const key = sortKey(list, recent);

  const from = () => {
    const base = db
      .select({
        game: games,
        studio: { id: gameStudios.id, name: gameStudios.name, logo: gameStudios.logoUrl },
        key: sql<number[]>`array[${sql.join(key, sql`, `)}]`,
      })
      .from(games)
      .leftJoin(gameStudios, eq(gameStudios.id, games.studioId))
      .$dynamic();
    if (list === 'favourites')
      return base.innerJoin(
        gameFavourites,
        and(eq(gameFavourites.gameId, games.id), eq(gameFavourites.memberId, memberId!)),
      );
    if (list === 'recent') return base.innerJoin(recent, eq(recent.gameId, games.id));
    return base;
  };

  const after = options.after && options.after.length === key.length ? options.after : undefined;
  const pageConditions = after
    ? [
        ...conditions,
        gt(
          sql`(${sql.join(key, sql`, `)})`,
          sql`(${sql.join(
            after.map((part) => sql`${part}::float8`),
            sql`, `,
          )})`,
        ),
      ]
    : conditions;
  const rows = await from()
    .where(and(...pageConditions))
    .orderBy(...key.map((part) => asc(part)))
    .limit(limit + 1);

  let total: number | undefined;
  if (!options.after) {
    const filtered = from()
      .where(and(...conditions))
      .as('filtered');
    const [counted] = await db.select({ total: count() }).from(filtered);
    total = counted?.total ?? 0;
  }
  const page = rows.slice(0, limit);
  const next = rows.length > limit ? page.at(-1)!.key.map(Number) : null;
  return {
    games: page.map(({ game, studio }) => presentGame(game, studio, options.language)),
    next,
    total,
  };
}

/** What the lobby shows (active, available, of an active studio or none) and the filters asked for. */
function lobbyConditions(options: ListGamesOptions): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [
    eq(games.active, true),
    eq(games.available, true),
    or(isNull(games.studioId), eq(gameStudios.active, true)),
  ];
  if (options.category) conditions.push(eq(games.category, options.category as GameRow['category']));
  if (options.studioId) conditions.push(eq(games.studioId, options.studioId));
  const search = options.search?.trim();
  if (search) {
    // search_name is the three names in lower case (migration 0042): one LIKE, no case folding per row.
    conditions.push(like(games.searchName, likeContaining(search.toLocaleLowerCase())));
  }
  if (options.list === 'featured') conditions.push(eq(games.featured, true));
  if (options.entry) {
    const byId = /^\d{1,15}$/.test(options.entry) ? eq(games.id, Number(options.entry)) : undefined;
    conditions.push(or(eq(games.code, options.entry), byId));
  }
  return conditions;
}

/** The member's games by their last launch or session (of the newest 200 of each), one row a game. */
function recentlyPlayed(db: Executor, memberId: number) {
  return db
    .select({
      gameId: sql<number>`played.game_id`.as('game_id'),
      lastAt: sql<Date>`max(played.at)`.as('last_at'),
    })
    .from(
      sql`(
        (select ${gameLaunches.gameId} as game_id, ${gameLaunches.createdAt} as at from ${gameLaunches}
          where ${gameLaunches.memberId} = ${memberId}
          order by ${gameLaunches.createdAt} desc limit ${recentLaunchesRead})
        union all
        (select ${games.id}, ${gameSessions.createdAt} from ${gameSessions}
          join ${games} on ${games.provider} = ${gameSessions.provider} and ${games.code} = ${gameSessions.gameCode}
          where ${gameSessions.memberId} = ${memberId}
          order by ${gameSessions.createdAt} desc limit ${recentLaunchesRead})
      ) as played`,
    )
    .groupBy(sql`played.game_id`)
    .as('recent');
}

/**
 * The list's order as an ascending key of numbers that ends with the game id, so that a page starts
 * strictly after the previous page's last key: no duplicate, no gap, whatever the ties.
 */
function sortKey(list: GameList | undefined, recent: ReturnType<typeof recentlyPlayed>): SQL<number>[] {
  const id = sql<number>`${games.id}::float8`;
  switch (list) {
    case 'popular':
      return [sql<number>`(-${games.popularity})::float8`, id];
    case 'new':
      // Games without a release date come last (a key beyond any negated time).
      return [
        sql<number>`coalesce(${newestFirst(sql`${games.releasedAt}`)}, 1e15)`,
        newestFirst(games.createdAt),
        id,
      ];
    case 'favourites':
      return [newestFirst(gameFavourites.createdAt), id];
    case 'recent':
      return [newestFirst(sql`${recent.lastAt}`), id];
    default:
      return [
        sql<number>`(case when ${games.featured} then 0 else 1 end)::float8`,
        sql<number>`${games.sortOrder}::float8`,
        id,
      ];
  }
}

function presentGame(
  game: GameRow,
  studio: { id: number; name: string; logo: string | null } | null,
  language: Language,
) {
  return {
    id: game.id,
    provider: game.provider,
    code: game.code,
    name: gameName(game, language),
    names: { th: game.nameTh, en: game.nameEn, cn: game.nameCn },
    category: game.category,
    image: game.imageUrl,
    studio: studio && studio.id !== null ? studio : null,
    rtp: game.rtp === null ? null : Number(game.rtp),
    volatility: game.volatility,
    mobile: game.mobile,
    featured: game.featured,
  };
}
