import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, satang } from './columns';
import { members } from './members';

/* Games: the catalogue, launches and sessions at the aggregators, wallet callbacks, turnover, credit checks, banner clicks. */

/** An aggregator's studios (Hub88's `product`): the lobby's studio filter; operators switch them on or off. */
export const gameStudios = pgTable(
  'game_studios',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('game_studios_provider_code_unique').on(table.provider, table.code)],
);

/**
 * The games catalogue: what the lobby shows, per aggregator (migration 0041, decision 54). What the
 * aggregator tells (studio, RTP, volatility, platforms, demo, release date, `available`) is written
 * by the catalogue job; what operators decide (`active`, `sort_order`, `featured`) is never
 * overwritten by it, nor a name, category or artwork staff edited (`staff_fields`, migration 0049).
 * `popularity`: our own rounds of the last 7 days.
 */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    category: text('category', { enum: ['slot', 'live', 'casino', 'fish', 'lottery'] }).notNull(),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    studioId: bigint('studio_id', { mode: 'number' }).references(() => gameStudios.id),
    /** Return to player in percent (96.50), as the aggregator gives it. */
    rtp: numeric('rtp', { precision: 5, scale: 2 }),
    volatility: text('volatility'),
    mobile: boolean('mobile').notNull().default(true),
    desktop: boolean('desktop').notNull().default(true),
    /** The aggregator offers trial play of it. */
    demo: boolean('demo').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    /** False once the aggregator no longer lists it. */
    available: boolean('available').notNull().default(true),
    releasedAt: moment('released_at'),
    syncedAt: moment('synced_at'),
    popularity: integer('popularity').notNull().default(0),
    /** The aggregator's columns staff edited in the console (name_th, category …): the sync keeps them. */
    staffFields: text('staff_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The three names in lower case, for the lobby's search (migration 0042). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(name_th || ' ' || name_en || ' ' || name_cn)`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('games_provider_code_unique').on(table.provider, table.code),
    index('games_lobby_idx')
      .on(table.category, table.sortOrder, table.id)
      .where(sql`${table.active} and ${table.available}`),
    index('games_studio_idx').on(table.studioId),
  ],
);

/** A member's favourite games (the lobby's heart). */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

/** One-time tokens in game URLs; the aggregator trades one for a player session. */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    language: text('language').notNull(),
    mobile: boolean('mobile').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('game_launches_member_idx').on(table.memberId, table.createdAt)],
);

/**
 * A player's session at an aggregator: the player token of the wallet callbacks. A password change
 * ends it by moving `expires_at` to that moment (core/auth/tokens.ts revokeMemberTokens).
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    provider: text('provider').notNull(),
    gameCode: text('game_code').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('game_sessions_member_idx').on(table.memberId)],
);

/**
 * Every wallet callback that moves (or was asked to move) money, once per aggregator transaction id.
 * The stored answer is what a replay gets.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: ['bet', 'win', 'rollback'] }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code'),
    amountSatang: satang('amount_satang').notNull(),
    referenceTransactionId: text('reference_transaction_id'),
    /** applied, refused (e.g. insufficient funds), rolled_back (a bet later cancelled) or noop. */
    status: text('status', { enum: ['applied', 'refused', 'rolled_back', 'noop'] }).notNull(),
    answerStatus: text('answer_status').notNull(),
    balanceAfterSatang: satang('balance_after_satang').notNull(),
    /** Player protection's reason of a refused bet (loss_limit_reached, timed_out, …), for replays. */
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('game_transactions_provider_tx_unique').on(table.provider, table.transactionId),
    index('game_transactions_member_idx').on(table.memberId, table.createdAt),
    // The loss-limit check sums a member's applied bets and wins of the last 30 days at every bet
    // (responsible-gaming/loss-limits.ts): from the index alone, without reading the table's rows.
    index('game_transactions_member_loss_idx')
      .on(table.memberId, table.createdAt, table.kind, table.amountSatang)
      .where(sql`${table.status} = 'applied'`),
    // A bet looks for a rollback that came before it (place-bet.ts).
    index('game_transactions_rollback_reference_idx')
      .on(table.provider, table.referenceTransactionId)
      .where(sql`${table.kind} = 'rollback'`),
  ],
);

/** Running total of a member's bets (turnover); promotions read it. */
export const memberTurnover = pgTable('member_turnover', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  betTotalSatang: satang('bet_total_satang')
    .notNull()
    .default(sql`0`),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** Credit checks asked for by members (spec §4.4): running until finished_at is set. */
export const creditChecks = pgTable('credit_checks', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  startedAt: moment('started_at').notNull(),
  finishedAt: moment('finished_at'),
});

/** Clicks on game banners in the lobby (spec §3 banner click record), kept in our own database. */
export const bannerClicks = pgTable('banner_clicks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
  phone: text('phone'),
  gameId: text('game_id').notNull(),
  gameName: text('game_name').notNull(),
  clickedAt: moment('clicked_at').notNull(),
  createdAt: createdAt(),
});
