import { bigint, bigserial, boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* Staff accounts and the audit log of their actions. */

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
