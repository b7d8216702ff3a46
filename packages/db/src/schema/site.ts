import { bigserial, boolean, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/* What the site shows every visitor: settings, the operator's bank accounts, announcements. */

/** Key/value site settings: site info, PromptPay id, limits. Values are JSON. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** The operator's own bank accounts that members transfer deposits into. */
export const companyBankAccounts = pgTable('company_bank_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bank: text('bank').notNull(),
  accountNumber: text('account_number').notNull().unique(),
  accountName: text('account_name').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /**
   * Which members' deposits this account receives (core/members/company-account-rules.ts):
   * `{"kind":"all"}`, `{"kind":"banks","banks":["kbank",…]}` (the member's own bank) or
   * `{"kind":"tag","tag":"vip"}`. Tag rules come before bank rules, bank rules before "all".
   */
  serves: jsonb('serves').notNull().default({ kind: 'all' }),
  createdAt: createdAt(),
});

export const announcements = pgTable('announcements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The Thai text, what every language falls back to. */
  content: text('content').notNull(),
  /** The English and Chinese texts; empty shows the Thai one (issue 12). */
  contentEn: text('content_en').notNull().default(''),
  contentCn: text('content_cn').notNull().default(''),
  imageUrl: text('image_url'),
  /** 0 hidden, 1 dismissible popup, 2 inline banner (spec §2.2). */
  active: smallint('active').notNull().default(0),
  createdAt: createdAt(),
});
