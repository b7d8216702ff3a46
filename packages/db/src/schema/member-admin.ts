import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffAccounts } from './backoffice';
import { createdAt, moment, satang } from './columns';
import { members } from './members';
import { ledgerTransactions } from './money';

/*
 * What staff keep about members (issue 11): notes, tags, the bank accounts a member had before,
 * the member's logins (address, device), and manual adjustments of a wallet.
 */

/** A staff member's note on a member; append-only, newest first on the member page. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('member_notes_member_idx').on(table.memberId, table.id)],
);

/** A member's tags (e.g. `vip`, `watch`), set as a whole by staff. */
export const memberTags = pgTable(
  'member_tags',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    tag: text('tag').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.tag] }),
    index('member_tags_tag_idx').on(table.tag),
  ],
);

/** A bank account a member had before staff changed it: kept, never overwritten. */
export const memberBankAccountHistory = pgTable(
  'member_bank_account_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bank: text('bank'),
    accountNumber: text('account_number'),
    name: text('name'),
    replacedByStaffId: bigint('replaced_by_staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    replacedAt: moment('replaced_at').notNull(),
  },
  (table) => [
    index('member_bank_account_history_member_idx').on(table.memberId, table.id),
    // The player view's members linked by a former account number (decision 65).
    index('member_bank_account_history_account_idx').on(table.accountNumber),
  ],
);

/** Each successful member login: when, from which address and device (the member page's history). */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('member_logins_member_idx').on(table.memberId, table.id)],
);

/**
 * A manual credit or debit of a member's wallet by staff, against the staff-adjustment account.
 * Idempotent by the client's key (with a hash of the inputs); above the configured amount it waits
 * for a second, different staff member (`awaiting_approval`), who posts or rejects it. A reversal is
 * a new adjustment in the other direction that names the original: once only (unique index).
 */
export const staffAdjustments = pgTable(
  'staff_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    amountSatang: satang('amount_satang').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull(),
    status: text('status', { enum: ['awaiting_approval', 'posted', 'rejected'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    inputHash: text('input_hash').notNull(),
    createdByStaffId: bigint('created_by_staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    /** Who posted (second approval) or rejected a parked one; null for one posted at once. */
    decidedByStaffId: bigint('decided_by_staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    decidedAt: moment('decided_at'),
    rejectCause: text('reject_cause'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    reversesAdjustmentId: bigint('reverses_adjustment_id', { mode: 'number' }),
    /**
     * `bonus` (decision 59): a staff bonus, paid through bonus_grant with its turnover multiplier
     * instead of the staff-adjustment account; its member_promotions row once paid.
     */
    kind: text('kind', { enum: ['adjustment', 'bonus'] })
      .notNull()
      .default('adjustment'),
    turnoverMultiplierHundredths: integer('turnover_multiplier_hundredths'),
    memberPromotionId: bigint('member_promotion_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_adjustments_member_idx').on(table.memberId, table.id),
    index('staff_adjustments_status_idx').on(table.status, table.id),
    uniqueIndex('staff_adjustments_one_reversal')
      .on(table.reversesAdjustmentId)
      .where(sql`${table.reversesAdjustmentId} is not null`),
    check('staff_adjustments_amount_positive', sql`${table.amountSatang} > 0`),
  ],
);
