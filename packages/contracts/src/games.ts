import { z } from 'zod';
import { gameCategories, type GameCategory } from './game-categories';
import { dateTimeSchema, isStorableTime, requiredString } from './validation';

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
  /** A path like '/games/<code>.svg', or null. */
  image: z.string().nullable(),
});
export type LobbyGame = z.infer<typeof lobbyGame>;

export const gamesResponse = z.object({ data: z.array(lobbyGame) });
export type GamesResponse = z.infer<typeof gamesResponse>;

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
