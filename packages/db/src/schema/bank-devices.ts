import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, satang } from './columns';
import { bankStatementLines } from './money';

/* The company phones that forward the bank's SMS and app notifications (issue 25, decision 47). */

/** A phone: its forwarder apps post to its own addresses, signed with its secret. */
export const bankDevices = pgTable('bank_devices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  /** The signing secret, sealed like the staff's TOTP secrets (AES-256-GCM with STAFF_TOTP_KEY). */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  /** The last authentic post (a message or a ping). */
  lastMessageAt: moment('last_message_at'),
  /** When the quiet alert of the current quiet spell was raised; cleared by the next post. */
  quietAlertedAt: moment('quiet_alerted_at'),
});

/**
 * Every message a device forwarded, stored before it is read (never dropped). `dedupe_key` is unique:
 * the same message forwarded twice is one row. An incoming transfer names its statement line by
 * `line_external_id` (`bank_message_transfer_key`, the SMS and the notification of one transfer share it).
 */
export const bankMessages = pgTable(
  'bank_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: bigint('device_id', { mode: 'number' })
      .notNull()
      .references(() => bankDevices.id),
    protocol: text('protocol').notNull(),
    sender: text('sender').notNull(),
    /** The text; null once the retention job removed it (BANK_MESSAGE_RETENTION_DAYS). */
    text: text('text'),
    receivedAt: moment('received_at').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    bank: text('bank'),
    amountSatang: satang('amount_satang'),
    occurredAt: moment('occurred_at'),
    accountDigits: text('account_digits'),
    fromBank: text('from_bank'),
    fromAccount: text('from_account'),
    fromName: text('from_name'),
    balanceAfterSatang: satang('balance_after_satang'),
    outcome: text('outcome').notNull(),
    /** The company account the digits matched (exactly one). */
    accountNumber: text('account_number'),
    lineExternalId: text('line_external_id'),
    statementLineId: bigint('statement_line_id', { mode: 'number' }).references(() => bankStatementLines.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_messages_dedupe_key_unique').on(table.dedupeKey),
    index('bank_messages_device_created_idx').on(table.deviceId, table.createdAt),
    index('bank_messages_account_occurred_idx')
      .on(table.accountNumber, table.occurredAt)
      .where(sql`${table.accountNumber} IS NOT NULL`),
  ],
);

/** The SmsForwarder `sign` values seen: a second post with one is a replay, refused. */
export const bankDeviceSigns = pgTable(
  'bank_device_signs',
  {
    deviceId: bigint('device_id', { mode: 'number' })
      .notNull()
      .references(() => bankDevices.id),
    sign: text('sign').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('bank_device_signs_unique').on(table.deviceId, table.sign)],
);

/**
 * The transfers the messages told, one per (account, amount, minute, ordinal): the SMS and the app
 * notification of one transfer claim one row (`bank_message_transfer_key`), whose external id is the
 * statement line's.
 */
export const bankMessageTransfers = pgTable(
  'bank_message_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountNumber: text('account_number').notNull(),
    amountSatang: satang('amount_satang').notNull(),
    minute: moment('minute').notNull(),
    ordinal: bigint('ordinal', { mode: 'number' }).notNull(),
    balanceAfterSatang: satang('balance_after_satang'),
    externalId: text('external_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_message_transfers_slot_unique').on(
      table.accountNumber,
      table.amountSatang,
      table.minute,
      table.ordinal,
    ),
    uniqueIndex('bank_message_transfers_external_id_unique').on(table.externalId),
  ],
);

/** A balance jump the messages in between do not explain: a message was missed (an alert was raised). */
export const bankMessageGaps = pgTable(
  'bank_message_gaps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountNumber: text('account_number').notNull(),
    deviceId: bigint('device_id', { mode: 'number' })
      .notNull()
      .references(() => bankDevices.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => bankMessages.id),
    previousBalanceSatang: satang('previous_balance_satang').notNull(),
    reportedBalanceSatang: satang('reported_balance_satang').notNull(),
    unexplainedSatang: satang('unexplained_satang').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('bank_message_gaps_message_unique').on(table.messageId)],
);
