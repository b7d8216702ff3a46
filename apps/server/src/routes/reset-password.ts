import {
  resetPasswordConfirmOtpRequest,
  resetPasswordConfirmPasswordRequest,
  resetPasswordStartRequest,
} from '@chaba/contracts/auth';
import { completePasswordReset } from '@chaba/core/auth/complete-password-reset';
import { confirmPasswordResetOtp } from '@chaba/core/auth/confirm-password-reset-otp';
import { startPasswordReset } from '@chaba/core/auth/start-password-reset';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { requestLanguage } from '../http/language';

/** Forgotten password (spec §4.3): phone → OTP → new password. */
export function resetPasswordRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.post('/api/reset-password/start', async (request) => {
    const input = resetPasswordStartRequest.parse(request.body ?? {});
    const { token } = await startPasswordReset(db, {
      phone: input.phone,
      language: requestLanguage(request),
      clientAddress: request.ip,
      now: clock.now(),
      settings: context.authSettings,
      sms: context.sms,
    });
    return { success: true, token };
  });

  app.post('/api/reset-password/confirm-otp', async (request) => {
    const input = resetPasswordConfirmOtpRequest.parse(request.body ?? {});
    await confirmPasswordResetOtp(db, {
      phone: input.phone,
      token: input.token,
      code: input.otp,
      now: clock.now(),
    });
    return { success: true };
  });

  app.post('/api/reset-password/confirm-password', async (request) => {
    const input = resetPasswordConfirmPasswordRequest.parse(request.body ?? {});
    const { memberId } = await completePasswordReset(db, {
      phone: input.phone,
      token: input.token,
      newPassword: input.password,
      now: clock.now(),
    });
    // Every login of the member was revoked: all their open streams end.
    context.events.publish({ memberId, reason: 'session-ended' });
    return { success: true };
  });
}
