import {
  isBuiltInRole,
  ownerOnlyPermissions,
  staffPermissions,
  staffRoles,
  type StaffPermission,
} from '@chaba/contracts/staff-permissions';
import type { Database, Executor } from '@chaba/db/client';
import { roles, staffAccounts } from '@chaba/db/schema';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';

/*
 * Roles an owner shapes (issue 30, decision 66). The five built-in roles are templates: never edited
 * or deleted. A role an owner makes holds any permissions but the owner's own (`staff.manage`), and
 * never one its maker does not hold (the escalation guard, also when a role is assigned). Every
 * change is audited with before and after, in its transaction.
 */

export interface RoleActor {
  staffId: number;
  clientAddress: string;
  now: Date;
}

export interface RoleFields {
  nameTh: string;
  nameEn: string;
  permissions: readonly StaffPermission[];
}

type RoleRow = typeof roles.$inferSelect;

/** Every role, the built-in ones first in their order, then oldest first, with how many staff hold it. */
export async function listRoles(db: Executor) {
  const held = db
    .select({ role: staffAccounts.role, staffCount: count().as('staff_count') })
    .from(staffAccounts)
    .groupBy(staffAccounts.role)
    .as('held');
  const rows = await db
    .select({ role: roles, staffCount: held.staffCount })
    .from(roles)
    .leftJoin(held, eq(held.role, roles.key))
    .orderBy(asc(roles.createdAt), asc(roles.key));
  const rank = (key: string) => (isBuiltInRole(key) ? staffRoles.indexOf(key) : staffRoles.length);
  return rows
    .map((row) => ({ ...row.role, staffCount: Number(row.staffCount ?? 0) }))
    .sort((a, b) => rank(a.key) - rank(b.key));
}

/**
 * A new role from the grid.
 *
 * @throws DomainError staff_role_key_taken, staff_role_owner_only, staff_role_escalation
 */
export async function createRole(
  db: Database,
  options: { actor: RoleActor; key: string; fields: RoleFields },
): Promise<RoleRow> {
  const { actor, key, fields } = options;
  return db.transaction(async (tx) => {
    await checkGrantable(tx, actor.staffId, fields.permissions);
    const [created] = await tx
      .insert(roles)
      .values({
        key,
        nameTh: fields.nameTh,
        nameEn: fields.nameEn,
        permissions: ordered(fields.permissions),
        builtIn: false,
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .onConflictDoNothing({ target: roles.key })
      .returning();
    if (!created) throw new DomainError('staff_role_key_taken', { field: 'key' });
    await audit(tx, actor, 'staff_role.create', key, null, created);
    return created;
  });
}

/**
 * An owner's edit of a role they made, from the version they saw: of two owners editing one role at
 * once, the second is refused (`staff_role_changed`) and sees the first's edit when they reload.
 * Staff holding the role get the new permissions at their next call.
 *
 * @throws DomainError not_found, staff_role_built_in, staff_role_changed, staff_role_owner_only,
 *   staff_role_escalation
 */
export async function updateRole(
  db: Database,
  options: { actor: RoleActor; key: string; version: number; fields: RoleFields },
): Promise<RoleRow> {
  const { actor, key, fields } = options;
  return db.transaction(async (tx) => {
    const before = await lockEditableRole(tx, key);
    if (before.version !== options.version) throw new DomainError('staff_role_changed');
    await checkGrantable(tx, actor.staffId, fields.permissions);
    const [after] = await tx
      .update(roles)
      .set({
        nameTh: fields.nameTh,
        nameEn: fields.nameEn,
        permissions: ordered(fields.permissions),
        version: before.version + 1,
        updatedAt: actor.now,
      })
      .where(eq(roles.key, key))
      .returning();
    await audit(tx, actor, 'staff_role.update', key, before, after!);
    return after!;
  });
}

/**
 * Deletes a role an owner made, refused while any staff account holds it (disabled ones too: they
 * could be enabled again). Assignments take the staff accounts' lock, so none slips in meanwhile.
 *
 * @throws DomainError not_found, staff_role_built_in, staff_role_in_use
 */
export async function deleteRole(db: Database, options: { actor: RoleActor; key: string }): Promise<void> {
  const { actor, key } = options;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-accounts'))`);
    const before = await lockEditableRole(tx, key);
    const [held] = await tx.select({ count: count() }).from(staffAccounts).where(eq(staffAccounts.role, key));
    if ((held?.count ?? 0) > 0) {
      throw new DomainError('staff_role_in_use', { values: { count: held!.count } });
    }
    await tx.delete(roles).where(eq(roles.key, key));
    await audit(tx, actor, 'staff_role.delete', key, before, null);
  });
}

/**
 * The role a staff member is given (an invitation, a role change): it exists, and it holds nothing
 * the owner giving it does not hold.
 *
 * @throws DomainError staff_role_unknown, staff_role_escalation
 */
export async function checkAssignableRole(tx: Executor, actorId: number | null, key: string): Promise<void> {
  const [role] = await tx.select().from(roles).where(eq(roles.key, key));
  if (!role) throw new DomainError('staff_role_unknown', { field: 'role' });
  if (actorId !== null) await checkGrantable(tx, actorId, role.permissions as StaffPermission[], 'role');
}

/** The permissions a staff member's role holds now (none for an unknown or disabled account). */
export async function permissionsOf(tx: Executor, staffId: number): Promise<StaffPermission[]> {
  const [row] = await tx
    .select({ permissions: roles.permissions })
    .from(staffAccounts)
    .innerJoin(roles, eq(roles.key, staffAccounts.role))
    .where(and(eq(staffAccounts.id, staffId), sql`${staffAccounts.disabledAt} is null`));
  return (row?.permissions ?? []) as StaffPermission[];
}

/**
 * Refuses the owner's own permissions on a role an owner makes, and any permission the acting staff
 * member does not hold themself.
 */
async function checkGrantable(
  tx: Executor,
  actorId: number,
  permissions: readonly StaffPermission[],
  field: 'permissions' | 'role' = 'permissions',
): Promise<void> {
  if (
    field === 'permissions' &&
    permissions.some((permission) => ownerOnlyPermissions.includes(permission))
  ) {
    throw new DomainError('staff_role_owner_only', { field });
  }
  const held = new Set(await permissionsOf(tx, actorId));
  const beyond = permissions.filter((permission) => !held.has(permission));
  if (beyond.length > 0)
    throw new DomainError('staff_role_escalation', { field, values: { permissions: beyond.join(', ') } });
}

async function lockEditableRole(tx: Executor, key: string): Promise<RoleRow> {
  const [role] = await tx.select().from(roles).where(eq(roles.key, key)).for('update');
  if (!role) throw new DomainError('not_found');
  if (role.builtIn) throw new DomainError('staff_role_built_in');
  return role;
}

/** The permissions in the contracts' order, each once: the same grid always stores the same array. */
function ordered(permissions: readonly StaffPermission[]): StaffPermission[] {
  return staffPermissions.filter((permission) => permissions.includes(permission));
}

function audited(role: RoleRow) {
  return { nameTh: role.nameTh, nameEn: role.nameEn, permissions: role.permissions, version: role.version };
}

async function audit(
  tx: Executor,
  actor: RoleActor,
  action: string,
  key: string,
  before: RoleRow | null,
  after: RoleRow | null,
): Promise<void> {
  await recordAudit(tx, {
    staffId: actor.staffId,
    action,
    targetType: 'staff_role',
    targetId: key,
    clientAddress: actor.clientAddress,
    before: before && audited(before),
    after: after && audited(after),
    now: actor.now,
  });
}
