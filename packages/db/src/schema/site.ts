import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, satang } from './columns';

/* What the site shows every visitor: settings, the operator's bank accounts, announcements. */

/** Key/value site settings: site info, PromptPay id, limits. Values are JSON. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

export const companyAccountRoles = ['deposits', 'payouts', 'both'] as const;
export const companyAccountStatuses = ['active', 'paused', 'frozen', 'retired'] as const;

/**
 * The operator's own bank accounts: members transfer deposits into them, payouts are paid from them
 * (decision 52).
 */
export const companyBankAccounts = pgTable(
  'company_bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bank: text('bank').notNull(),
    accountNumber: text('account_number').notNull().unique(),
    accountName: text('account_name').notNull(),
    /** Receives deposits, pays withdrawals, or both. */
    role: text('role', { enum: companyAccountRoles }).notNull().default('both'),
    /** Only `active` accounts are given to members or pay; `frozen` is what a bank's freeze leaves. */
    status: text('status', { enum: companyAccountStatuses }).notNull().default('active'),
    /** Generated from `status` (the one source of truth): true when it is `active`. */
    active: boolean('active')
      .notNull()
      .generatedAlwaysAs(sql`status = 'active'`),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Which members' deposits this account receives (core/members/company-account-rules.ts):
     * `{"kind":"all"}`, `{"kind":"banks","banks":["kbank",…]}` (the member's own bank) or
     * `{"kind":"tag","tag":"vip"}`. Tag rules come before bank rules, bank rules before "all".
     */
    serves: jsonb('serves').notNull().default({ kind: 'all' }),
    /** The last balance the bank told (a bank message) or staff entered, and when; null: unknown. */
    balanceSatang: satang('balance_satang'),
    balanceAt: moment('balance_at'),
    balanceSource: text('balance_source', { enum: ['bank_message', 'staff'] }),
    /** Optional caps of the money in (credited deposits) and out (payouts) per Bangkok day. */
    dailyInCapSatang: satang('daily_in_cap_satang'),
    dailyOutCapSatang: satang('daily_out_cap_satang'),
    createdAt: createdAt(),
  },
  (table) => [
    check('company_bank_accounts_role_check', sql`${table.role} in ('deposits', 'payouts', 'both')`),
    check(
      'company_bank_accounts_status_check',
      sql`${table.status} in ('active', 'paused', 'frozen', 'retired')`,
    ),
  ],
);

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
