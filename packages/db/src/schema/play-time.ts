import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { members } from './members';
import { limitChanges } from './responsible-gaming';

/*
 * Play time (issue 13): the member's reality-check interval and daily play-time limit, the play
 * sessions the member site keeps alive with heartbeats while a game is open, and the play time of
 * each Bangkok day (docs/decisions/0022-play-time.md).
 */

/**
 * A member's play-time settings. `daily_limit_minutes` is the limit in force (null: none). A raise or
 * a removal waits as the money limits do: `pending_requested_at` is set, `pending_daily_minutes` holds
 * the new limit (null: removal), confirmable from `pending_confirmable_at`.
 */
export const playTimeSettings = pgTable(
  'play_time_settings',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    realityCheckMinutes: integer('reality_check_minutes'),
    dailyLimitMinutes: integer('daily_limit_minutes'),
    pendingDailyMinutes: integer('pending_daily_minutes'),
    pendingRequestedAt: moment('pending_requested_at'),
    pendingConfirmableAt: moment('pending_confirmable_at'),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    check(
      'play_time_settings_reality_check_interval',
      sql`${table.realityCheckMinutes} is null or ${table.realityCheckMinutes} in (15, 30, 60, 120)`,
    ),
    check(
      'play_time_settings_daily_limit_range',
      sql`${table.dailyLimitMinutes} is null or ${table.dailyLimitMinutes} between 15 and 1440`,
    ),
    check(
      'play_time_settings_pending_range',
      sql`${table.pendingDailyMinutes} is null or ${table.pendingDailyMinutes} between 15 and 1440`,
    ),
    check(
      'play_time_settings_pending_complete',
      sql`(${table.pendingRequestedAt} is null) = (${table.pendingConfirmableAt} is null)`,
    ),
  ],
);

/** Every change of the play-time settings, append-only, in the words of `player_limit_changes`. */
export const playTimeChanges = pgTable(
  'play_time_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    setting: text('setting', { enum: ['play_time', 'reality_check'] }).notNull(),
    change: text('change', {
      enum: limitChanges,
    }).notNull(),
    fromMinutes: integer('from_minutes'),
    toMinutes: integer('to_minutes'),
    at: moment('at').notNull(),
  },
  (table) => [index('play_time_changes_member_idx').on(table.memberId, table.id)],
);

/**
 * A play session: from a game launch (or the first heartbeat) until the member ends it, the play
 * time limit ends it, or its heartbeats stop. At most one is open per member, whatever the number of
 * tabs and devices: every heartbeat of the member advances the same session, so time is never
 * counted twice. `played_seconds` is the time its heartbeats covered (each gap capped).
 */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    startedAt: moment('started_at').notNull(),
    lastBeatAt: moment('last_beat_at').notNull(),
    endedAt: moment('ended_at'),
    playedSeconds: integer('played_seconds').notNull().default(0),
  },
  (table) => [
    uniqueIndex('play_sessions_one_open')
      .on(table.memberId)
      .where(sql`${table.endedAt} is null`),
    index('play_sessions_member_idx').on(table.memberId, table.startedAt),
    check('play_sessions_played_not_negative', sql`${table.playedSeconds} >= 0`),
  ],
);

/** A member's play time of one Bangkok calendar day (midnight to midnight, UTC+7). */
export const playTimeDays = pgTable(
  'play_time_days',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    playedSeconds: integer('played_seconds').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    check('play_time_days_played_not_negative', sql`${table.playedSeconds} >= 0`),
  ],
);
