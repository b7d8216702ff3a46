import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members';

/**
 * "This member changed" notes, written by the use cases inside the transaction of the change and
 * drained by the server's one publisher (apps/server/src/member-change-publisher.ts), which deletes
 * them as it publishes them to the live updates. A change that rolls back leaves no note; a note
 * committed just before a crash is published by the next drain.
 */
export const memberChangeOutbox = pgTable(
  'member_change_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    reason: text('reason', {
      enum: ['deposit', 'withdraw', 'request', 'credit', 'session-ended'],
    }).notNull(),
    /** For `session-ended`: the one login that ended; null when every login of the member ended. */
    tokenId: integer('token_id'),
    createdAt: createdAt(),
  },
  (table) => [index('member_change_outbox_member_idx').on(table.memberId)],
);
