import {
  registerBankAccountRequest,
  registerOtpRequest,
  registerPasswordRequest,
  registerPhoneRequest,
} from '@chaba/contracts/auth';
import { completeRegistration } from '@chaba/core/auth/complete-registration';
import { setRegistrationPassword } from '@chaba/core/auth/set-registration-password';
import { startRegistration } from '@chaba/core/auth/start-registration';
import { verifyRegistrationOtp } from '@chaba/core/auth/verify-registration-otp';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { bearerToken } from '../http/auth';
import { requestLanguage } from '../http/language';

/** Registration in three steps (spec §4.2), with a real OTP between phone and password. */
export function registerRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.post('/api/register/phone', async (request) => {
    const input = registerPhoneRequest.parse(request.body ?? {});
    await startRegistration(db, {
      phone: input.phone,
      affiliateKey: input.affiliate_key,
      referralKey: input.referral_key,
      clickId: input.click_id || request.cookies?.click_id,
      language: requestLanguage(request),
      clientAddress: request.ip,
      now: clock.now(),
      settings: context.authSettings,
      sms: context.sms,
    });
    return { success: true };
  });

  app.post('/api/register/otp', async (request) => {
    const input = registerOtpRequest.parse(request.body ?? {});
    const issued = await verifyRegistrationOtp(db, { phone: input.phone, code: input.otp, now: clock.now() });
    return { success: true, access_token: issued.token, expires_in: issued.expiresInSeconds };
  });

  app.post('/api/register/password', async (request) => {
    const input = registerPasswordRequest.parse(request.body ?? {});
    await setRegistrationPassword(db, {
      registrationToken: bearerToken(request),
      password: input.password,
      now: clock.now(),
    });
    return { success: true };
  });

  app.post('/api/register/bank-account', async (request) => {
    const input = registerBankAccountRequest.parse(request.body ?? {});
    await completeRegistration(db, {
      registrationToken: bearerToken(request),
      phone: input.phone,
      bank: input.bank,
      accountNumber: input.account_number,
      name: input.name,
      line: input.line,
      now: clock.now(),
    });
    return { success: true };
  });
}
