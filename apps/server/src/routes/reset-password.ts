import {
  resetPasswordConfirmOtpRequest,
  resetPasswordConfirmPasswordRequest,
  resetPasswordStartRequest,
  otpLimitResponse,
  challengeRefusalResponse,
  resetPasswordStartResponse,
  smsFailedResponse,
  successResponse,
} from '@chaba/contracts/auth';
import { commonErrorResponses, domainErrorExample, domainErrorResponse } from '@chaba/contracts/errors';
import { completePasswordReset } from '@chaba/core/auth/complete-password-reset';
import { confirmPasswordResetOtp } from '@chaba/core/auth/confirm-password-reset-otp';
import { startPasswordReset } from '@chaba/core/auth/start-password-reset';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { sessionsEnded } from '../http/auth';
import { requestLanguage } from '../http/language';
import { apiTags } from '../http/openapi';
import { proofOfWorkRequired } from '../http/proof-of-work';

const resetTokenRefused = commonErrorResponses[422].meta({
  examples: [domainErrorExample('reset_token_invalid', 'คำขอตั้งรหัสผ่านใหม่หมดอายุ กรุณาเริ่มใหม่', 'token')],
});

/** Forgotten password (spec §4.3): phone → OTP → new password. */
export function resetPasswordRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/reset-password/start',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Forgotten password, step 1: send an OTP to the phone; answers the reset token',
        body: resetPasswordStartRequest,
        response: {
          200: resetPasswordStartResponse,
          ...commonErrorResponses,
          429: otpLimitResponse,
          503: smsFailedResponse,
        },
      },
    },
    async (request) => {
      const { token } = await startPasswordReset(db, {
        phone: request.body.phone,
        language: requestLanguage(request),
        clientAddress: request.ip,
        now: clock.now(),
        settings: context.authSettings,
        sms: context.sms,
      });
      return { success: true as const, token };
    },
  );

  app.post(
    '/api/reset-password/confirm-otp',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Forgotten password, step 2: check the OTP',
        body: resetPasswordConfirmOtpRequest,
        response: { 200: successResponse, ...commonErrorResponses, 422: resetTokenRefused },
      },
    },
    async (request) => {
      const input = request.body;
      await confirmPasswordResetOtp(db, {
        phone: input.phone,
        token: input.token,
        code: input.otp,
        now: clock.now(),
      });
      return { success: true as const };
    },
  );

  newPasswordRoute(scope, context);
}

/** The last step: the new password, hashed only after a solved challenge under a flood (issue 24). */
function newPasswordRoute(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/reset-password/confirm-password',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Forgotten password, step 3: set the new password (ends every login of the member)',
        body: resetPasswordConfirmPasswordRequest,
        response: {
          200: successResponse,
          ...commonErrorResponses,
          422: resetTokenRefused,
          428: challengeRefusalResponse,
          503: domainErrorResponse.describe(
            'server_busy: too many passwords to hash at once; see Retry-After',
          ),
        },
      },
      preHandler: proofOfWorkRequired(context),
    },
    async (request) => {
      const input = request.body;
      const { memberId } = await completePasswordReset(db, {
        phone: input.phone,
        token: input.token,
        newPassword: input.password,
        now: clock.now(),
      });
      await sessionsEnded(context, request, { memberId });
      return { success: true as const };
    },
  );
}
