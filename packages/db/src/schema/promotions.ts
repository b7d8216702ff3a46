import { sql } from 'drizzle-orm';
import { bigserial, boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, satang } from './columns';

/* The offers the operator sets up: deposit promotions and claimable activities. */

export const promotions = pgTable('promotions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The Thai name, what every language falls back to. */
  name: text('name').notNull(),
  /** The English and Chinese names; empty shows the Thai one (issue 12). */
  nameEn: text('name_en').notNull().default(''),
  nameCn: text('name_cn').notNull().default(''),
  bonusMaxSatang: satang('bonus_max_satang')
    .notNull()
    .default(sql`0`),
  bonusFixedSatang: satang('bonus_fixed_satang')
    .notNull()
    .default(sql`0`),
  /** Percent in basis points (1000 = 10%), so that 12.5% stays an integer. */
  bonusPercentBasisPoints: integer('bonus_percent_bp').notNull().default(0),
  depositMinSatang: satang('deposit_min_satang')
    .notNull()
    .default(sql`0`),
  depositMaxSatang: satang('deposit_max_satang')
    .notNull()
    .default(sql`0`),
  /** Turnover multiplier in hundredths (500 = ×5). */
  turnoverMultiplierHundredths: integer('turnover_multiplier_hundredths').notNull().default(0),
  turnoverMaxSatang: satang('turnover_max_satang')
    .notNull()
    .default(sql`0`),
  imageUrl: text('image_url'),
  active: boolean('active').notNull().default(true),
  startsAt: moment('starts_at'),
  endsAt: moment('ends_at'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Activities (events) whose bonus a member can claim (issue 5 adds the eligibility engine). */
export const activities = pgTable('activities', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  nameCn: text('name_cn').notNull().default(''),
  bonusSatang: satang('bonus_satang').notNull(),
  ruleKind: text('rule_kind').notNull(),
  ruleParams: jsonb('rule_params').notNull().default({}),
  period: text('period').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});
