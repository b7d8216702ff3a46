import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, satang } from './columns';
import { members } from './members';
import { moneyRequests } from './money';
import { promotions, activities } from './promotions';

/* What members took of the offers: a promotion taken with a deposit, activity bonuses claimed. */

/** Where a member's bonus came from (decision 58); each is paid from its own expense account. */
export const bonusSources = [
  'promotion',
  'staff_bonus',
  'coupon',
  'cashback',
  'rebate',
  'commission',
  'vip_level_up',
  'vip_birthday',
  'wheel',
  'checkin',
] as const;
export type BonusSource = (typeof bonusSources)[number];

/** A bonus's name in each language, for bonuses that no promotion row names. */
export interface BonusNames {
  th: string;
  en?: string;
  cn?: string;
}

/**
 * A bonus a member holds: a promotion taken with a deposit, or a staff bonus, coupon, cashback,
 * rebate or commission (`source`, decision 58). The bonus paid and the turnover the member must bet
 * before withdrawing. At most one is active per member; one that arrived while another was active
 * added its turnover to that one (`joined_to`, status 'joined').
 */
export const memberPromotions = pgTable(
  'member_promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    promotionId: bigint('promotion_id', { mode: 'number' }).references(() => promotions.id),
    requestId: bigint('request_id', { mode: 'number' })
      .unique()
      .references(() => moneyRequests.id),
    source: text('source', { enum: bonusSources }).notNull().default('promotion'),
    /** The payer's idempotency key: one row per source and key. */
    sourceKey: text('source_key'),
    names: jsonb('names').$type<BonusNames>(),
    turnoverMultiplierHundredths: integer('turnover_multiplier_hundredths'),
    joinedTo: bigint('joined_to', { mode: 'number' }),
    /** What the payer keeps with it (who granted it and why, the coupon, the period …). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    depositSatang: satang('deposit_satang').notNull(),
    bonusSatang: satang('bonus_satang').notNull(),
    turnoverRequiredSatang: satang('turnover_required_satang').notNull(),
    /** The member's bet total when the promotion started: progress is counted from here. */
    turnoverStartSatang: satang('turnover_start_satang').notNull(),
    status: text('status', { enum: ['active', 'completed', 'cleared', 'cancelled', 'joined'] }).notNull(),
    startedAt: moment('started_at').notNull(),
    endedAt: moment('ended_at'),
  },
  (table) => [
    uniqueIndex('member_promotions_one_active')
      .on(table.memberId)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('member_promotions_source_key')
      .on(table.source, table.sourceKey)
      .where(sql`${table.sourceKey} is not null`),
    index('member_promotions_member_history').on(table.memberId, table.id),
  ],
);

/** Activity bonuses claimed: once per member, activity and period (a day or a week). */
export const activityClaims = pgTable(
  'activity_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id),
    periodKey: text('period_key').notNull(),
    bonusSatang: satang('bonus_satang').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('activity_claims_once_per_period').on(table.memberId, table.activityId, table.periodKey),
  ],
);
