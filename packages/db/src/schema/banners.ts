import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/**
 * The operator's banners (issue 15, decision 33): the home page's carousel and the one above the
 * lobby. An image under the site (`/banners/…` or an upload), where a tap leads (a path of the site,
 * an https address, or nowhere), and a title (the image's alternative text) and a line of text per
 * language; English and Chinese may be empty, the site then shows the Thai ones. A banner shows while
 * it is active and inside its optional window [starts_at, ends_at).
 */
export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    placement: text('placement', { enum: ['home', 'lobby'] }).notNull(),
    imagePath: text('image_path').notNull(),
    link: text('link').notNull().default(''),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull().default(''),
    titleCn: text('title_cn').notNull().default(''),
    textTh: text('text_th').notNull().default(''),
    textEn: text('text_en').notNull().default(''),
    textCn: text('text_cn').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('banners_placement_order_idx').on(table.placement, table.sortOrder, table.id),
    check('banners_placement_known', sql`${table.placement} in ('home', 'lobby')`),
    // The same rule as the contract's (contracts/banners.ts), so that no writer can store a
    // protocol-relative, javascript: or plain http address that the site would then render.
    check(
      'banners_link_safe',
      sql`${table.link} = '' or ${table.link} ~ '^/([^/\\\\]|$)' or ${table.link} ~ '^https://[^/\\\\]'`,
    ),
    check(
      'banners_image_path_safe',
      sql`${table.imagePath} ~ '^/([^/\\\\]|$)' or ${table.imagePath} ~ '^https://[^/\\\\]'`,
    ),
    check(
      'banners_window_ordered',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`,
    ),
  ],
);
