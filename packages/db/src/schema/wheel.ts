import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { memberPromotions, type BonusNames } from './bonuses';
import { moment, satang } from './columns';
import { members } from './members';

/* The lucky wheel and the daily check-in (issue 31, decision 73, migration 0060). */

/** A prize on the wheel: a bonus (satang, with a turnover multiple in hundredths) or "try again". */
export interface WheelPrize {
  /** Stable within the settings: the spin records it. */
  key: string;
  kind: 'bonus' | 'try_again';
  names: BonusNames;
  amountSatang: string;
  turnoverMultiplierHundredths: number;
  weight: number;
}

/** One day of the check-in's seven: its prize (0 satang: a day that keeps the streak and pays nothing). */
export interface CheckinDayPrize {
  amountSatang: string;
  turnoverMultiplierHundredths: number;
}

/** How many spins a member at a VIP level earns each Bangkok day (migration 0062). */
export interface VipDailySpins {
  levelId: number;
  spins: number;
}

/** A prize as it could be drawn at a spin: its key, kind, amount and weight (the verify page's input). */
export interface WheelChoice {
  key: string;
  kind: 'bonus' | 'try_again';
  amountSatang: string;
  weight: number;
}

/** The one wheel and check-in the operator edits (row id 1). */
export const wheelSettings = pgTable('wheel_settings', {
  id: smallint('id').primaryKey().default(1),
  active: boolean('active').notNull().default(false),
  prizes: jsonb('prizes').$type<WheelPrize[]>().notNull().default([]),
  dailyBudgetSatang: satang('daily_budget_satang')
    .notNull()
    .default(sql`0`),
  /** A deposit of at least this earns a spin; null: the rule is off. */
  depositMinimumSatang: satang('deposit_minimum_satang'),
  /** Deposits credited from this moment on count (when the rule was turned on). */
  depositRuleSince: moment('deposit_rule_since'),
  loginRule: boolean('login_rule').notNull().default(false),
  /** Spins a day by VIP level (the `vip` rule); a level not listed earns none. */
  vipDailySpins: jsonb('vip_daily_spins').$type<VipDailySpins[]>().notNull().default([]),
  checkinActive: boolean('checkin_active').notNull().default(false),
  checkinDays: jsonb('checkin_days').$type<CheckinDayPrize[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** Each member's committed seed: only its hash leaves the server before the spin that draws with it. */
export const wheelSeeds = pgTable('wheel_seeds', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
});

/** A spin: the seeds it drew with (revealed), the prizes that could be drawn, the draw and its payment. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestKey: text('request_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    choices: jsonb('choices').$type<WheelChoice[]>().notNull(),
    drawn: integer('drawn').notNull(),
    prize: jsonb('prize').$type<WheelPrize>().notNull(),
    amountSatang: satang('amount_satang')
      .notNull()
      .default(sql`0`),
    memberPromotionId: bigint('member_promotion_id', { mode: 'number' }).references(
      () => memberPromotions.id,
    ),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('wheel_spins_request').on(table.memberId, table.requestKey),
    index('wheel_spins_member_idx').on(table.memberId, table.id),
    index('wheel_spins_day_idx').on(table.day),
  ],
);

/** A spin a member earned by a rule, once per rule and key; `spinId` once spent. */
export const wheelSpinGrants = pgTable(
  'wheel_spin_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    rule: text('rule', { enum: ['deposit', 'login', 'vip'] }).notNull(),
    ruleKey: text('rule_key').notNull(),
    earnedAt: moment('earned_at').notNull(),
    spinId: bigint('spin_id', { mode: 'number' }).references(() => wheelSpins.id),
  },
  (table) => [
    uniqueIndex('wheel_spin_grants_once').on(table.memberId, table.rule, table.ruleKey),
    uniqueIndex('wheel_spin_grants_spent_once')
      .on(table.spinId)
      .where(sql`${table.spinId} is not null`),
    index('wheel_spin_grants_unspent')
      .on(table.memberId, table.id)
      .where(sql`${table.spinId} is null`),
  ],
);

/** What the wheel paid on a Bangkok day: the row concurrent spins queue on to keep the budget. */
export const wheelDays = pgTable('wheel_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  spentSatang: satang('spent_satang')
    .notNull()
    .default(sql`0`),
  spins: integer('spins').notNull().default(0),
});

/** A member's check-in of one Bangkok day, with the streak day (1–7) it paid. */
export const checkinClaims = pgTable(
  'checkin_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    streakDay: smallint('streak_day').notNull(),
    amountSatang: satang('amount_satang')
      .notNull()
      .default(sql`0`),
    memberPromotionId: bigint('member_promotion_id', { mode: 'number' }).references(
      () => memberPromotions.id,
    ),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [uniqueIndex('checkin_claims_once_a_day').on(table.memberId, table.day)],
);
