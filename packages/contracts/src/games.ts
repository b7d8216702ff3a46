import { z } from 'zod';
import { gameCategories, type GameCategory } from './game-categories';
import { dateTimeSchema, isStorableTime, recordId, requiredString, safeText } from './validation';

export { gameCategories, type GameCategory };
export const gameCategory = z.enum(gameCategories);

/** One game of GET /lobby/api/games; `name` is in the language the request asked for. */
export const lobbyGame = z.object({
  id: z.number().int(),
  provider: z.string(),
  code: z.string(),
  name: z.string(),
  names: z.object({ th: z.string(), en: z.string(), cn: z.string() }),
  category: gameCategory,
  /** A path like '/games/<code>.svg' or the aggregator's address, or null; drawn square (1:1). */
  image: z.string().nullable(),
  /** The game's studio (Hub88's product), or null for our own games. */
  studio: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }).nullable(),
  /** Return to player in percent (96.5), when the aggregator tells it. */
  rtp: z.number().nullable(),
  volatility: z.string().nullable(),
  mobile: z.boolean(),
  featured: z.boolean(),
});
export type LobbyGame = z.infer<typeof lobbyGame>;

/** The lists beside the categories: the member's own (favourites, recently played) and the catalogue's. */
export const lobbyLists = ['favourites', 'recent', 'popular', 'new', 'featured'] as const;
export type LobbyList = (typeof lobbyLists)[number];

/** Games a page holds at most, and without `limit`; the member site asks for 60 (whole rows of its 3, 4 and 5 columns). */
export const maxGamesPageSize = 100;
export const defaultGamesPageSize = 36;

/**
 * The keyset cursor of the games list: the sort key of a page's last game, as base64url JSON of a
 * few numbers. Opaque to callers; anything else is a 422 on `cursor`, never a 500.
 */
export function encodeGamesCursor(key: readonly number[]): string {
  return btoa(JSON.stringify(key)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function decodeGamesCursor(cursor: string): number[] | null {
  try {
    const key: unknown = JSON.parse(atob(cursor.replaceAll('-', '+').replaceAll('_', '/')));
    const valid =
      Array.isArray(key) &&
      key.length >= 2 &&
      key.length <= 4 &&
      key.every((part) => typeof part === 'number' && Number.isFinite(part));
    return valid ? (key as number[]) : null;
  } catch {
    return null;
  }
}

/**
 * `GET /lobby/api/games`: one page of the lobby's games, filtered. `q` searches the Thai, English
 * and Chinese names (case-insensitive, `%` and `_` are plain characters). `list` favourites and
 * recent are the member's: a guest gets an empty page. Without `list`: featured games first, then
 * the operators' order.
 */
export const gamesQuery = z.object({
  category: gameCategory.optional(),
  studio: recordId.optional(),
  q: safeText(64).optional(),
  list: z.enum(lobbyLists).optional(),
  /** One game by its id or code: what a link /lobby/{id} names. */
  entry: safeText(64).optional(),
  cursor: z
    .string()
    .max(200, { error: 'too_long' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid' })
    .transform((value, context) => {
      const key = decodeGamesCursor(value);
      if (key) return key;
      context.issues.push({ code: 'custom', message: 'invalid', input: value });
      return z.NEVER;
    })
    .optional()
    .meta({ description: "The previous page's `next_cursor`" }),
  limit: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(maxGamesPageSize, { error: 'invalid' })
    .default(defaultGamesPageSize),
});
export type GamesQuery = z.input<typeof gamesQuery>;

/** A page of games; `next_cursor` null on the last page; `total` (the filter's count) on the first page only. */
export const gamesResponse = z.object({
  data: z.array(lobbyGame),
  next_cursor: z.string().nullable(),
  total: z.number().int().optional(),
});
export type GamesResponse = z.infer<typeof gamesResponse>;

/** `GET /lobby/api/studios`: the active studios that have games in the lobby, in their order. */
export const lobbyStudio = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  games: z.number().int(),
});
export type LobbyStudio = z.infer<typeof lobbyStudio>;
export const studiosResponse = z.object({ data: z.array(lobbyStudio) });
export type StudiosResponse = z.infer<typeof studiosResponse>;

/** `PUT` / `DELETE /lobby/api/favourites/:gameId`. */
export const favouriteParams = z.object({
  gameId: recordId,
});
/** `GET /lobby/api/favourites`: the member's favourite game ids (the hearts), newest first, at most 500. */
export const favouriteIdsResponse = z.object({ data: z.array(z.number().int()) });
export type FavouriteIdsResponse = z.infer<typeof favouriteIdsResponse>;

/** `/lobby/api/launch-game/:provider/:game` and `/lobby/api/trial-game/:provider/:game`. */
export const gameParams = z.object({ provider: requiredString(64), game: requiredString(64) });
export const launchGameQuery = z.object({ mobile: z.enum(['true', 'false', '1', '0']).optional() });

/** A launch or trial answer: the game's address; refusals are HTTP errors whose message the server wrote. */
export const gameUrlResponse = z.object({ success: z.literal(true), url: z.string() });
export type GameUrlResponse = z.infer<typeof gameUrlResponse>;

/** `POST /api/customers/banner-clicks`: the spec's banner click record (gameID, gameName, timestamp). */
export const bannerClickRequest = z.object({
  gameID: z.union([
    requiredString(64),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String),
  ]),
  gameName: requiredString(200),
  timestamp: z
    .union([dateTimeSchema, z.number().int().refine(isStorableTime, { error: 'invalid' })])
    .optional(),
});
export type BannerClickRequest = z.input<typeof bannerClickRequest>;

/**
 * `check-credit` (spec §4.4): true when a check started (the site then polls the profile), false
 * with the reason in `msg` when the member never deposited.
 */
export const creditCheckResponse = z.object({ credit_success: z.boolean(), msg: z.string().optional() });
export type CreditCheckResponse = z.infer<typeof creditCheckResponse>;
