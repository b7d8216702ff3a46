import { z } from 'zod';
import { staffPermission, staffPermissions, staffRole } from './staff-permissions';
import { requiredString } from './validation';

/**
 * Roles an owner shapes (issue 30, decision 66): `GET/POST /api/backoffice/roles`,
 * `PUT/DELETE /api/backoffice/roles/:key`. The five built-in roles are read-only templates; a role an
 * owner makes holds any permissions but `staff.manage`, and is deleted only while nobody holds it.
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });

export const roleKeyParams = z.object({ key: staffRole });

/** A role's permissions: each at most once (order kept as the list's), all known ones. */
const permissionList = z
  .array(staffPermission, { error: 'invalid' })
  .max(staffPermissions.length, { error: 'too_long' })
  .refine((list) => new Set(list).size === list.length, { error: 'invalid' });

export const staffRoleView = z.object({
  key: staffRole,
  name_th: z.string(),
  name_en: z.string(),
  permissions: z.array(staffPermission),
  /** One of the five built in: not editable, a template to copy. */
  built_in: z.boolean(),
  /** Staff accounts holding the role (a role held by anyone cannot be deleted). */
  staff_count: z.number().int(),
  /** Increases at each edit: an edit names the version it started from (two owners at once). */
  version: z.number().int(),
  updated_at: isoTime,
});
export type StaffRoleView = z.infer<typeof staffRoleView>;
export const staffRolesResponse = z.object({ data: z.array(staffRoleView) });
export type StaffRolesResponse = z.infer<typeof staffRolesResponse>;
export const staffRoleResponse = z.object({ success: z.literal(true), data: staffRoleView });

const roleFields = {
  name_th: requiredString(60),
  name_en: requiredString(60),
  permissions: permissionList,
};

/** A new role: its key (never changes), names and permissions. */
export const createStaffRoleRequest = z.object({ key: staffRole, ...roleFields });
export type CreateStaffRoleRequest = z.input<typeof createStaffRoleRequest>;

/** An edit of a role made by an owner, from the `version` the editor saw. */
export const updateStaffRoleRequest = z.object({
  ...roleFields,
  version: z.number({ error: 'required' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }),
});
export type UpdateStaffRoleRequest = z.input<typeof updateStaffRoleRequest>;
