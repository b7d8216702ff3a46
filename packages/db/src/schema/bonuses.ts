import { sql } from 'drizzle-orm';
import { bigint, bigserial, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, satang } from './columns';
import { members } from './members';
import { moneyRequests } from './money';
import { promotions, activities } from './promotions';

/* What members took of the offers: a promotion taken with a deposit, activity bonuses claimed. */

/**
 * A promotion a member took with a deposit: the bonus paid and the turnover the member must bet
 * before withdrawing. At most one is active per member.
 */
export const memberPromotions = pgTable(
  'member_promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => moneyRequests.id),
    depositSatang: satang('deposit_satang').notNull(),
    bonusSatang: satang('bonus_satang').notNull(),
    turnoverRequiredSatang: satang('turnover_required_satang').notNull(),
    /** The member's bet total when the promotion started: progress is counted from here. */
    turnoverStartSatang: satang('turnover_start_satang').notNull(),
    status: text('status', { enum: ['active', 'completed', 'cleared', 'cancelled'] }).notNull(),
    startedAt: moment('started_at').notNull(),
    endedAt: moment('ended_at'),
  },
  (table) => [
    uniqueIndex('member_promotions_one_active')
      .on(table.memberId)
      .where(sql`${table.status} = 'active'`),
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
