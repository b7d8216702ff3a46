import { bigint, bigserial, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, satang } from './columns';
import { members } from './members';

/* Affiliates: advertising partners, reached by their link key; the postbacks of first deposits. */

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
