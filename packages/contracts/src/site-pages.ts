import { z } from 'zod';

/**
 * The member site's reading pages (issue 12): `GET /api/pages?kind=article` lists the articles,
 * `kind=privacy_policy` the policy, each in the caller's language (Thai where none was written).
 */
export const sitePagesQuery = z.object({
  kind: z.enum(['article', 'privacy_policy'], { error: 'invalid' }).default('article'),
});

export const sitePage = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type SitePage = z.infer<typeof sitePage>;
export const sitePagesResponse = z.object({ data: z.array(sitePage) });
export type SitePagesResponse = z.infer<typeof sitePagesResponse>;
