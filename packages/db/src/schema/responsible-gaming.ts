import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment, satang } from './columns';
import { members } from './members';

/*
 * Player protection (issue 13): the limits a member sets on themselves, the changes waiting for
 * their 24 hours and confirmation, and the history of every change (docs/decisions/0019).
 */

/** The kinds of limit: deposits and losses, each per rolling day, week and month. */
/** What a change of a limit was: one list for `player_limit_changes` and `play_time_changes`. */
export const limitChanges = [
  'set',
  'decreased',
  'increase_requested',
  'removal_requested',
  'increased',
  'removed',
  'pending_withdrawn',
] as const;

export const playerLimitKinds = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
] as const;
export type PlayerLimitKind = (typeof playerLimitKinds)[number];

/**
 * A member's limit of one kind. `amount_satang` is the limit in force (null: none). A raise or a
 * removal waits: `pending_requested_at` is set, `pending_amount_satang` holds the new limit (null: the
 * limit is to be removed), and the member may confirm it from `pending_confirmable_at` (24 hours later).
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: playerLimitKinds }).notNull(),
    amountSatang: satang('amount_satang'),
    pendingAmountSatang: satang('pending_amount_satang'),
    pendingRequestedAt: moment('pending_requested_at'),
    pendingConfirmableAt: moment('pending_confirmable_at'),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind] }),
    check('player_limits_amount_positive', sql`${table.amountSatang} is null or ${table.amountSatang} > 0`),
    check(
      'player_limits_pending_amount_positive',
      sql`${table.pendingAmountSatang} is null or ${table.pendingAmountSatang} > 0`,
    ),
    check(
      'player_limits_pending_complete',
      sql`(${table.pendingRequestedAt} is null) = (${table.pendingConfirmableAt} is null)`,
    ),
  ],
);

/**
 * Every change of a member's limits, append-only: `change` says what happened (`set` a first limit,
 * `decreased`, `increase_requested`, `removal_requested`, `increased`, `removed` after confirmation,
 * `pending_withdrawn` when the member took a waiting change back), with the amounts before and after.
 */
export const playerLimitChanges = pgTable(
  'player_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: playerLimitKinds }).notNull(),
    change: text('change', {
      enum: limitChanges,
    }).notNull(),
    fromSatang: satang('from_satang'),
    toSatang: satang('to_satang'),
    at: moment('at').notNull(),
  },
  (table) => [index('player_limit_changes_member_idx').on(table.memberId, table.id)],
);

/**
 * A member's time-out, self-exclusion and closure (issue 13, decision 23): one row per member who
 * ever used one. A time-out ends at `time_out_until`. A self-exclusion ends at `self_excluded_until`,
 * and the account then stays shut until the member asks to return (`return_requested_at`) and
 * `returns_at` (24 hours later) has passed. `closed_at`: the member closed the account for good.
 */
export const accountRestrictions = pgTable('account_restrictions', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  timeOutUntil: moment('time_out_until'),
  selfExcludedUntil: moment('self_excluded_until'),
  returnRequestedAt: moment('return_requested_at'),
  returnsAt: moment('returns_at'),
  closedAt: moment('closed_at'),
  updatedAt: moment('updated_at').notNull(),
});

export const accountRestrictionKinds = ['time_out', 'self_exclusion', 'return', 'closure'] as const;
export type AccountRestrictionKind = (typeof accountRestrictionKinds)[number];

/**
 * Every time-out, self-exclusion, return request and closure, append-only: `change` is `set` (a new
 * one), `increased` (a longer one extended it) or `requested` (the return), with the time it lasts
 * until (`until`; the return: when the account opens again; a closure: null).
 */
export const accountRestrictionChanges = pgTable(
  'account_restriction_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: accountRestrictionKinds }).notNull(),
    change: text('change', { enum: ['set', 'increased', 'requested'] }).notNull(),
    until: moment('until'),
    at: moment('at').notNull(),
  },
  (table) => [index('account_restriction_changes_member_idx').on(table.memberId, table.id)],
);
