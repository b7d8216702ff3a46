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
import { moment, satang } from './columns';
import { members } from './members';

/* Cashback on losses and turnover rebate (issue 29, decision 60; migration 0046). */

export const cashbackKinds = ['cashback', 'rebate'] as const;

/** A programme edited in the console: what it counts, how much it pays and how. */
export const cashbackProgrammes = pgTable('cashback_programmes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: cashbackKinds }).notNull(),
  names: jsonb('names').$type<{ th: string; en: string; cn: string }>().notNull(),
  period: text('period', { enum: ['daily', 'weekly'] }).notNull(),
  /** ISO weekday a weekly period starts on at 00:00 Bangkok (1 Monday … 7 Sunday). */
  weekStartDay: smallint('week_start_day').notNull().default(1),
  /** Cashback: the share of the net loss paid, in basis points. */
  rateBp: integer('rate_bp').notNull().default(0),
  /** Rebate: the share of each category's turnover paid, in basis points. */
  categoryRatesBp: jsonb('category_rates_bp').$type<Record<string, number>>().notNull().default({}),
  categories: text('categories').array().notNull(),
  /** The least net loss (cashback) or turnover (rebate) of a period that pays anything. */
  minimumSatang: satang('minimum_satang').notNull().default(0n),
  maximumPayoutSatang: satang('maximum_payout_satang'),
  turnoverMultiplierHundredths: integer('turnover_multiplier_hundredths').notNull().default(0),
  claimMode: text('claim_mode', { enum: ['claim', 'auto'] }).notNull(),
  /** How long a claimable payout waits for its member after the period closes. */
  claimDays: smallint('claim_days').notNull().default(7),
  active: boolean('active').notNull().default(true),
  /** The first Bangkok day counted: its period is the first one closed (reset when switched on again). */
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** One closed period of a programme: once (its unique index is the lock two processes meet on). */
export const cashbackRuns = pgTable(
  'cashback_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    programmeId: bigint('programme_id', { mode: 'number' })
      .notNull()
      .references(() => cashbackProgrammes.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The day after the period's last day. */
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    members: integer('members').notNull().default(0),
    totalSatang: satang('total_satang').notNull().default(0n),
    ranAt: moment('ran_at').notNull(),
  },
  (table) => [
    uniqueIndex('cashback_runs_once_per_period').on(table.programmeId, table.periodStart),
    index('cashback_runs_ran_idx').on(table.ranAt),
  ],
);

/** A member's amount of a closed period: once per programme, period and member. */
export const cashbackPayouts = pgTable(
  'cashback_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => cashbackRuns.id),
    programmeId: bigint('programme_id', { mode: 'number' })
      .notNull()
      .references(() => cashbackProgrammes.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    betsSatang: satang('bets_satang').notNull(),
    winsSatang: satang('wins_satang').notNull(),
    basisSatang: satang('basis_satang').notNull(),
    amountSatang: satang('amount_satang').notNull(),
    status: text('status', { enum: ['claimable', 'paid', 'refused', 'reversed'] }).notNull(),
    /** A claimable payout's last moment; NULL for an automatic programme's. */
    expiresAt: moment('expires_at'),
    paidAt: moment('paid_at'),
    memberPromotionId: bigint('member_promotion_id', { mode: 'number' }),
    /** What the reversal took back: at most what the wallet held. */
    reversedSatang: satang('reversed_satang'),
    reversedAt: moment('reversed_at'),
    reversedByStaffId: bigint('reversed_by_staff_id', { mode: 'number' }),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('cashback_payouts_once_per_member').on(table.programmeId, table.periodStart, table.memberId),
    index('cashback_payouts_run_idx').on(table.runId, table.id),
    index('cashback_payouts_member_idx').on(table.memberId, table.id),
  ],
);
