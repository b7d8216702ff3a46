import { successResponse } from '@chaba/contracts/auth';
import { recordIdParams, staffTokenResponse } from '@chaba/contracts/backoffice';
import {
  changeStaffPasswordRequest,
  pageQuery,
  secondFactorConfirmRequest,
  secondFactorConfirmResponse,
  secondFactorSetupResponse,
  staffLoginsResponse,
  staffMeResponse,
  staffSessionsResponse,
} from '@chaba/contracts/staff-auth';
import { commonErrorResponses, domainErrorResponse } from '@chaba/contracts/errors';
import { staffLoginRequest } from '@chaba/contracts/money';
import { changeStaffPassword } from '@chaba/core/backoffice/change-staff-password';
import { logInStaff } from '@chaba/core/backoffice/log-in-staff';
import { logOutStaff } from '@chaba/core/backoffice/log-out-staff';
import { confirmSecondFactor, startSecondFactorSetup } from '@chaba/core/backoffice/second-factor-setup';
import { listStaffLogins } from '@chaba/core/backoffice/list-audit-log';
import { permissionsOf } from '@chaba/core/backoffice/staff-roles';
import { listStaffSessions, revokeStaffSession } from '@chaba/core/backoffice/staff-sessions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { bearerToken } from '../../http/auth';
import { apiTags } from '../../http/openapi';
import { authenticatedStaff, isAllowedStaffAddress, staffOnly, userAgentOf } from '../../http/staff';
import { presentLoginPage, presentStaffSession } from '../../presenters/staff';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const alreadyConfirmed = domainErrorResponse.describe(
  'staff_second_factor_confirmed: already set up (an owner resets it first)',
);

/** The staff login, the password change, the logout, and who is logged in. */
export function authRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/backoffice/login',
    {
      schema: {
        tags: [apiTags.staff],
        summary: 'Log a staff member in (password and TOTP code)',
        description:
          '`otp`: the six-digit code of the authenticator app (RFC 6238, ±30 s, each code once) or one of ' +
          'the recovery codes; a wrong password and a wrong code both answer `staff_login_failed` and count ' +
          'as failed logins. A staff member invited or created by `npm run staff -- create` gets ' +
          '`must_change_password: true` (change it at `/api/backoffice/password`), then, like every staff ' +
          'member without a confirmed second factor, `must_set_up_second_factor: true`: set it up at ' +
          '`/api/backoffice/second-factor/setup` and `/confirm`. Until then every other staff call answers 403.',
        body: staffLoginRequest,
        response: {
          200: staffTokenResponse,
          403: domainErrorResponse.describe(
            'staff_address_not_allowed: not from an address of STAFF_ALLOWED_ADDRESSES',
          ),
          ...commonErrorResponses,
        },
      },
      config: { staffAccess: 'public' },
    },
    async (request) => {
      const input = request.body;
      const session = await logInStaff(db, {
        username: input.username,
        password: input.password,
        otp: input.otp,
        totpKey: context.config.STAFF_TOTP_KEY,
        clientAddress: request.ip,
        userAgent: userAgentOf(request),
        addressAllowed: isAllowedStaffAddress(context, request.ip),
        now: clock.now(),
        maxFailuresPerAddress: context.authSettings.loginMaxFailuresPerAddress,
      });
      return {
        access_token: session.token,
        token_type: 'Bearer' as const,
        expires_in: session.expiresInSeconds,
        role: session.role,
        permissions: await permissionsOf(db, session.staffId),
        must_change_password: session.mustChangePassword,
        must_set_up_second_factor: session.secondFactorPending,
      };
    },
  );

  passwordAndLogoutRoutes(app, context);
  secondFactorRoutes(app, context);
  ownSessionRoutes(app, context);
}

/** The password change (also of the one-time password) and the logout. */
function passwordAndLogoutRoutes(app: StaffApp, context: AppContext): void {
  const { db, clock } = context;
  /** Also the first step of a staff member holding a one-time password. */
  app.post(
    '/api/backoffice/password',
    {
      schema: {
        ...staffSchema,
        summary: "Change the staff member's password (also the one-time password)",
        body: changeStaffPasswordRequest,
        response: { 200: successResponse, ...staffErrors },
      },
      ...staffOnly(context, 'setup'),
    },
    async (request) => {
      const { staffId } = authenticatedStaff(request);
      const input = request.body;
      await changeStaffPassword(db, {
        staffId,
        currentToken: bearerToken(request)!,
        oldPassword: input.old_password,
        newPassword: input.password,
        clientAddress: request.ip,
        now: clock.now(),
      });
      return { success: true as const };
    },
  );

  /** Ends the staff session: the token stops working at once (issue 9). */
  app.post(
    '/api/backoffice/logout',
    {
      schema: {
        ...staffSchema,
        summary: 'Log out (the token stops working at once)',
        response: { 200: successResponse, ...staffErrors },
      },
      ...staffOnly(context, 'setup'),
    },
    async (request) => {
      const { staffId } = authenticatedStaff(request);
      await logOutStaff(db, {
        staffId,
        token: bearerToken(request)!,
        clientAddress: request.ip,
        now: clock.now(),
      });
      return { success: true as const };
    },
  );
}

/** Who is logged in, with the role's permissions (a console shows only what they allow). */
function meRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/me',
    {
      schema: {
        ...staffSchema,
        summary: "The logged-in staff member: username, role and the role's permissions",
        response: { 200: staffMeResponse, ...staffErrors },
      },
      ...staffOnly(context, 'setup'),
    },
    async (request) => {
      const staff = authenticatedStaff(request);
      return {
        data: {
          id: staff.staffId,
          username: staff.username,
          role: staff.role,
          role_name: staff.roleNames,
          permissions: staff.permissions,
          must_change_password: staff.mustChangePassword,
          must_set_up_second_factor: staff.secondFactorPending,
        },
      };
    },
  );
}

/** The second factor's setup: a new secret (QR code), then its confirmation with a code. */
function secondFactorRoutes(app: StaffApp, context: AppContext): void {
  const { db, clock } = context;
  meRoute(app, context);
  app.post(
    '/api/backoffice/second-factor/setup',
    {
      schema: {
        ...staffSchema,
        summary: 'Start setting up the TOTP second factor: a new secret and its otpauth:// URI, shown once',
        response: { 200: secondFactorSetupResponse, ...staffErrors, 409: alreadyConfirmed },
      },
      ...staffOnly(context, 'setup'),
    },
    async (request) => {
      const setup = await startSecondFactorSetup(db, {
        staffId: authenticatedStaff(request).staffId,
        issuer: context.authSettings.siteName,
        totpKey: context.config.STAFF_TOTP_KEY,
        clientAddress: request.ip,
        now: clock.now(),
      });
      return { data: { secret: setup.secret, otpauth_uri: setup.uri } };
    },
  );

  app.post(
    '/api/backoffice/second-factor/confirm',
    {
      schema: {
        ...staffSchema,
        summary: "Confirm the second factor with the authenticator's code; answers the recovery codes, once",
        body: secondFactorConfirmRequest,
        response: { 200: secondFactorConfirmResponse, ...staffErrors, 409: alreadyConfirmed },
      },
      ...staffOnly(context, 'setup'),
    },
    async (request) => {
      const confirmed = await confirmSecondFactor(db, {
        staffId: authenticatedStaff(request).staffId,
        code: request.body.otp,
        totpKey: context.config.STAFF_TOTP_KEY,
        clientAddress: request.ip,
        now: clock.now(),
      });
      return { success: true as const, data: { recovery_codes: confirmed.recoveryCodes } };
    },
  );
}

/** The staff member's own sessions (revocable) and login history. */
function ownSessionRoutes(app: StaffApp, context: AppContext): void {
  const { db, clock } = context;
  app.get(
    '/api/backoffice/sessions',
    {
      schema: {
        ...staffSchema,
        summary: "The staff member's working sessions: where and from what device each was opened",
        response: { 200: staffSessionsResponse, ...staffErrors },
      },
      ...staffOnly(context, 'session'),
    },
    async (request) => {
      const staff = authenticatedStaff(request);
      const sessions = await listStaffSessions(db, { staffId: staff.staffId, now: clock.now() });
      return { data: sessions.map((session) => presentStaffSession(session, staff.tokenId)) };
    },
  );

  app.post(
    '/api/backoffice/sessions/:id/revoke',
    {
      schema: {
        ...staffSchema,
        summary: "End a session at once: one's own, or with staff management anyone's",
        params: recordIdParams,
        response: {
          200: successResponse,
          ...staffErrors,
          404: domainErrorResponse.describe('not_found: no working staff session with this id'),
        },
      },
      ...staffOnly(context, 'session'),
    },
    async (request) => {
      const staff = authenticatedStaff(request);
      await revokeStaffSession(db, {
        actorId: staff.staffId,
        anyone: staff.permissions.includes('staff.manage'),
        sessionId: request.params.id,
        clientAddress: request.ip,
        now: clock.now(),
      });
      return { success: true as const };
    },
  );

  app.get(
    '/api/backoffice/logins',
    {
      schema: {
        ...staffSchema,
        summary: "The staff member's login history, successful or not, newest first",
        querystring: pageQuery,
        response: { 200: staffLoginsResponse, ...staffErrors },
      },
      ...staffOnly(context, 'session'),
    },
    async (request) => {
      const page = await listStaffLogins(db, {
        staffId: authenticatedStaff(request).staffId,
        beforeId: request.query.cursor,
        limit: request.query.limit,
      });
      return presentLoginPage(page);
    },
  );
}
