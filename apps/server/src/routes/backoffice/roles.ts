import { successResponse } from '@chaba/contracts/auth';
import { domainErrorResponse } from '@chaba/contracts/errors';
import {
  createStaffRoleRequest,
  roleKeyParams,
  staffRoleResponse,
  staffRolesResponse,
  updateStaffRoleRequest,
} from '@chaba/contracts/staff-roles';
import {
  createRole,
  deleteRole,
  listRoles,
  updateRole,
  type RoleActor,
} from '@chaba/core/backoffice/staff-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffActor, staffOnly } from '../../http/staff';
import { presentStaffRole } from '../../presenters/staff';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const noRole = domainErrorResponse.describe('not_found: no role with this key');
const refusedGrant = domainErrorResponse.describe(
  'forbidden: the role lacks `staff.manage`; staff_role_escalation: a permission the caller does not hold',
);
const refusedEdit = domainErrorResponse.describe(
  'staff_role_built_in: a built-in role is a template, never edited or deleted; ' +
    'staff_role_changed: edited by someone else since `version`; staff_role_in_use: staff still hold it',
);

/**
 * Roles an owner shapes (permission `staff.manage`, which only the built-in owner holds; decision 66):
 * the list, a new role from the permission grid, its edit from the version seen, its deletion while
 * nobody holds it. Each change is audited with before and after.
 */
export function staffRoleRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const manage = staffOnly(context, { permission: 'staff.manage' });
  const actor = (request: FastifyRequest): RoleActor => staffActor(context, request);

  app.get(
    '/api/backoffice/roles',
    {
      schema: {
        ...staffSchema,
        summary: 'Every role, the five built in first, with its permissions and how many staff hold it',
        response: { 200: staffRolesResponse, ...staffErrors },
      },
      ...manage,
    },
    async () => ({ data: (await listRoles(db)).map(presentStaffRole) }),
  );

  app.post(
    '/api/backoffice/roles',
    {
      schema: {
        ...staffSchema,
        summary: 'Make a role from the permission grid (never `staff.manage`, nothing the caller lacks)',
        body: createStaffRoleRequest,
        response: { 200: staffRoleResponse, ...staffErrors, 403: refusedGrant },
      },
      ...manage,
    },
    async (request) => {
      const { key, name_th, name_en, permissions } = request.body;
      const role = await createRole(db, {
        actor: actor(request),
        key,
        fields: { nameTh: name_th, nameEn: name_en, permissions },
      });
      return { success: true as const, data: presentStaffRole({ ...role, staffCount: 0 }) };
    },
  );

  staffRoleChangeRoutes(app, context);
}

/** A role's edit and deletion. */
function staffRoleChangeRoutes(app: StaffApp, context: AppContext): void {
  const { db } = context;
  const manage = staffOnly(context, { permission: 'staff.manage' });
  const actor = (request: FastifyRequest): RoleActor => staffActor(context, request);
  app.put(
    '/api/backoffice/roles/:key',
    {
      schema: {
        ...staffSchema,
        summary:
          'Edit a role an owner made, from the version the editor saw; its staff get it at their next call',
        params: roleKeyParams,
        body: updateStaffRoleRequest,
        response: {
          200: staffRoleResponse,
          ...staffErrors,
          403: refusedGrant,
          404: noRole,
          409: refusedEdit,
        },
      },
      ...manage,
    },
    async (request) => {
      const { name_th, name_en, permissions, version } = request.body;
      const role = await updateRole(db, {
        actor: actor(request),
        key: request.params.key,
        version,
        fields: { nameTh: name_th, nameEn: name_en, permissions },
      });
      const held = (await listRoles(db)).find((row) => row.key === role.key)?.staffCount ?? 0;
      return { success: true as const, data: presentStaffRole({ ...role, staffCount: held }) };
    },
  );

  app.delete(
    '/api/backoffice/roles/:key',
    {
      schema: {
        ...staffSchema,
        summary: 'Delete a role an owner made, refused while any staff account holds it',
        params: roleKeyParams,
        response: { 200: successResponse, ...staffErrors, 404: noRole, 409: refusedEdit },
      },
      ...manage,
    },
    async (request) => {
      await deleteRole(db, { actor: actor(request), key: request.params.key });
      return { success: true as const };
    },
  );
}
