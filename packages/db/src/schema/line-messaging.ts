import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffAccounts } from './backoffice';
import { moment } from './columns';
import { members } from './members';

/* LINE Messaging API (issue 31, decision 71): friendships, settings, receipts, campaigns. */

/**
 * Whether a LINE user follows the Official Account, from the webhook's follow (added or unblocked)
 * and unfollow (blocked) events. `event_at` is the newest event's own time: an older event arriving
 * late changes nothing.
 */
export const lineFriendships = pgTable('line_friendships', {
  lineUserId: text('line_user_id').primaryKey(),
  following: boolean('following').notNull(),
  eventAt: moment('event_at').notNull(),
  updatedAt: moment('updated_at').notNull(),
});

/** Every webhook event handled, by LINE's `webhookEventId`: a redelivery is recognised and skipped. */
export const lineWebhookEvents = pgTable(
  'line_webhook_events',
  {
    webhookEventId: text('webhook_event_id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: moment('received_at').notNull(),
  },
  (table) => [index('line_webhook_events_received_idx').on(table.receivedAt)],
);

/**
 * A member's LINE message settings: the language of their receipts and marketing messages (the
 * site's language when they last saved), and whether they stopped marketing messages. No row:
 * Thai, marketing on. Receipts do not depend on the opt-out.
 */
export const memberLineSettings = pgTable('member_line_settings', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  language: text('language', { enum: ['th', 'en', 'cn'] }).notNull(),
  marketingOptOut: boolean('marketing_opt_out').notNull(),
  updatedAt: moment('updated_at').notNull(),
});

export const lineReceiptKinds = [
  'deposit_credited',
  'withdrawal_paid',
  'withdrawal_rejected',
  'referral_bonus',
  'cashback_paid',
] as const;

/**
 * A receipt owed to a member's LINE chat, written in the transaction of its event (once per
 * `event_key`) by `line_receipt_queue`, sent by the `send-line` job with its own `retry_key` as
 * X-Line-Retry-Key on every try, so LINE delivers it once however often it is tried.
 */
export const lineReceipts = pgTable(
  'line_receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventKey: text('event_key').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: lineReceiptKinds }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    retryKey: uuid('retry_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: moment('sent_at'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('line_receipts_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** A marketing message staff sent (th/en/cn text, optional image and link) and its segment. */
export const lineCampaigns = pgTable('line_campaigns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  textTh: text('text_th').notNull(),
  textEn: text('text_en').notNull(),
  textCn: text('text_cn').notNull(),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  segment: jsonb('segment').notNull(),
  recipients: integer('recipients').notNull(),
  createdBy: bigint('created_by', { mode: 'number' })
    .notNull()
    .references(() => staffAccounts.id),
  createdAt: moment('created_at').notNull(),
  finishedAt: moment('finished_at'),
});

/** One multicast request of a campaign: at most 500 recipients of one language, one retry key. */
export const lineCampaignBatches = pgTable(
  'line_campaign_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => lineCampaigns.id),
    language: text('language', { enum: ['th', 'en', 'cn'] }).notNull(),
    retryKey: uuid('retry_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: moment('sent_at'),
  },
  (table) => [
    index('line_campaign_batches_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    index('line_campaign_batches_campaign_idx').on(table.campaignId),
  ],
);

/** Who a campaign reaches, fixed when it is sent: each member once (the key), in one batch. */
export const lineCampaignRecipients = pgTable(
  'line_campaign_recipients',
  {
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => lineCampaigns.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    lineUserId: text('line_user_id').notNull(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => lineCampaignBatches.id),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.memberId] }),
    index('line_campaign_recipients_batch_idx').on(table.batchId),
  ],
);
