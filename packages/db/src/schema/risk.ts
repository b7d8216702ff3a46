import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffAccounts } from './backoffice';
import { createdAt, moment } from './columns';
import { members } from './members';

/*
 * Risk flags and staff alerts (issue 12): what the risk rules noticed about members, where members
 * were seen from, and the alerts waiting to reach staff's chat and webhook.
 */

/**
 * A risk rule's finding about a member, raised by the use case of the event that showed it (a
 * registration, a login, a withdrawal request) or by the daily winners' job. `subject` names what the
 * finding is about (the shared account number, the address, the promotion, the day), so a rule raises
 * at most one open flag per member and subject; staff clear it with a reason, and a later event may
 * raise a new one.
 */
export const riskFlags = pgTable(
  'risk_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    rule: text('rule').notNull(),
    subject: text('subject').notNull(),
    /** What the rule saw (other members, amounts in satang as strings, the window), for the console. */
    details: jsonb('details').notNull(),
    raisedAt: moment('raised_at').notNull(),
    clearedByStaffId: bigint('cleared_by_staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    clearedAt: moment('cleared_at'),
    clearReason: text('clear_reason'),
  },
  (table) => [
    uniqueIndex('risk_flags_one_open')
      .on(table.memberId, table.rule, table.subject)
      .where(sql`${table.clearedAt} is null`),
    index('risk_flags_open_idx')
      .on(table.rule, table.id)
      .where(sql`${table.clearedAt} is null`),
    index('risk_flags_member_idx').on(table.memberId, table.id),
  ],
);

/**
 * Where a member was seen from: each registration and each login, with the client address and the
 * user agent (the only device mark a web site has). The shared-address rule counts the members seen
 * from one address (or one address and device) in its window.
 */
export const riskSightings = pgTable(
  'risk_sightings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    event: text('event', { enum: ['registration', 'login'] }).notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('risk_sightings_address_idx').on(table.clientAddress, table.createdAt),
    index('risk_sightings_member_idx').on(table.memberId, table.id),
    // The player view's members linked by a device (decision 65).
    index('risk_sightings_device_idx').on(table.userAgent, table.memberId),
  ],
);

/**
 * An alert to staff for one destination (the signed webhook or the chat app), written in the
 * transaction of the event it tells of (a job's failure: just after it is recorded) and sent by the
 * `send-staff-alerts` job: at least once, retried with a growing delay, `failed` after the last try.
 */
export const staffAlertOutbox = pgTable(
  'staff_alert_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    destination: text('destination', { enum: ['webhook', 'telegram'] }).notNull(),
    kind: text('kind', {
      enum: [
        'large_withdrawal',
        'unmatched_transfer',
        'risk_flag',
        'job_failed',
        'bank_message_gap',
        'bank_device_quiet',
        'payout_contradicted',
        'test',
      ],
    }).notNull(),
    /** The event as the webhook sends it (`data`), amounts in baht; never a secret. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    sentAt: moment('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_alert_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
