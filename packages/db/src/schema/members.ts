import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { staffAccounts } from './backoffice';

/* Members and how they get in: registration, tokens, one-time codes, login attempts, password resets, the development SMS outbox. */

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull().unique(),
    /** The customer id; empty until the first deposit (spec §3). */
    username: text('username').unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    /** Lower-case bank code (DESIGN.md §6). */
    bank: text('bank'),
    accountNumber: text('account_number'),
    line: text('line'),
    /** YYYY-MM-DD (Gregorian), asked at registration since issue 13; empty for older members. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    referralKey: text('referral_key').notNull().unique(),
    referrerId: bigint('referrer_id', { mode: 'number' }),
    affiliateKey: text('affiliate_key'),
    clickId: text('click_id'),
    paymentGatewayStatus: boolean('payment_gateway_status').notNull().default(false),
    /** Locked by staff: the member cannot log in, launch a game, bet or request money. */
    lockedAt: moment('locked_at'),
    lockReason: text('lock_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('members_bank_account_unique').on(table.bank, table.accountNumber),
    // The back office's member search: prefixes of phone, customer id, account number and name.
    index('members_phone_prefix_idx').using('btree', table.phone.op('text_pattern_ops')),
    index('members_username_prefix_idx').using('btree', table.username.op('text_pattern_ops')),
    index('members_account_number_prefix_idx').using('btree', table.accountNumber.op('text_pattern_ops')),
    index('members_name_prefix_idx').using('btree', sql`lower(${table.name}) text_pattern_ops`),
    // Any part of a phone or account number (`like '%1234%'`): trigram indexes (pg_trgm, decision 64).
    index('members_phone_trgm_idx').using('gin', sql`${table.phone} gin_trgm_ops`),
    index('members_account_number_trgm_idx').using('gin', sql`${table.accountNumber} gin_trgm_ops`),
    // The referral downline on the member page.
    index('members_referrer_idx').on(table.referrerId),
  ],
);

/** A registration between the verified OTP and the bank step; the member row is made at the end. */
export const registrations = pgTable(
  'registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash'),
    affiliateKey: text('affiliate_key'),
    referralKey: text('referral_key'),
    clickId: text('click_id'),
    verifiedAt: moment('verified_at'),
    completedAt: moment('completed_at'),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('registrations_phone_idx').on(table.phone, table.createdAt)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes; revocation is a timestamp. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['access', 'registration', 'staff', 'stream'] }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    registrationId: bigint('registration_id', { mode: 'number' }).references(() => registrations.id),
    /** The access token a stream ticket was traded for: revoking that one revokes the ticket. */
    parentTokenId: bigint('parent_token_id', { mode: 'number' }).references((): AnyPgColumn => authTokens.id),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    /** When a single-use token (a stream ticket) was used. */
    usedAt: moment('used_at'),
    /** The last authenticated call with a staff token, for its idle expiry (written once a minute). */
    lastUsedAt: moment('last_used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_tokens_member_idx').on(table.memberId),
    index('auth_tokens_parent_idx')
      .on(table.parentTokenId)
      .where(sql`${table.parentTokenId} is not null`),
  ],
);

/** One-time codes sent by SMS; the code itself is stored hashed. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset', 'login'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
    /** The address that asked for the code: SMS are limited per address too (issue 9). */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (table) => [
    index('otp_challenges_phone_idx').on(table.phone, table.purpose, table.createdAt),
    index('otp_challenges_address_idx').on(table.clientAddress, table.createdAt),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    succeeded: boolean('succeeded').notNull(),
    /** The address the attempt came from: failures are limited per account and address (issue 9). */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_attempts_phone_idx').on(table.phone, table.createdAt),
    index('login_attempts_address_idx').on(table.clientAddress, table.createdAt),
  ],
);

/** A forgotten-password flow: start → OTP confirmed → new password. */
export const passwordResets = pgTable('password_resets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  tokenHash: text('token_hash').notNull().unique(),
  otpChallengeId: bigint('otp_challenge_id', { mode: 'number' }).references(() => otpChallenges.id),
  otpVerifiedAt: moment('otp_verified_at'),
  completedAt: moment('completed_at'),
  expiresAt: moment('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Messages the console SMS sender has "sent", readable in development (never with a real sender). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sms_outbox_phone_idx').on(table.phone, table.createdAt)],
);
