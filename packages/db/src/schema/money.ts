import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, satang } from './columns';
import { staffAccounts } from './backoffice';
import { members } from './members';
import { promotions } from './promotions';

/* The money: the double-entry ledger, deposit and withdraw requests, incoming bank statement lines. */

/**
 * Ledger accounts (DESIGN.md §3). A member has a wallet and a withdrawal hold; the operator has one
 * account per company bank account, expense accounts and one per game provider. Every account keeps
 * its balance as a cache of its postings, updated in the same transaction. Accounts that must never go
 * below zero (wallets, holds, suspense) keep it here, guarded by the database. Accounts that stand for
 * the outside world (allow_negative) guard nothing and take part in every member's transactions, so one
 * row would make every bet at a provider queue on it: their cache is spread over `ledger_balance_slots`
 * and this column is NULL (docs/decisions/0008-balance-slots.md).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stable name, e.g. `member:42:wallet`, `company-bank:1`, `expense:promotion`. */
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    balanceSatang: satang('balance_satang'),
    allowNegative: boolean('allow_negative').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_accounts_member_idx').on(table.memberId),
    check(
      'ledger_accounts_balance_cached_and_not_negative',
      sql`(${table.allowNegative} and ${table.balanceSatang} is null) or (not ${table.allowNegative} and ${table.balanceSatang} is not null and ${table.balanceSatang} >= 0)`,
    ),
  ],
);

/**
 * The cached balance of an outside-world account, in slots: each posting adds to one slot, chosen at
 * random, so concurrent transactions rarely wait for each other; the balance is the sum of the slots.
 */
export const ledgerBalanceSlots = pgTable(
  'ledger_balance_slots',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    slot: smallint('slot').notNull(),
    balanceSatang: satang('balance_satang').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.slot] })],
);

/**
 * One business event that moves money; append-only (a trigger refuses UPDATE and DELETE). The index
 * on `created_at` finds a day's transactions for the dashboard and the reports (decision 15): new
 * rows always land at its right edge, one more B-tree insert per transaction. A BRIN index was
 * tried first: it is lossy wherever rows were not written in time order (a bulk import, the large
 * seed), and read 100,000 rows to find today's 9,000.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    eventType: text('event_type').notNull(),
    /** SHA-256 of the inputs: the same key with other inputs is refused. */
    inputHash: text('input_hash').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('ledger_transactions_created_idx').on(table.createdAt)],
);

/** The legs of a ledger transaction; they sum to zero (checked at commit by a constraint trigger). */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountSatang: satang('amount_satang').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_postings_transaction_idx').on(table.transactionId),
    index('ledger_postings_account_idx').on(table.accountId, table.id),
  ],
);

/**
 * Deposit and withdraw requests (spec §3 pending and completed requests). A member has at most one
 * pending request (partial unique index), and two pending deposits to one company account never
 * share an amount, so that an incoming transfer matches at most one of them.
 */
export const moneyRequests = pgTable(
  'money_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    type: text('type', { enum: ['deposit', 'withdraw'] }).notNull(),
    status: text('status', { enum: ['pending', 'completed', 'cancelled', 'expired', 'rejected'] }).notNull(),
    /**
     * What the member transfers (deposit; may carry added satang to be unique) or withdraws. A deposit
     * an operator completed with a transfer of another amount holds what was received.
     */
    amountSatang: satang('amount_satang').notNull(),
    /** Deposit completed by an operator with another amount: the amount it expected. Null otherwise. */
    expectedAmountSatang: satang('expected_amount_satang'),
    /** What the member asked for, before satang were added. */
    requestedAmountSatang: satang('requested_amount_satang').notNull(),
    bonusSatang: satang('bonus_satang')
      .notNull()
      .default(sql`0`),
    ref: text('ref').notNull().unique(),
    method: text('method', { enum: ['bank', 'qr', 'payout'] }).notNull(),
    /** Deposit: the company account (by number) the member pays into. */
    companyAccountNumber: text('company_account_number'),
    promotionId: bigint('promotion_id', { mode: 'number' }).references(() => promotions.id),
    /** QR deposit: the PromptPay payload and its PNG, base64. */
    qrPayload: text('qr_payload'),
    qrImage: text('qr_image'),
    /** Withdraw: the member's bank account at the time of the request. */
    memberBank: text('member_bank'),
    memberAccountNumber: text('member_account_number'),
    expiresAt: moment('expires_at'),
    completedAt: moment('completed_at'),
    deletedCause: text('deleted_cause'),
    deletedAt: moment('deleted_at'),
    /** Withdraw: the operator's transfer reference. */
    bankRef: text('bank_ref'),
    /**
     * Withdraw above the second-approval amount: the staff member who approved first (with the
     * reference). The request stays pending until a different staff member pays it (four eyes).
     */
    firstApprovedByStaffId: bigint('first_approved_by_staff_id', { mode: 'number' }),
    firstApprovedAt: moment('first_approved_at'),
    /**
     * A pending withdrawal or deposit a staff member is working (issue 30), so that two do not; another
     * staff member decides or credits it only after taking the claim over. A claim older than 15
     * minutes has lapsed.
     */
    claimedByStaffId: bigint('claimed_by_staff_id', { mode: 'number' }),
    claimedAt: moment('claimed_at'),
    statementLineId: bigint('statement_line_id', { mode: 'number' }),
    /** Deposit: the client address it was made from (pending deposits are limited per address). */
    clientAddress: text('client_address'),
    /** Withdraw: `automatic_payout` when the automatic rules approved it (decision 51). */
    decidedByRule: text('decided_by_rule'),
    /** Withdraw: why the automatic rules sent it to a person (`first_withdrawal` …), null otherwise. */
    manualReason: text('manual_reason'),
    /** Withdraw: when the automatic rules looked at it; null until they have. */
    rulesCheckedAt: moment('rules_checked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('money_requests_one_pending_per_member')
      .on(table.memberId)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('money_requests_unique_pending_deposit_amount')
      .on(table.companyAccountNumber, table.amountSatang)
      .where(sql`${table.status} = 'pending' and ${table.type} = 'deposit'`),
    index('money_requests_pending_deposit_address_idx')
      .on(table.clientAddress)
      .where(sql`${table.status} = 'pending' and ${table.type} = 'deposit'`),
    index('money_requests_member_idx').on(table.memberId, table.createdAt),
    // A withdrawal by any part of the account it goes to (decision 64).
    index('money_requests_account_number_trgm_idx').using(
      'gin',
      sql`${table.memberAccountNumber} gin_trgm_ops`,
    ),
    index('money_requests_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    index('money_requests_company_account_completed_idx')
      .on(table.companyAccountNumber, table.completedAt)
      .where(sql`${table.type} = 'deposit' and ${table.status} = 'completed'`),
    index('money_requests_rules_unchecked_idx')
      .on(table.createdAt)
      .where(
        sql`${table.status} = 'pending' and ${table.type} = 'withdraw' and ${table.rulesCheckedAt} is null`,
      ),
  ],
);

/**
 * A withdrawal's payout order to the payout agent (decision 51): one per withdrawal for ever, its id
 * the agent's idempotency key. `sending` until the agent accepted it (a timeout or a 5xx leaves it
 * so: unknown, never failed), `accepted` until it reports, then `paid` or `failed`. Only `failed`
 * returns the held amount.
 */
export const payoutOrders = pgTable(
  'payout_orders',
  {
    id: text('id').primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => moneyRequests.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amountSatang: satang('amount_satang').notNull(),
    toBank: text('to_bank').notNull(),
    toAccountNumber: text('to_account_number').notNull(),
    toName: text('to_name').notNull(),
    fromAccountNumber: text('from_account_number'),
    /** `held`: its account was frozen before it was sent and no other could pay it (decision 52). */
    status: text('status', { enum: ['sending', 'accepted', 'paid', 'failed', 'held'] }).notNull(),
    /** The staff member whose approval made it; null when the automatic rules did. */
    approvedByStaffId: bigint('approved_by_staff_id', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    /** When the job next sends it again (`sending`) or asks the agent about it (`accepted`). */
    nextAttemptAt: moment('next_attempt_at').notNull(),
    lastError: text('last_error'),
    acceptedAt: moment('accepted_at'),
    outcomeAt: moment('outcome_at'),
    bankRef: text('bank_ref'),
    reason: text('reason'),
    /** Staff who settled a stuck order by hand; above the two-person amount, the first of two. */
    settledByStaffId: bigint('settled_by_staff_id', { mode: 'number' }),
    firstSettledByStaffId: bigint('first_settled_by_staff_id', { mode: 'number' }),
    firstSettledRef: text('first_settled_ref'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('payout_orders_one_per_withdrawal').on(table.requestId),
    check(
      'payout_orders_status_check',
      sql`${table.status} in ('sending', 'accepted', 'paid', 'failed', 'held')`,
    ),
    check('payout_orders_amount_positive', sql`${table.amountSatang} > 0`),
    index('payout_orders_open_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('sending', 'accepted')`),
    index('payout_orders_from_account_idx').on(table.fromAccountNumber, table.createdAt),
  ],
);

/** Incoming transfers reported by a bank statement reader or SMS forwarder; each applied once. */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The sender's id of the line: a replay with the same id is the same line. */
    externalId: text('external_id').notNull().unique(),
    accountNumber: text('account_number').notNull(),
    amountSatang: satang('amount_satang').notNull(),
    occurredAt: moment('occurred_at').notNull(),
    fromBank: text('from_bank'),
    fromAccount: text('from_account'),
    fromName: text('from_name'),
    /**
     * `refunded`: an operator sent an unmatched transfer back to its sender (`refundRef`).
     * `duplicate`: another source reported this transfer first (`twinOf`); it moved no money.
     */
    status: text('status', { enum: ['matched', 'unmatched', 'credited', 'refunded', 'duplicate'] }).notNull(),
    /** Who reported the line: the bank statement webhook, a member's slip, or (later) a bank message. */
    source: text('source', { enum: ['webhook', 'slip', 'bank_message'] })
      .notNull()
      .default('webhook'),
    /** A slip's line: the member who attached it (only that member's deposit is completed). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** A duplicate: the line of the same transfer reported first (at most one twin per line). */
    twinOf: bigint('twin_of', { mode: 'number' }).references((): AnyPgColumn => bankStatementLines.id),
    requestId: bigint('request_id', { mode: 'number' }).references(() => moneyRequests.id),
    /** Why the line did not match automatically, for the operator. */
    unmatchedReason: text('unmatched_reason'),
    resolvedAt: moment('resolved_at'),
    /** The bank reference of the transfer that returned a refunded line to its sender. */
    refundRef: text('refund_ref'),
    /** The staff member who matched or refunded the line by hand; null when it matched itself. */
    resolvedByStaffId: bigint('resolved_by_staff_id', { mode: 'number' }),
    /**
     * An unmatched line a staff member is working (issue 30, decision 68), so that two do not; another
     * staff member matches it only after taking the claim over. A claim older than 15 minutes has lapsed.
     */
    claimedByStaffId: bigint('claimed_by_staff_id', { mode: 'number' }),
    claimedAt: moment('claimed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('bank_statement_lines_status_idx').on(table.status, table.createdAt),
    index('bank_statement_lines_resolved_by_idx')
      .on(table.resolvedByStaffId)
      .where(sql`${table.resolvedByStaffId} is not null`),
    // Any part of a sender's account number, as printed (`xxx-x-x1234-x`): a trigram index on its
    // digits (pg_trgm, decisions 64 and 68; `fromAccountDigits`).
    index('bank_statement_lines_from_account_trgm_idx').using(
      'gin',
      sql`(regexp_replace(${table.fromAccount}, '[^0-9]', '', 'g')) gin_trgm_ops`,
    ),
    uniqueIndex('bank_statement_lines_one_twin')
      .on(table.twinOf)
      .where(sql`${table.twinOf} is not null`),
    index('bank_statement_lines_transfer_idx').on(table.accountNumber, table.amountSatang, table.occurredAt),
  ],
);

/**
 * A transfer slip a member attached (issue 26, decision 48): the image (stored by its hash, like
 * uploads, in DATA_DIR/slips), the mini-QR's sending bank and transaction reference — unique for
 * ever, so one slip is used once —, what the verifier said, and what became of it: `verifying`
 * (the verifier said pending: asked again until `nextAttemptAt`), `credited` (its statement line
 * credited a deposit), `attached` (another source reported the transfer first: its line is a
 * duplicate), `held` (for staff) or `refused` (`refusalCode`).
 */
export const depositSlips = pgTable(
  'deposit_slips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: bigint('request_id', { mode: 'number' }).references(() => moneyRequests.id),
    /** Null for a slip whose QR the member's camera read (sent as text, no image). */
    imageName: text('image_name'),
    /** When the image was deleted after SLIP_IMAGE_RETENTION_DAYS (the row is kept for ever). */
    imageDeletedAt: moment('image_deleted_at'),
    sendingBank: text('sending_bank').notNull(),
    transRef: text('trans_ref').notNull(),
    /** The mini-QR's text, what the verifier is asked again while the slip waits. */
    qrText: text('qr_text').notNull(),
    verification: jsonb('verification'),
    status: text('status', { enum: ['verifying', 'credited', 'attached', 'held', 'refused'] }).notNull(),
    refusalCode: text('refusal_code'),
    statementLineId: bigint('statement_line_id', { mode: 'number' }).references(() => bankStatementLines.id),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at'),
    /** A held slip staff credited or refused: who, when, and the reason given for a refusal. */
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffAccounts.id),
    decidedAt: moment('decided_at'),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('deposit_slips_status_idx').on(table.status, table.createdAt),
    unique('deposit_slips_transfer_unique').on(table.sendingBank, table.transRef),
    index('deposit_slips_waiting_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'verifying'`),
    index('deposit_slips_member_idx').on(table.memberId, table.id),
  ],
);
