import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, satang } from './columns';
import { members } from './members';
import { memberPromotions } from './bonuses';

/* Affiliates: advertising partners, reached by their link key; the postbacks of first deposits; commission plans and statements. */

/** A tier of a commission plan: from this many active players in the period, this rate. */
export interface AffiliatePlanTier {
  min_active_players: number;
  rate_bp: number;
}

/** How an affiliate's commission is worked out (decision 61). */
export const affiliatePlans = pgTable('affiliate_plans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull().unique(),
  basis: text('basis', { enum: ['ngr', 'turnover'] }).notNull(),
  period: text('period', { enum: ['monthly', 'weekly'] }).notNull(),
  rateBp: integer('rate_bp').notNull(),
  tiers: jsonb('tiers').$type<AffiliatePlanTier[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Marketing partners (separate from member referrals), reached by their affiliate key. */
export const affiliates = pgTable('affiliates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  username: text('username').notNull(),
  line: text('line'),
  active: boolean('active').notNull().default(true),
  /** The member who is this affiliate: sees the partner page and is credited the commission. */
  memberId: bigint('member_id', { mode: 'number' })
    .unique()
    .references(() => members.id),
  planId: bigint('plan_id', { mode: 'number' }).references(() => affiliatePlans.id),
  /** The plan applies to the periods that start on or after this Bangkok date. */
  commissionFrom: date('commission_from', { mode: 'string' }),
  createdAt: createdAt(),
});

/** One affiliate's closed period: its figures, the carried negative NGR and the commission paid. */
export const affiliateStatements = pgTable(
  'affiliate_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    affiliateId: bigint('affiliate_id', { mode: 'number' })
      .notNull()
      .references(() => affiliates.id),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => affiliatePlans.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** Exclusive: the Bangkok date the next period starts. */
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull(),
    registrations: integer('registrations').notNull(),
    firstDeposits: integer('first_deposits').notNull(),
    activePlayers: integer('active_players').notNull(),
    turnoverSatang: satang('turnover_satang').notNull(),
    winsSatang: satang('wins_satang').notNull(),
    bonusSatang: satang('bonus_satang').notNull(),
    ngrSatang: satang('ngr_satang').notNull(),
    carriedInSatang: satang('carried_in_satang').notNull(),
    carriedOutSatang: satang('carried_out_satang').notNull(),
    basis: text('basis', { enum: ['ngr', 'turnover'] }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    commissionSatang: satang('commission_satang').notNull(),
    status: text('status', { enum: ['paid', 'held', 'nothing_due'] }).notNull(),
    heldReason: text('held_reason'),
    memberPromotionId: bigint('member_promotion_id', { mode: 'number' }).references(
      () => memberPromotions.id,
    ),
    paidAt: moment('paid_at'),
    closedAt: moment('closed_at').notNull(),
  },
  (table) => [unique('affiliate_statements_once').on(table.affiliateId, table.periodStart)],
);

/** The advertising postback of a member's first confirmed deposit: sent once, retried on failure. */
export const postbacks = pgTable('postbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => members.id),
  clickId: text('click_id').notNull(),
  revenueSatang: satang('revenue_satang').notNull(),
  status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: moment('next_attempt_at').notNull(),
  lastError: text('last_error'),
  sentAt: moment('sent_at'),
  createdAt: createdAt(),
});
