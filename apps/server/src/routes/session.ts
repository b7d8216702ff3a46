import {
  challengeRefusalResponse,
  loginRequest,
  successResponse,
  tokenResponse,
  updatePasswordRequest,
} from '@chaba/contracts/auth';
import { commonErrorResponses, domainErrorResponse, unauthenticatedResponse } from '@chaba/contracts/errors';
import { changePassword } from '@chaba/core/auth/change-password';
import { logIn } from '@chaba/core/auth/log-in';
import { logOut } from '@chaba/core/auth/log-out';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import {
  authenticatedMember,
  clearSessionCookie,
  memberOnly,
  memberToken,
  sessionsEnded,
  setSessionCookie,
} from '../http/auth';
import { requestLanguage } from '../http/language';
import { apiTags, security } from '../http/openapi';
import { proofOfWorkRequired } from '../http/proof-of-work';
import { lineLoginRoutes } from './line-login';

/** Login (with a password or LINE), logout and the password change of a logged-in member (spec §4.1, §4.9). */
export function sessionRoutes(scope: FastifyInstance, context: AppContext): void {
  loginRoutes(scope, context);
  lineLoginRoutes(scope, context);
  passwordChangeRoute(scope, context);
}

/** Logging in and out. */
function loginRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/login',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Log in with phone and password',
        description:
          'Sets the HttpOnly login cookie too. An account under a distributed attack answers 403 ' +
          '`login_otp_required` and sends an SMS code: log in again with `otp`. Under a flood of ' +
          'logins the server answers 428 `challenge_required` with a proof-of-work challenge: solve ' +
          'it and log in again with `altcha`.',
        body: loginRequest,
        response: {
          200: tokenResponse,
          ...commonErrorResponses,
          403: domainErrorResponse.describe('login_otp_required, or a cross-origin login'),
          428: challengeRefusalResponse,
          503: domainErrorResponse.describe('server_busy: too many logins at once; see Retry-After'),
        },
      },
      preHandler: proofOfWorkRequired(context),
    },
    async (request, reply) => {
      const input = request.body;
      const issued = await logIn(db, {
        ...input,
        clientAddress: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512),
        language: requestLanguage(request),
        now: clock.now(),
        settings: context.authSettings,
        sms: context.sms,
      });
      setSessionCookie(context, reply, issued);
      return {
        access_token: issued.token,
        token_type: 'Bearer' as const,
        expires_in: issued.expiresInSeconds,
      };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Log out (revokes the token, clears the cookie)',
        security: security.member,
        response: { 200: successResponse, 401: unauthenticatedResponse },
      },
      preValidation: memberOnly(context),
    },
    async (request, reply) => {
      const token = memberToken(context, request) ?? '';
      await logOut(db, { token, now: clock.now() });
      await sessionsEnded(context, request, { token });
      clearSessionCookie(context, reply);
      return { success: true as const };
    },
  );
}

/** The password change of a logged-in member. */
function passwordChangeRoute(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/customers/update-password',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Change the password (ends every login and game session of the member)',
        security: security.member,
        body: updatePasswordRequest,
        response: { 200: successResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context),
    },
    async (request, reply) => {
      const { memberId } = authenticatedMember(request);
      const input = request.body;
      await changePassword(db, {
        memberId,
        oldPassword: input.old_password,
        newPassword: input.password,
        now: clock.now(),
      });
      await sessionsEnded(context, request, { memberId });
      // The login is over: the browser drops its cookie now rather than sending a dead token.
      clearSessionCookie(context, reply);
      return { success: true as const };
    },
  );
}
