/**
 * The lobby's game categories, in tab order (spec §2.9). Its own module without zod, so that the
 * member site's lobby can name them without building a schema in the browser (issue 14).
 */
export const gameCategories = ['slot', 'casino', 'fish', 'lottery'] as const;
export type GameCategory = (typeof gameCategories)[number];
