import { bahtToSatang } from '@chaba/contracts/baht';
import { successResponse } from '@chaba/contracts/auth';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { pageQuery, staffLoginsResponse, staffSessionsResponse } from '@chaba/contracts/staff-auth';
import {
  changeAdjustmentLimitRequest,
  changeApprovalLimitRequest,
  changeStaffRoleRequest,
  inviteStaffRequest,
  inviteStaffResponse,
  staffListResponse,
} from '@chaba/contracts/staff-management';
import { createStaff } from '@chaba/core/backoffice/create-staff';
import { listStaffLogins } from '@chaba/core/backoffice/list-audit-log';
import { listStaff } from '@chaba/core/backoffice/list-staff';
import { resetSecondFactor } from '@chaba/core/backoffice/reset-second-factor';
import { listStaffSessions } from '@chaba/core/backoffice/staff-sessions';
import { updateStaff, type StaffChange } from '@chaba/core/backoffice/update-staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { presentLoginPage, presentStaffMember, presentStaffSession } from '../../presenters/staff';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const noStaff = domainErrorResponse.describe('not_found: no staff account with this id');
const lastOwner = domainErrorResponse.describe(
  'staff_last_owner: the last owner who can sign in (password and second factor set, not disabled) stays one',
);

/** Staff management (permission `staff.manage`): accounts, invitations, roles, disabling, second factors. */
export function staffManagementRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const manage = staffOnly(context, { permission: 'staff.manage' });

  app.get(
    '/api/backoffice/staff',
    {
      schema: {
        ...staffSchema,
        summary: 'Every staff account with its role, second factor, state and last login',
        response: { 200: staffListResponse, ...staffErrors },
      },
      ...manage,
    },
    async () => ({ data: (await listStaff(db)).map(presentStaffMember) }),
  );

  app.post(
    '/api/backoffice/staff',
    {
      schema: {
        ...staffSchema,
        summary: 'Invite a staff member: the account and its one-time password, shown once',
        description:
          'The new staff member logs in with the one-time password, must change it, then sets up the second factor.',
        body: inviteStaffRequest,
        response: { 200: inviteStaffResponse, ...staffErrors },
      },
      ...manage,
    },
    async (request) => {
      const created = await createStaff(db, {
        username: request.body.username,
        role: request.body.role,
        now: clock.now(),
        invitedBy: { staffId: authenticatedStaff(request).staffId, clientAddress: request.ip },
      });
      return {
        success: true as const,
        data: {
          id: created.staffId,
          username: created.username,
          role: request.body.role,
          one_time_password: created.oneTimePassword,
        },
      };
    },
  );

  staffChangeRoutes(app, context);
  staffActivityRoutes(app, context);
}

/** A staff member's role, enabled state and second factor. */
function staffChangeRoutes(app: StaffApp, context: AppContext): void {
  const { db, clock } = context;
  const manage = staffOnly(context, { permission: 'staff.manage' });
  app.post(
    '/api/backoffice/staff/:id/role',
    {
      schema: {
        ...staffSchema,
        summary: "Change a staff member's role",
        params: recordIdParams,
        body: changeStaffRoleRequest,
        response: { 200: successResponse, ...staffErrors, 404: noStaff, 409: lastOwner },
      },
      ...manage,
    },
    async (request) => change(context, request, request.params.id, { role: request.body.role }),
  );

  staffLimitRoutes(app, context);

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/backoffice/staff/:id/${verb}`,
      {
        schema: {
          ...staffSchema,
          summary: disabled
            ? 'Disable a staff account: it cannot log in and its sessions end at once'
            : 'Enable a disabled staff account again',
          params: recordIdParams,
          response: { 200: successResponse, ...staffErrors, 404: noStaff, 409: lastOwner },
        },
        ...manage,
      },
      async (request) => change(context, request, request.params.id, { disabled }),
    );
  }

  app.post(
    '/api/backoffice/staff/:id/second-factor/reset',
    {
      schema: {
        ...staffSchema,
        summary:
          "Reset a staff member's second factor (a lost phone): sessions end, the next login sets it up",
        params: recordIdParams,
        response: { 200: successResponse, ...staffErrors, 404: noStaff, 409: lastOwner },
      },
      ...manage,
    },
    async (request) => {
      await resetSecondFactor(db, {
        actorId: authenticatedStaff(request).staffId,
        staffId: request.params.id,
        clientAddress: request.ip,
        now: clock.now(),
      });
      return { success: true as const };
    },
  );
}

/**
 * A staff member's own limits: the largest withdrawal they may approve (decision 51) and the largest
 * adjustment or staff bonus they may make or approve (decision 66); null: none of their own.
 */
function staffLimitRoutes(app: StaffApp, context: AppContext): void {
  const manage = staffOnly(context, { permission: 'staff.manage' });
  app.post(
    '/api/backoffice/staff/:id/approval-limit',
    {
      schema: {
        ...staffSchema,
        summary: 'Set the largest withdrawal a staff member may approve (null: no limit of their own)',
        params: recordIdParams,
        body: changeApprovalLimitRequest,
        response: { 200: successResponse, ...staffErrors, 404: noStaff },
      },
      ...manage,
    },
    async (request) =>
      change(context, request, request.params.id, {
        approvalLimitSatang: satangOrNull(request.body.approval_limit),
      }),
  );
  app.post(
    '/api/backoffice/staff/:id/adjustment-limit',
    {
      schema: {
        ...staffSchema,
        summary:
          'Set the largest adjustment or staff bonus a staff member may make or approve (null: no limit of their own)',
        params: recordIdParams,
        body: changeAdjustmentLimitRequest,
        response: { 200: successResponse, ...staffErrors, 404: noStaff },
      },
      ...manage,
    },
    async (request) =>
      change(context, request, request.params.id, {
        adjustmentLimitSatang: satangOrNull(request.body.adjustment_limit),
      }),
  );
}

function satangOrNull(baht: number | null): bigint | null {
  return baht === null ? null : bahtToSatang(baht);
}

/** Everyone's working sessions, and one staff member's login history. */
function staffActivityRoutes(app: StaffApp, context: AppContext): void {
  const { db, clock } = context;
  app.get(
    '/api/backoffice/staff/sessions',
    {
      schema: {
        ...staffSchema,
        summary: "Every staff member's working sessions (revoke one at /api/backoffice/sessions/:id/revoke)",
        response: { 200: staffSessionsResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'staff.manage' }),
    },
    async (request) => {
      const sessions = await listStaffSessions(db, { now: clock.now() });
      const current = authenticatedStaff(request).tokenId;
      return { data: sessions.map((session) => presentStaffSession(session, current)) };
    },
  );

  app.get(
    '/api/backoffice/staff/:id/logins',
    {
      schema: {
        ...staffSchema,
        summary: "A staff member's login history, successful or not, newest first",
        params: recordIdParams,
        querystring: pageQuery,
        response: { 200: staffLoginsResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'staff.manage' }),
    },
    async (request) =>
      presentLoginPage(
        await listStaffLogins(db, {
          staffId: request.params.id,
          beforeId: request.query.cursor,
          limit: request.query.limit,
        }),
      ),
  );
}

async function change(
  context: AppContext,
  request: FastifyRequest,
  staffId: number,
  staffChange: StaffChange,
) {
  await updateStaff(context.db, {
    actorId: authenticatedStaff(request).staffId,
    staffId,
    change: staffChange,
    clientAddress: request.ip,
    now: context.clock.now(),
  });
  return { success: true as const };
}
