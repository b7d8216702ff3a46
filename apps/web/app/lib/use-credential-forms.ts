import { anyPasswordSchema, otpSchema, passwordSchema, phoneSchema } from '@chaba/contracts/validation';
import { useForm } from './form';
import { useTranslation } from './i18n';
import { useLanguage } from './language';
import { checkField, validationMessage } from './validation';

/**
 * The forms of a member's credentials, shared by the login popup, registration, forgot password,
 * the password change and the restricted-account page: the same rules of packages/contracts and the
 * same field names everywhere. The fields that show them are `ui/credential-fields.tsx`.
 */

/** The labels a new password and its confirmation are named by in their messages. */
export interface NewPasswordLabels {
  password: string;
  confirmation: string;
}

export type NewPasswordValues = { password: string; password_confirmation: string };

/** The credential rules in the page's language, each null when the value passes. */
export function useCredentialRules() {
  const { t } = useTranslation();
  const language = useLanguage();
  return {
    phone: (value: string) => checkField(phoneSchema, value, t('fields.phone'), language),
    /** Any password a member may already have (the login's, the old one of a change). */
    password: (value: string, label = t('fields.password')) =>
      checkField(anyPasswordSchema, value, label, language),
    otp: (value: string) => checkField(otpSchema, value, t('fields.otp'), language),
    /** A new password (spec §5) and its confirmation, which must be the same. */
    newPassword: (values: NewPasswordValues, labels: NewPasswordLabels) => ({
      password: checkField(passwordSchema, values.password, labels.password, language),
      password_confirmation: !values.password_confirmation
        ? validationMessage('required', labels.confirmation, language)
        : values.password_confirmation !== values.password
          ? validationMessage('password_mismatch', labels.confirmation, language)
          : null,
    }),
  };
}

export type LoginValues = { phone: string; password: string; otp: string };

/**
 * Phone and password, and the code sent by SMS once the server asks for it (`otpRequired`): the
 * login popup and the restricted-account page, whose owner cannot log in.
 */
export function useLoginForm(otpRequired: boolean) {
  const rules = useCredentialRules();
  return useForm<LoginValues>({ phone: '', password: '', otp: '' }, (values) => ({
    phone: rules.phone(values.phone),
    password: rules.password(values.password),
    otp: otpRequired ? rules.otp(values.otp) : null,
  }));
}

/** The phone a code is sent to (registration, forgot password). */
export function usePhoneForm() {
  const rules = useCredentialRules();
  return useForm({ phone: '' }, (values) => ({ phone: rules.phone(values.phone) }));
}

/** The six-digit code sent by SMS (registration, forgot password). */
export function useOtpForm() {
  const rules = useCredentialRules();
  return useForm({ otp: '' }, (values) => ({ otp: rules.otp(values.otp) }));
}

/** A new password and its confirmation (registration, forgot password). */
export function useNewPasswordForm(labels: NewPasswordLabels) {
  const rules = useCredentialRules();
  return useForm<NewPasswordValues>({ password: '', password_confirmation: '' }, (values) =>
    rules.newPassword(values, labels),
  );
}
