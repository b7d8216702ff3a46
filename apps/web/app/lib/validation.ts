import type { ValidationCode } from '@chaba/contracts/validation';
import type { Language } from '@chaba/i18n/languages';
import { getI18n } from './i18n';

/** The part of a zod schema the forms use, so that the web app needs no zod import of its own. */
interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

const validationCodes: readonly ValidationCode[] = [
  'required',
  'invalid',
  'phone_format',
  'password_length',
  'password_complexity',
  'password_mismatch',
  'otp_format',
  'bank_unknown',
  'account_number_format',
  'too_long',
  'date_format',
  'date_impossible',
];

function isValidationCode(value: string): value is ValidationCode {
  return (validationCodes as readonly string[]).includes(value);
}

/** The text of a rule's code, using the field's label: the same wording the API answers with. */
export function validationMessage(code: string, label: string, language: Language): string {
  const known = isValidationCode(code) ? code : 'invalid';
  return getI18n(language).t(`validation.${known}`, { field: label });
}

/** Checks one value against a rule of packages/contracts; null when it passes. */
export function checkField(
  schema: FieldSchema,
  value: unknown,
  label: string,
  language: Language,
): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return validationMessage(result.error.issues[0]?.message ?? 'invalid', label, language);
}
