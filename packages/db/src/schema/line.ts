import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/* LINE (issue 31): a member's LINE account, linked through LINE Login and used by the Messaging API. */

/**
 * The LINE account a member linked (LINE Login v2.1): one per member and one member per LINE
 * account. `lineUserId` is the id token's `sub`, the same user id the Messaging API's webhook and
 * push use when the Login and Messaging channels belong to the same LINE provider. Unlinking
 * deletes the row.
 */
export const memberLineAccounts = pgTable('member_line_accounts', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  lineUserId: text('line_user_id').notNull().unique(),
  displayName: text('display_name'),
  linkedAt: timestamp('linked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
