import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { members } from './members';

/* LINE Login (issue 31, decision 70): authorization requests and registrations that came from LINE. */

/**
 * One LINE Login authorization request: the sha-256 of its `state` (the browser keeps the state in
 * an HttpOnly cookie), the `nonce` the id token must carry, what it is for (a login, or linking
 * `memberId`'s account) and where LINE returns. Used once (`usedAt`), within minutes (`expiresAt`).
 */
export const lineLoginRequests = pgTable(
  'line_login_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stateHash: text('state_hash').notNull().unique(),
    nonce: text('nonce').notNull(),
    purpose: text('purpose', { enum: ['login', 'link'] }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    redirectUri: text('redirect_uri').notNull(),
    language: text('language').notNull(),
    /** Who started it: the start route counts an address's requests (decision 81). */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [
    index('line_login_requests_address_idx').on(table.clientAddress, table.createdAt),
    index('line_login_requests_expires_idx').on(table.expiresAt),
  ],
);

/**
 * A verified LINE account that belongs to no member yet: the registration the browser finishes
 * (its key in an HttpOnly cookie, kept here as a sha-256) links it to the new member, once.
 */
export const linePendingRegistrations = pgTable(
  'line_pending_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    lineUserId: text('line_user_id').notNull(),
    displayName: text('display_name'),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [index('line_pending_registrations_expires_idx').on(table.expiresAt)],
);
