/**
 * The lobby's game categories, in tab order (spec §2.9; `live` is live casino and `casino` table
 * games, issue 28). Its own module without zod, so that the
 * member site's lobby can name them without building a schema in the browser (issue 14).
 */
export const gameCategories = ['slot', 'live', 'casino', 'fish', 'lottery'] as const;
export type GameCategory = (typeof gameCategories)[number];
