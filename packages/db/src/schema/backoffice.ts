import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { authTokens } from './members';

/* Staff accounts, their roles, second factor and sessions, and the audit log of their actions. */

/**
 * The roles staff hold (decision 66): the five built in, seeded by migration 0050 from
 * `@chaba/contracts/staff-permissions` (a test keeps them equal), and the ones owners make from the
 * permission grid. The server reads the role's permissions with the staff row at every call.
 */
export const roles = pgTable('staff_roles', {
  key: text('key').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  permissions: text('permissions').array().notNull(),
  /** One of the five built in: not editable, not deletable (a template for a new role). */
  builtIn: boolean('built_in').notNull().default(false),
  /** Increases at each edit; an edit from an older version is refused (two owners at once). */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** What the staff member may do: a role of `staff_roles`, whose permissions the server reads. */
    role: text('role')
      .notNull()
      .references(() => roles.key),
    /** A one-time password (staff command, invitation): every staff call but the password change refuses. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The TOTP secret (RFC 6238), encrypted (`core/backoffice/totp.ts`); null until set up. */
    totpSecret: text('totp_secret'),
    /** When the staff member confirmed the second factor with a code; until then only its setup works. */
    totpConfirmedAt: moment('totp_confirmed_at'),
    /** The last TOTP time step accepted: a code of this step or an earlier one is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** A disabled account cannot log in, and its sessions ended when it was disabled. */
    disabledAt: moment('disabled_at'),
    /** The largest withdrawal this staff member may approve (decision 51); null: no limit of their own. */
    approvalLimitSatang: bigint('approval_limit_satang', { mode: 'bigint' }),
    /** The largest adjustment or staff bonus this staff member may make or approve (decision 66); null: none of their own. */
    adjustmentLimitSatang: bigint('adjustment_limit_satang', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (table) => [index('staff_accounts_role_idx').on(table.role)],
);

/** Single-use recovery codes, stored as SHA-256 (they are random): each replaces one TOTP code once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
);

/** Where and from what each staff session (a staff token) was opened, for the list of active sessions. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenId: bigint('token_id', { mode: 'number' })
      .primaryKey()
      .references(() => authTokens.id),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * Every staff action and every staff login: who (null for a login of an unknown username), what, on
 * what, from where, the values before and after, when. Append-only (a trigger refuses changes) and
 * chained: `hash` is SHA-256 over `previous_hash` and the record's canonical content
 * (`core/audit/audit-chain.ts`), so a changed, removed or inserted record breaks the chain.
 * Records written before the chain existed have no hash and precede it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    clientAddress: text('client_address'),
    before: jsonb('before'),
    after: jsonb('after'),
    previousHash: text('previous_hash'),
    hash: text('hash'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_staff_idx').on(table.staffId, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.id),
  ],
);

/**
 * A staff member's saved view of a list (issue 30, decision 64): a name and the list's query (its
 * filters, order and page size as the console keeps them in the URL). Each staff member sees only
 * their own; the name is unique per staff member and list.
 */
export const staffSavedViews = pgTable(
  'staff_saved_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_saved_views_name_unique').on(table.staffId, table.list, table.name)],
);
