import { z } from 'zod';
import {
  accountNumberSchema,
  dateOfBirthSchema,
  optionalText,
  anyPasswordSchema,
  otpSchema,
  passwordSchema,
  phoneSchema,
  registrationBankSchema,
  requiredString,
  withMatchingConfirmation,
} from './validation';
import { commonErrorResponses, domainErrorExample, domainErrorResponse } from './errors';

const optionalKey = optionalText(64);

/**
 * A solved proof-of-work challenge (ALTCHA's payload: base64 of its JSON), required while the server
 * is under pressure: a call without it answers 428 `challenge_required` with the challenge to solve.
 */
const altcha = z
  .string()
  .max(4096)
  .optional()
  .nullable()
  .describe('A solved challenge (ALTCHA payload, base64 JSON); required after a 428 `challenge_required`');
const flag = z
  .union([z.boolean(), z.number(), z.string().max(16)])
  .optional()
  .nullable();

export const registerPhoneRequest = z.object({
  phone: phoneSchema,
  no_otp: flag,
  affiliate_key: optionalKey,
  referral_key: optionalKey,
  /** The advertising click id the site kept in its cookie (spec §3), for the first-deposit postback. */
  click_id: optionalText(128),
});
export type RegisterPhoneRequest = z.infer<typeof registerPhoneRequest>;

export const registerOtpRequest = z.object({ phone: phoneSchema, otp: otpSchema, bypass: flag });
export type RegisterOtpRequest = z.infer<typeof registerOtpRequest>;

export const registerPasswordRequest = withMatchingConfirmation(
  z.object({
    password: passwordSchema,
    password_confirmation: z.string({ error: 'required' }).min(1, { error: 'required', abort: true }),
    altcha,
  }),
);
export type RegisterPasswordRequest = z.infer<typeof registerPasswordRequest>;

export const registerBankAccountRequest = z.object({
  phone: phoneSchema,
  bank: registrationBankSchema,
  account_number: accountNumberSchema,
  name: requiredString(100),
  line: requiredString(100),
  /** YYYY-MM-DD (Gregorian); the member must be 20 or over in Bangkok today (issue 13). */
  date_of_birth: dateOfBirthSchema,
});
export type RegisterBankAccountRequest = z.infer<typeof registerBankAccountRequest>;

/** `otp`: the code sent by SMS when the login answered `login_otp_required` (an account under attack). */
export const loginRequest = z.object({
  phone: phoneSchema,
  password: anyPasswordSchema,
  otp: otpSchema.optional().nullable(),
  altcha,
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const registrationTokenResponse = z.object({
  success: z.literal(true),
  access_token: z.string(),
  expires_in: z.number().int().positive(),
});
export type RegistrationTokenResponse = z.infer<typeof registrationTokenResponse>;

export const updatePasswordRequest = withMatchingConfirmation(
  z.object({
    old_password: anyPasswordSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'required' }).min(1, { error: 'required', abort: true }),
  }),
);
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

export const resetPasswordStartRequest = z.object({
  phone: phoneSchema,
  game_username: optionalText(64),
});
export type ResetPasswordStartRequest = z.infer<typeof resetPasswordStartRequest>;

/** `token`: the reset's own token, sent back with the OTP and the new password. */
export const resetPasswordStartResponse = z.object({ success: z.literal(true), token: z.string() });
export type ResetPasswordStartResponse = z.infer<typeof resetPasswordStartResponse>;

export const resetPasswordConfirmOtpRequest = z.object({
  phone: phoneSchema,
  game_username: optionalText(64),
  token: requiredString(200),
  otp: otpSchema,
});
export type ResetPasswordConfirmOtpRequest = z.infer<typeof resetPasswordConfirmOtpRequest>;

export const resetPasswordConfirmPasswordRequest = withMatchingConfirmation(
  z.object({
    phone: phoneSchema,
    game_username: optionalText(64),
    token: requiredString(200),
    otp: otpSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'required' }).min(1, { error: 'required', abort: true }),
    altcha,
  }),
);
export type ResetPasswordConfirmPasswordRequest = z.infer<typeof resetPasswordConfirmPasswordRequest>;

/** ALTCHA's challenge (protocol v2, PBKDF2/SHA-256 with a key prefix), to solve and send back as `altcha`. */
export const proofOfWorkChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallenge>;

/** 428: the server is under pressure; solve `challenge` and send the same call again with `altcha`. */
export const challengeRefusalResponse = domainErrorResponse
  .extend({ challenge: proofOfWorkChallenge })
  .describe(
    'challenge_required (no `altcha`) or challenge_invalid (expired, spent or wrong): the server is ' +
      'under a flood of password checks; solve `challenge` (ALTCHA v2) and send the call again with `altcha`',
  );

export const successResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponse>;

/** A one-minute, one-use ticket that opens the member's live-update stream (EventSource sends no header). */
export const streamTicketResponse = z.object({ ticket: z.string(), expires_in: z.number().int().positive() });
export type StreamTicketResponse = z.infer<typeof streamTicketResponse>;

/** GET /api/customers/stream?ticket=…: without a ticket the answer is 401, like a used one. */
export const streamQuery = z.object({ ticket: z.string().min(1).max(200).optional() });

/** Asking for an OTP too often (per phone, per network): 429 with Retry-After. */
export const otpLimitResponse = commonErrorResponses[429].meta({
  examples: [domainErrorExample('otp_resend_too_soon', 'กรุณารอ 60 วินาทีก่อนขอรหัส OTP ใหม่')],
});

/** The SMS gateway failed to send the OTP: the code is withdrawn, asking again at once is fine. */
export const smsFailedResponse = domainErrorResponse.describe('sms_send_failed: the SMS was not sent').meta({
  examples: [domainErrorExample('sms_send_failed', 'ส่ง SMS รหัส OTP ไม่สำเร็จ กรุณาลองใหม่อีกครั้งในอีกสักครู่')],
});
