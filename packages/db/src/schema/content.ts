import { bigserial, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/* What the operator writes for the member site's reading pages (issue 12). */

/**
 * The articles (`/article`) and the policy (`/privacy-policy`), each with a title and a body per
 * language. The English and Chinese texts may be empty: the site then shows the Thai ones.
 */
export const sitePages = pgTable('site_pages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: ['article', 'privacy_policy'] }).notNull(),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull().default(''),
  titleCn: text('title_cn').notNull().default(''),
  bodyTh: text('body_th').notNull(),
  bodyEn: text('body_en').notNull().default(''),
  bodyCn: text('body_cn').notNull().default(''),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  createdAt: createdAt(),
});
