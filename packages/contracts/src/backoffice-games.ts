import { z } from 'zod';
import { staffGame } from './backoffice-content';
import { gameCategory } from './games';
import { recordId, safeText } from './validation';

/**
 * The console's game catalogue (issue 28, decision 57): thousands of games from the aggregators,
 * paged and filtered on the server, switched on or off, featured and ordered one by one or in bulk;
 * the aggregators' studios switched on or off and ordered. Everything here is `content.manage`.
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });
const sortOrder = z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0).max(1_000_000);
/** A yes/no filter of a query string. */
const yesNo = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The most games one page shows. */
export const gamePageMaxSize = 100;
/** The most games one bulk change may name by id (a page's selection). */
export const gameBulkMaxIds = gamePageMaxSize;

/** The catalogue's filters: a search of names and codes and one value per field, all optional. */
export const gameCatalogueFilter = z.object({
  q: safeText(80).optional(),
  provider: safeText(40).optional(),
  studio_id: recordId.optional(),
  category: gameCategory.optional(),
  active: yesNo.optional(),
  featured: yesNo.optional(),
  available: yesNo.optional(),
});
export type GameCatalogueFilter = z.output<typeof gameCatalogueFilter>;

/** How the list is ordered: the lobby's order (the default), most played, name, newest release. */
export const gameCatalogueOrders = ['lobby', 'popularity', 'name', 'newest'] as const;
export type GameCatalogueOrder = (typeof gameCatalogueOrders)[number];

export const staffGamesQuery = gameCatalogueFilter.extend({
  order: z.enum(gameCatalogueOrders).default('lobby'),
  page: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1).max(10_000).default(1),
  limit: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1)
    .max(gamePageMaxSize)
    .default(50),
});

export const staffStudioRef = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });

/** A game as the catalogue's table shows it: the game tab's record and what the aggregator says. */
export const staffCatalogueGame = staffGame.extend({
  featured: z.boolean(),
  /** False once the aggregator no longer lists it (the lobby hides it). */
  available: z.boolean(),
  studio: staffStudioRef.nullable(),
  /** Return to player in percent (96.5), as the aggregator gives it. */
  rtp: z.number().nullable(),
  volatility: z.string().nullable(),
  mobile: z.boolean(),
  desktop: z.boolean(),
  demo: z.boolean(),
  /** Our own rounds of the game in the last 7 days. */
  popularity: z.number().int(),
  released_at: isoTime.nullable(),
});
export type StaffCatalogueGame = z.infer<typeof staffCatalogueGame>;

export const staffGamesResponse = z.object({
  data: z.array(staffCatalogueGame),
  page: z.number().int(),
  limit: z.number().int(),
  /** The number of games the filters match, every page. */
  total: z.number().int(),
  /** Every aggregator of the catalogue, for the provider filter. */
  providers: z.array(z.string()),
});
export type StaffGamesResponse = z.infer<typeof staffGamesResponse>;

/** One game's operator switches: on or off, featured, its place in the lobby; at least one. */
export const gameSwitchesInput = z
  .object({
    active: z.boolean({ error: 'invalid' }).optional(),
    featured: z.boolean({ error: 'invalid' }).optional(),
    sort_order: sortOrder.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: 'required',
    path: ['active'],
  });
export type GameSwitchesInput = z.output<typeof gameSwitchesInput>;
export const staffCatalogueGameResponse = z.object({ data: staffCatalogueGame });

/**
 * A bulk change: the games named (`ids`, a page's selection) or every game a search matches
 * (`filter`, e.g. switch off all the games of a studio), one of the two; on or off and/or featured.
 */
export const gameBulkInput = z
  .object({
    ids: z.array(recordId).min(1).max(gameBulkMaxIds).optional(),
    filter: gameCatalogueFilter
      .extend({
        active: z.boolean({ error: 'invalid' }).optional(),
        featured: z.boolean({ error: 'invalid' }).optional(),
        available: z.boolean({ error: 'invalid' }).optional(),
      })
      .optional(),
    active: z.boolean({ error: 'invalid' }).optional(),
    featured: z.boolean({ error: 'invalid' }).optional(),
  })
  .superRefine((value, context) => {
    if ((value.ids === undefined) === (value.filter === undefined)) {
      context.addIssue({ code: 'custom', message: 'required', path: ['ids'] });
    }
    if (value.active === undefined && value.featured === undefined) {
      context.addIssue({ code: 'custom', message: 'required', path: ['active'] });
    }
  });
export type GameBulkInput = z.output<typeof gameBulkInput>;
export const gameBulkResponse = z.object({
  /** How many games the change named or matched, and how many it changed (the others were so already). */
  data: z.object({ matched: z.number().int(), changed: z.number().int() }),
});
export type GameBulkResponse = z.infer<typeof gameBulkResponse>;

export const staffStudio = z.object({
  id: z.number().int(),
  provider: z.string(),
  code: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  active: z.boolean(),
  sort_order: z.number().int(),
  /** Its games in the catalogue, and how many of them the lobby shows (studio and game on, still listed). */
  games: z.number().int(),
  games_shown: z.number().int(),
});
export type StaffStudio = z.infer<typeof staffStudio>;
export const staffStudiosResponse = z.object({ data: z.array(staffStudio) });
export const staffStudioResponse = z.object({ data: staffStudio });

/** A studio's operator switches: on or off, its place in the lobby's studio filter; at least one. */
export const studioSwitchesInput = z
  .object({
    active: z.boolean({ error: 'invalid' }).optional(),
    sort_order: sortOrder.optional(),
  })
  .refine((value) => value.active !== undefined || value.sort_order !== undefined, {
    error: 'required',
    path: ['active'],
  });
export type StudioSwitchesInput = z.output<typeof studioSwitchesInput>;
