import { bigint, bigserial, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, satang } from './columns';
import { members } from './members';

/* Referral: members inviting friends (three levels), paid a weekly commission. */

/** A weekly referral summary that ran (its week ends on a Friday 00:00 Asia/Bangkok). */
export const referralSummaries = pgTable('referral_summaries', {
  weekEnd: text('week_end').primaryKey(),
  totalSatang: satang('total_satang').notNull(),
  ranAt: moment('ran_at').notNull(),
});

/** What each referrer earned from each downline member in a week, by level. */
export const referralBonuses = pgTable(
  'referral_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    weekEnd: text('week_end').notNull(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    level: smallint('level').notNull(),
    basisSatang: satang('basis_satang').notNull(),
    amountSatang: satang('amount_satang').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referral_bonuses_once_per_week').on(table.weekEnd, table.referrerId, table.memberId),
    index('referral_bonuses_referrer_idx').on(table.referrerId, table.weekEnd),
  ],
);
