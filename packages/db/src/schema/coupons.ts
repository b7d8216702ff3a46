import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffAccounts } from './backoffice';
import { memberPromotions } from './bonuses';
import { createdAt, moment, satang } from './columns';
import { members } from './members';

/* Coupon codes (issue 29, decision 59): a code gives a bonus with rules; each redemption once. */

/** The names a coupon's bonus shows to members, per language (empty: the Thai one shows). */
export interface CouponNames {
  th: string;
  en: string;
  cn: string;
}

/**
 * A coupon code and its rules. `code` is unique whatever its case; `uses` counts its redemptions and
 * never passes `total_uses` (null: no limit). The dates are Bangkok days turned into instants:
 * `starts_at` the first day's midnight, `ends_at` the midnight after the last day.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    names: jsonb('names').$type<CouponNames>().notNull(),
    bonusKind: text('bonus_kind', { enum: ['fixed', 'percent'] }).notNull(),
    amountSatang: satang('amount_satang'),
    /** Percent of the qualifying deposit, in hundredths of a percent (1000 = 10 %). */
    percentHundredths: integer('percent_hundredths'),
    maxSatang: satang('max_satang'),
    totalUses: integer('total_uses'),
    uses: integer('uses').notNull().default(0),
    oncePerMember: boolean('once_per_member').notNull().default(true),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    minDepositSatang: satang('min_deposit_satang')
      .notNull()
      .default(sql`0`),
    turnoverMultiplierHundredths: integer('turnover_multiplier_hundredths').notNull(),
    /** When not empty, only members with one of these tags may redeem. */
    memberTags: text('member_tags').array().notNull().default([]),
    /** Levels whose members may redeem it (decision 72); empty: any member, level or not. */
    vipLevelIds: bigint('vip_level_ids', { mode: 'number' }).array().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    createdByStaffId: bigint('created_by_staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coupons_code_unique').on(sql`lower(${table.code})`)],
);

/** A coupon redeemed by a member: `use_no` is the coupon's use count after it (unique per coupon). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => coupons.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    useNo: integer('use_no').notNull(),
    oncePerMember: boolean('once_per_member').notNull(),
    amountSatang: satang('amount_satang').notNull(),
    /** The qualifying deposit the amount or the minimum was measured on; null without one. */
    depositSatang: satang('deposit_satang'),
    memberPromotionId: bigint('member_promotion_id', { mode: 'number' })
      .notNull()
      .references(() => memberPromotions.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_use_no').on(table.couponId, table.useNo),
    uniqueIndex('coupon_redemptions_once_per_member')
      .on(table.couponId, table.memberId)
      .where(sql`${table.oncePerMember}`),
    index('coupon_redemptions_member_idx').on(table.memberId, table.id),
  ],
);

/** Every redemption attempt of a member, counted against guessing (refused ones too). */
export const couponAttempts = pgTable(
  'coupon_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    clientAddress: text('client_address'),
    succeeded: boolean('succeeded').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('coupon_attempts_member_idx').on(table.memberId, table.createdAt),
    index('coupon_attempts_address_idx').on(table.clientAddress, table.createdAt),
  ],
);
