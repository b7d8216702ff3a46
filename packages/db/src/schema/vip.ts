import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment, satang } from './columns';
import { members } from './members';

/* VIP levels (issue 31, decision 72; migration 0060). */

export const vipBadges = ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'ruby'] as const;
export const vipBases = ['deposits', 'turnover'] as const;

/**
 * A level the operator defines: how a member reaches it (completed deposits or applied bets over the
 * last `window_days` Bangkok days, today included, at least `threshold_satang`), how long it is kept
 * once reached (`keep_days` Bangkok days), and its perks. A higher `rank` is a higher level.
 */
export const vipLevels = pgTable('vip_levels', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  rank: integer('rank').notNull().unique(),
  names: jsonb('names').$type<{ th: string; en: string; cn: string }>().notNull(),
  badge: text('badge', { enum: vipBadges }).notNull(),
  basis: text('basis', { enum: vipBases }).notNull(),
  windowDays: integer('window_days').notNull(),
  thresholdSatang: satang('threshold_satang').notNull(),
  keepDays: integer('keep_days').notNull(),
  /** The cashback rate of a member at this level, when above the programme's (basis points). */
  cashbackRateBp: integer('cashback_rate_bp'),
  /** The rebate rate of every counted category for a member at this level, when above the programme's. */
  rebateRateBp: integer('rebate_rate_bp'),
  /** Replaces the settings desk's daily withdrawal amount / count for a member at this level. */
  withdrawDailyMaxSatang: satang('withdraw_daily_max_satang'),
  withdrawDailyCount: integer('withdraw_daily_count'),
  levelUpBonusSatang: satang('level_up_bonus_satang').notNull().default(0n),
  levelUpTurnoverHundredths: integer('level_up_turnover_hundredths').notNull().default(0),
  birthdayBonusSatang: satang('birthday_bonus_satang').notNull().default(0n),
  birthdayTurnoverHundredths: integer('birthday_turnover_hundredths').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** A member's level as the `vip-levels` job last decided it; no row or a null level: none. */
export const memberVip = pgTable(
  'member_vip',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    levelId: bigint('level_id', { mode: 'number' }).references(() => vipLevels.id),
    reachedAt: moment('reached_at'),
    /** The level is not lowered before this instant (a Bangkok midnight). */
    keptUntil: moment('kept_until'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('member_vip_level_idx')
      .on(table.levelId)
      .where(sql`${table.levelId} is not null`),
  ],
);
