import { z } from 'zod';

/**
 * The member site's articles (issue 15, decision 36): `GET /api/articles` lists them and
 * `GET /api/articles/{slug}` answers one, each in the caller's language (Thai where none was written).
 */

/** An article's address: lower-case letters, digits and single hyphens, at most 100 characters. */
export const articleSlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const articleParams = z.object({ slug: z.string() });

export const articleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articlesResponse = z.object({ data: z.array(articleSummary) });
export type ArticlesResponse = z.infer<typeof articlesResponse>;

export const article = articleSummary.extend({ body: z.string() });
export type Article = z.infer<typeof article>;

export const articleResponse = z.object({ data: article });
export type ArticleResponse = z.infer<typeof articleResponse>;
