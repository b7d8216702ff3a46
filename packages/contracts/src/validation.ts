import { z } from 'zod';
import { registrationBankCodes } from './banks';

/**
 * Field rules shared by the API and the member site's forms. Each schema reports a message
 * code (see `ValidationCode`); the caller turns codes into text in the user's language with
 * the i18n catalogs, so the same rule reads the same on both sides.
 */
export type ValidationCode =
  | 'required'
  | 'invalid'
  | 'phone_format'
  | 'password_length'
  | 'password_complexity'
  | 'password_mismatch'
  | 'otp_format'
  | 'bank_unknown'
  | 'account_number_format'
  | 'too_long'
  | 'control_characters'
  | 'date_order'
  | 'range_too_long'
  | 'date_format'
  | 'date_impossible'
  | 'slug_format';

/**
 * Characters no text field may hold: the C0 controls but tab, line feed and carriage return, DEL
 * and the C1 controls. NUL in particular: PostgreSQL cannot store it in text, so before this rule
 * a NUL anywhere in a request was a 500 (issue 9). Lone UTF-16 surrogates are not text either.
 */
const forbiddenAnywhere = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A one-line field (a name, an id, a reason) holds no line breaks or tabs either. */
const forbiddenInLine = /[\u0000-\u001f\u007f-\u009f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a text may be stored as sent; `multiline` allows tab, line feed and carriage return. */
export function isSafeText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? forbiddenAnywhere : forbiddenInLine).test(value) && !loneSurrogate.test(value);
}

const requiredOr = (code: ValidationCode) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : code;

/**
 * The one schema for free text from outside: a string without control characters (`isSafeText`),
 * trimmed, at most `maxLength` characters. Every text field of every contract is one of these (or a
 * stricter format such as a phone number), so no route can store a NUL.
 */
export const safeText = (maxLength = 255, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: requiredOr('invalid') })
    .refine((value) => isSafeText(value, options), { error: 'control_characters', abort: true })
    .trim()
    .max(maxLength, { error: 'too_long' });

/** An optional text (missing, null or blank stay as they are). */
export const optionalText = (maxLength = 255) => safeText(maxLength).optional().nullable();

/** A required string: missing, null and blank are all 'required'; surrounding spaces are trimmed. */
export const requiredString = (maxLength = 255) =>
  safeText(maxLength).min(1, { error: 'required', abort: true });

/**
 * Times from outside lie in 2000–2099: an ISO format check alone lets through year 0, which
 * PostgreSQL cannot store (a 500 before issue 9), and no real click, transfer or report is older.
 */
export const storableTimeRange = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2100, 0, 1) };
export const isStorableTime = (milliseconds: number) =>
  milliseconds >= storableTimeRange.from && milliseconds < storableTimeRange.to;

/** An ISO date-time with its offset, in the storable range. */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: 'invalid' })
  .refine((value) => isStorableTime(Date.parse(value)), { error: 'invalid' });

/** An ISO calendar date (YYYY-MM-DD), in the storable range. */
export const dateSchema = z.iso
  .date({ error: 'invalid' })
  .refine((value) => isStorableTime(Date.parse(`${value}T00:00:00Z`)), { error: 'invalid' });

/**
 * A date of birth as sent: YYYY-MM-DD (`date_format`) of a day that exists (`date_impossible`:
 * 2001-02-29, 2000-13-01). Whether it makes an adult is the core's question, with its clock.
 */
export const dateOfBirthSchema = z
  .string({ error: requiredOr('date_format') })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_format', abort: true })
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    },
    { error: 'date_impossible' },
  );

/** A database id (path parameter or JSON): a positive safe integer, as a number or digits. */
export const recordId = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'invalid' });

/** Thai mobile number: ten digits starting 06, 08 or 09. */
export const phoneSchema = z
  .string({ error: requiredOr('phone_format') })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^0[689]\d{8}$/, { error: 'phone_format' });

export const passwordMinLength = 8;
export const passwordMaxLength = 15;

/** 8–15 printable ASCII characters with a lower-case and an upper-case English letter and a digit. */
export const passwordSchema = z
  .string({ error: requiredOr('invalid') })
  .min(1, { error: 'required', abort: true })
  .min(passwordMinLength, { error: 'password_length', abort: true })
  .max(passwordMaxLength, { error: 'password_length', abort: true })
  .refine(
    (value) => /^[\x21-\x7e]+$/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value),
    {
      error: 'password_complexity',
    },
  );

export const staffPasswordMaxLength = 128;

/**
 * A staff password (issue 30): 8–128 characters, so that a password manager's passphrase fits (ASVS
 * V2.1), any printable characters and spaces, with the members' strength rule (an English lower-case
 * and upper-case letter and a digit). Members keep 8–15 (`passwordSchema`, the spec's rule).
 */
export const staffPasswordSchema = z
  .string({ error: requiredOr('invalid') })
  .min(1, { error: 'required', abort: true })
  .min(passwordMinLength, { error: 'staff_password_length', abort: true })
  .max(staffPasswordMaxLength, { error: 'staff_password_length', abort: true })
  .refine((value) => isSafeText(value), { error: 'control_characters', abort: true })
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
    error: 'password_complexity',
  });

/** Any non-empty password: what login accepts, so that old passwords still work. */
export const anyPasswordSchema = z
  .string({ error: requiredOr('invalid') })
  .min(1, { error: 'required', abort: true })
  // No password ever set holds a control character (passwordSchema is printable ASCII).
  .refine((value) => isSafeText(value), { error: 'control_characters', abort: true })
  .max(255, { error: 'too_long' });

export const otpSchema = z
  .string({ error: requiredOr('otp_format') })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^\d{6}$/, { error: 'otp_format' });

/** One of the 14 registration banks, in either case; normalised to the upper-case code. */
export const registrationBankSchema = z
  .string({ error: requiredOr('bank_unknown') })
  .trim()
  .min(1, { error: 'required', abort: true })
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(registrationBankCodes, { error: 'bank_unknown' }));

/** 10 to 12 digits; dashes and spaces as printed on a passbook are removed first. */
export const accountNumberSchema = z
  .string({ error: requiredOr('account_number_format') })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'required', abort: true })
      .regex(/^\d{10,12}$/, { error: 'account_number_format' }),
  );

/** Adds the "confirmation must match" rule to a schema with password and password_confirmation. */
export function withMatchingConfirmation<
  T extends z.ZodType<{ password: string; password_confirmation: string }>,
>(schema: T) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    error: 'password_mismatch',
    path: ['password_confirmation'],
  });
}
