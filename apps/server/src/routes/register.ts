import {
  registerBankAccountRequest,
  registerOtpRequest,
  registerPasswordRequest,
  otpLimitResponse,
  challengeRefusalResponse,
  registerPhoneRequest,
  registrationTokenResponse,
  smsFailedResponse,
  successResponse,
} from '@chaba/contracts/auth';
import { commonErrorResponses, domainErrorExample, domainErrorResponse } from '@chaba/contracts/errors';
import { completeRegistration } from '@chaba/core/auth/complete-registration';
import { setRegistrationPassword } from '@chaba/core/auth/set-registration-password';
import { startRegistration } from '@chaba/core/auth/start-registration';
import { verifyRegistrationOtp } from '@chaba/core/auth/verify-registration-otp';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { linkPendingLineAccount } from '@chaba/core/line-login/line-accounts';
import { bearerToken, isHttps } from '../http/auth';
import { requestLanguage } from '../http/language';
import { apiTags } from '../http/openapi';
import { proofOfWorkRequired } from '../http/proof-of-work';
import { lineRegistrationCookie, lineRegistrationCookieOptions } from './line-registration-cookie';

/** The registration token of /api/register/otp, as a bearer token (not a login). */
const registrationToken = [{ memberBearer: [] }];
const registrationTokenNote =
  'Authorization: Bearer <the access_token of /api/register/otp>; an invalid or expired one ' +
  'answers 422 `registration_token_invalid`.';

/** Registration in three steps (spec §4.2), with a real OTP between phone and password. */
export function registerRoutes(scope: FastifyInstance, context: AppContext): void {
  phoneRoutes(scope, context);
  accountRoutes(scope, context);
}

/** The first two steps: the phone number and its SMS code. */
function phoneRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/register/phone',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Registration step 1: send an OTP by SMS to a new phone',
        body: registerPhoneRequest,
        response: {
          200: successResponse,
          ...commonErrorResponses,
          422: commonErrorResponses[422].meta({
            examples: [domainErrorExample('phone_taken', 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว', 'phone')],
          }),
          429: otpLimitResponse,
          503: smsFailedResponse,
        },
      },
    },
    async (request) => {
      const input = request.body;
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
      return { success: true as const };
    },
  );

  app.post(
    '/api/register/otp',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Registration step 2: check the OTP; answers the registration token',
        body: registerOtpRequest,
        response: {
          200: registrationTokenResponse,
          ...commonErrorResponses,
          422: commonErrorResponses[422].meta({
            examples: [domainErrorExample('otp_invalid', 'รหัส OTP ไม่ถูกต้อง', 'otp')],
          }),
        },
      },
    },
    async (request) => {
      const input = request.body;
      const issued = await verifyRegistrationOtp(db, {
        phone: input.phone,
        code: input.otp,
        now: clock.now(),
      });
      return { success: true as const, access_token: issued.token, expires_in: issued.expiresInSeconds };
    },
  );
}

/** The last two steps: the password and the bank account. */
function accountRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/register/password',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Registration step 3: set the password',
        description: registrationTokenNote,
        security: registrationToken,
        body: registerPasswordRequest,
        response: {
          200: successResponse,
          ...commonErrorResponses,
          428: challengeRefusalResponse,
          503: domainErrorResponse.describe(
            'server_busy: too many passwords to hash at once; see Retry-After',
          ),
        },
      },
      preHandler: proofOfWorkRequired(context),
    },
    async (request) => {
      await setRegistrationPassword(db, {
        registrationToken: bearerToken(request),
        password: request.body.password,
        now: clock.now(),
      });
      return { success: true as const };
    },
  );

  app.post(
    '/api/register/bank-account',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Registration step 4: the bank account; creates the member',
        description: registrationTokenNote,
        security: registrationToken,
        body: registerBankAccountRequest,
        response: {
          200: successResponse,
          ...commonErrorResponses,
          422: commonErrorResponses[422].meta({
            examples: [
              domainErrorExample('account_number_taken', 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว', 'account_number'),
            ],
          }),
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // A registration that started from LINE Login links that LINE account (decision 70).
      const lineKey = request.cookies?.[lineRegistrationCookie];
      await completeRegistration(db, {
        registrationToken: bearerToken(request),
        phone: input.phone,
        bank: input.bank,
        accountNumber: input.account_number,
        name: input.name,
        line: input.line,
        dateOfBirth: input.date_of_birth,
        seenFrom: { clientAddress: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) },
        onCreated: lineKey
          ? (tx, memberId) =>
              linkPendingLineAccount(tx, { registrationKey: lineKey, memberId, now: clock.now() })
          : undefined,
        now: clock.now(),
      });
      if (lineKey) reply.clearCookie(lineRegistrationCookie, lineRegistrationCookieOptions(isHttps(context)));
      return { success: true as const };
    },
  );
}
