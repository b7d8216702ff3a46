import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { members } from './members';

/**
 * Web Push (issue 15, decision 35): a member's browsers that accepted notifications. The endpoint is
 * the push service's address of one browser's subscription, unique: the same browser subscribing
 * again, or for another member, replaces the row. `p256dh` and `auth` are the browser's keys the
 * payload is encrypted for (RFC 8291); `language` is the site's language at opt-in, the texts' one.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language', { enum: ['th', 'en', 'cn'] }).notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: moment('last_success_at'),
    /** Deliveries given up in a row; reset by a success. */
    failures: integer('failures').notNull().default(0),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_member_idx').on(table.memberId),
  ],
);

/**
 * What is to be told, written in the transaction of the event (deposit credited, withdrawal paid or
 * rejected, referral bonus paid, announcement shown): the event's key is unique, so the same event
 * noted twice is told once. `member_id` null: every subscribed member (an announcement), fanned out
 * to deliveries in bounded batches (`fanned_out_to`, the last subscription id reached).
 */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventKey: text('event_key').notNull(),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind', {
      enum: [
        'deposit_credited',
        'withdrawal_paid',
        'withdrawal_rejected',
        'referral_bonus',
        'announcement',
        'documents',
      ],
    }).notNull(),
    /** The facts the texts need: amounts in satang as strings, an announcement's id. */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    fannedOutTo: integer('fanned_out_to').notNull().default(0),
    fannedOutAt: moment('fanned_out_at'),
  },
  (table) => [
    uniqueIndex('push_notifications_event_key_idx').on(table.eventKey),
    index('push_notifications_pending_idx')
      .on(table.id)
      .where(sql`${table.fannedOutAt} is null`),
  ],
);

/**
 * One notification owed to one subscription: deleted once the push service took it (or answered
 * that the subscription is gone, which deletes the subscription), retried with a growing delay
 * otherwise, and dropped after the last try.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => pushNotifications.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('push_deliveries_notification_subscription_idx').on(
      table.notificationId,
      table.subscriptionId,
    ),
    index('push_deliveries_due_idx').on(table.nextAttemptAt),
    index('push_deliveries_subscription_idx').on(table.subscriptionId),
  ],
);
