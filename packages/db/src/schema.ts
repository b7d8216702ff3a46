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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money is integer satang (DESIGN.md §3). */
const satang = (name: string) => bigint(name, { mode: 'bigint' });

/** Key/value site settings: site info, PromptPay id, limits. Values are JSON. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** The operator's own bank accounts that members transfer deposits into. */
export const companyBankAccounts = pgTable('company_bank_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bank: text('bank').notNull(),
  accountNumber: text('account_number').notNull().unique(),
  accountName: text('account_name').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const promotions = pgTable('promotions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  bonusMaxSatang: satang('bonus_max_satang')
    .notNull()
    .default(sql`0`),
  bonusFixedSatang: satang('bonus_fixed_satang')
    .notNull()
    .default(sql`0`),
  /** Percent in basis points (1000 = 10%), so that 12.5% stays an integer. */
  bonusPercentBasisPoints: integer('bonus_percent_bp').notNull().default(0),
  depositMinSatang: satang('deposit_min_satang')
    .notNull()
    .default(sql`0`),
  depositMaxSatang: satang('deposit_max_satang')
    .notNull()
    .default(sql`0`),
  /** Turnover multiplier in hundredths (500 = ×5). */
  turnoverMultiplierHundredths: integer('turnover_multiplier_hundredths').notNull().default(0),
  turnoverMaxSatang: satang('turnover_max_satang')
    .notNull()
    .default(sql`0`),
  imageUrl: text('image_url'),
  active: boolean('active').notNull().default(true),
  startsAt: moment('starts_at'),
  endsAt: moment('ends_at'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Activities (events) whose bonus a member can claim (issue 5 adds the eligibility engine). */
export const activities = pgTable('activities', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  bonusSatang: satang('bonus_satang').notNull(),
  ruleKind: text('rule_kind').notNull(),
  ruleParams: jsonb('rule_params').notNull().default({}),
  period: text('period').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const announcements = pgTable('announcements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  content: text('content').notNull(),
  imageUrl: text('image_url'),
  /** 0 hidden, 1 dismissible popup, 2 inline banner (spec §2.2). */
  active: smallint('active').notNull().default(0),
  createdAt: createdAt(),
});

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
    referralKey: text('referral_key').notNull().unique(),
    referrerId: bigint('referrer_id', { mode: 'number' }),
    affiliateKey: text('affiliate_key'),
    clickId: text('click_id'),
    paymentGatewayStatus: boolean('payment_gateway_status').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('members_bank_account_unique').on(table.bank, table.accountNumber)],
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

/** One business event that moves money; append-only (a trigger refuses UPDATE and DELETE). */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  eventType: text('event_type').notNull(),
  /** SHA-256 of the inputs: the same key with other inputs is refused. */
  inputHash: text('input_hash').notNull(),
  metadata: jsonb('metadata').notNull().default({}),
  createdAt: createdAt(),
});

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
    statementLineId: bigint('statement_line_id', { mode: 'number' }),
    /** Deposit: the client address it was made from (pending deposits are limited per address). */
    clientAddress: text('client_address'),
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
    index('money_requests_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
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
    status: text('status', { enum: ['matched', 'unmatched', 'credited'] }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }).references(() => moneyRequests.id),
    /** Why the line did not match automatically, for the operator. */
    unmatchedReason: text('unmatched_reason'),
    resolvedAt: moment('resolved_at'),
    createdAt: createdAt(),
  },
  (table) => [index('bank_statement_lines_status_idx').on(table.status, table.createdAt)],
);

export const staffAccounts = pgTable('staff_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** `owner`: the first account of a deployment (`npm run staff -- create`); issue 11 refines roles. */
  role: text('role', { enum: ['owner', 'admin', 'cashier'] }).notNull(),
  /** A one-time password set by the staff command: every staff call but the password change refuses. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: createdAt(),
});

/** Every staff action: who, what, on what, when. Append-only (a trigger refuses changes). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);

/** The games catalogue: what the lobby shows, per aggregator. */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    category: text('category', { enum: ['slot', 'casino', 'fish', 'lottery'] }).notNull(),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('games_provider_code_unique').on(table.provider, table.code)],
);

/** One-time tokens in game URLs; the aggregator trades one for a player session. */
export const gameLaunches = pgTable('game_launches', {
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
});

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
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('game_transactions_provider_tx_unique').on(table.provider, table.transactionId),
    index('game_transactions_member_idx').on(table.memberId, table.createdAt),
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

/**
 * A promotion a member took with a deposit: the bonus paid and the turnover the member must bet
 * before withdrawing. At most one is active per member.
 */
export const memberPromotions = pgTable(
  'member_promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => moneyRequests.id),
    depositSatang: satang('deposit_satang').notNull(),
    bonusSatang: satang('bonus_satang').notNull(),
    turnoverRequiredSatang: satang('turnover_required_satang').notNull(),
    /** The member's bet total when the promotion started: progress is counted from here. */
    turnoverStartSatang: satang('turnover_start_satang').notNull(),
    status: text('status', { enum: ['active', 'completed', 'cleared', 'cancelled'] }).notNull(),
    startedAt: moment('started_at').notNull(),
    endedAt: moment('ended_at'),
  },
  (table) => [
    uniqueIndex('member_promotions_one_active')
      .on(table.memberId)
      .where(sql`${table.status} = 'active'`),
  ],
);

/** Activity bonuses claimed: once per member, activity and period (a day or a week). */
export const activityClaims = pgTable(
  'activity_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id),
    periodKey: text('period_key').notNull(),
    bonusSatang: satang('bonus_satang').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('activity_claims_once_per_period').on(table.memberId, table.activityId, table.periodKey),
  ],
);

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

/** Marketing partners (separate from member referrals), reached by their affiliate key. */
export const affiliates = pgTable('affiliates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  username: text('username').notNull(),
  line: text('line'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

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
