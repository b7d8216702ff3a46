import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, satang } from './columns';

/*
 * Reports: the ledger's figures per Asia/Bangkok day, kept for days that are over (decision 15). The
 * ledger is append-only, so a closed day's figures never change; a correction lands on the day it is
 * posted. Rows are filled lazily by the dashboard and the reports; the current hour is always read
 * live from the ledger.
 */

const figures = {
  depositCount: integer('deposit_count').notNull(),
  depositSatang: satang('deposit_satang').notNull(),
  withdrawalCount: integer('withdrawal_count').notNull(),
  withdrawalSatang: satang('withdrawal_satang').notNull(),
  firstDepositors: integer('first_depositors').notNull(),
  registrations: integer('registrations').notNull(),
  activePlayers: integer('active_players').notNull(),
  betCount: integer('bet_count').notNull(),
  betSatang: satang('bet_satang').notNull(),
  winSatang: satang('win_satang').notNull(),
  bonusSatang: satang('bonus_satang').notNull(),
  referralSatang: satang('referral_satang').notNull(),
  /* Issue 29's bonus sources and staff's manual adjustments, each from its own expense account (0048). */
  cashbackSatang: satang('cashback_satang').notNull().default(0n),
  rebateSatang: satang('rebate_satang').notNull().default(0n),
  commissionSatang: satang('commission_satang').notNull().default(0n),
  staffBonusSatang: satang('staff_bonus_satang').notNull().default(0n),
  couponSatang: satang('coupon_satang').notNull().default(0n),
  adjustmentSatang: satang('adjustment_satang').notNull().default(0n),
  /* VIP levels' bonuses (issue 31, decision 72; 0060). */
  vipLevelUpSatang: satang('vip_level_up_satang').notNull().default(0n),
  vipBirthdaySatang: satang('vip_birthday_satang').notNull().default(0n),
  /* Issue 31's lucky wheel and daily check-in (0060, decision 73). */
  wheelSatang: satang('wheel_satang').notNull().default(0n),
  checkinSatang: satang('checkin_satang').notNull().default(0n),
  computedAt: createdAt(),
};

/** One closed Bangkok day (YYYY-MM-DD) of the ledger: counts and satang, summable over a period. */
export const reportDays = pgTable('report_days', { day: text('day').primaryKey(), ...figures });

/**
 * One closed hour (YYYY-MM-DDTHH, Bangkok) of a day that is not closed yet: today's figures are its
 * closed hours plus the current hour read live, so the live read stays small however busy the day.
 */
export const reportHours = pgTable('report_hours', { hour: text('hour').primaryKey(), ...figures });

/** The members who bet on a closed day: a period's active players are the distinct members of its days. */
export const reportDayPlayers = pgTable(
  'report_day_players',
  {
    day: text('day').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.memberId] })],
);

/** The members who bet in a closed hour of a day not closed yet. */
export const reportHourPlayers = pgTable(
  'report_hour_players',
  {
    hour: text('hour').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.memberId] })],
);
