import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { staffAccounts } from './backoffice';
import { members } from './members';

/* Identity documents (issue 30, decision 67): what a member was asked for and what they sent. */

/** The kinds of document a member is asked for: the ID card and the bank book's first page. */
export const memberDocumentKinds = ['id_card', 'bank_book'] as const;

/**
 * A document a member uploaded: its kind, the image stored by its content's SHA-256 in
 * DATA_DIR/documents (`imageName` is `<sha256>.<ext>`, the same image stored once), and the staff
 * decision: `pending`, `approved`, `rejected` (a reason code and an optional note), or `replaced`
 * (a newer upload of the same kind came while it waited). The image is deleted
 * DOCUMENT_RETENTION_DAYS after the decision (`imageDeletedAt`); the row and the decision stay.
 */
export const memberDocuments = pgTable(
  'member_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: memberDocumentKinds }).notNull(),
    imageName: text('image_name').notNull(),
    imageBytes: integer('image_bytes').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'replaced'] }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffAccounts.id),
    decidedAt: moment('decided_at'),
    rejectionReason: text('rejection_reason'),
    decisionNote: text('decision_note'),
    imageDeletedAt: moment('image_deleted_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('member_documents_member_idx').on(table.memberId, table.kind, table.id),
    index('member_documents_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('member_documents_one_pending')
      .on(table.memberId, table.kind)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Staff (or the withdrawal rule, `requestedBy` null) asked a member for their documents, with a
 * reason shown to the member. Open until both kinds are approved (`closedAt`).
 */
export const memberDocumentRequests = pgTable(
  'member_document_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestedBy: bigint('requested_by', { mode: 'number' }).references(() => staffAccounts.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    closedAt: moment('closed_at'),
  },
  (table) => [
    index('member_document_requests_open_idx')
      .on(table.memberId)
      .where(sql`${table.closedAt} is null`),
  ],
);
