import { bigserial, boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/* What the operator writes for the member site's reading pages (issue 12). */

/**
 * The articles (`/article`, `/article/{slug}`) and the policy (`/privacy-policy`), each with a title,
 * a short description (search engines and the article list) and a body per language. The English
 * and Chinese texts may be empty: the site then shows the Thai ones (decision 36).
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['article', 'privacy_policy'] }).notNull(),
    /** The page's address under /article/: lower-case letters, digits and hyphens, the same in every language. */
    slug: text('slug').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull().default(''),
    titleCn: text('title_cn').notNull().default(''),
    bodyTh: text('body_th').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    bodyCn: text('body_cn').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionCn: text('description_cn').notNull().default(''),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The date the article shows and the sitemap's order; the creation time unless the operator sets one. */
    publishedAt: moment('published_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('site_pages_slug_unique').on(table.slug)],
);
