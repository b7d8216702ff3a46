import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { PasswordField, TextField, type FieldProps } from './field';
import { PasswordHints } from './password-hints';

/**
 * The fields of a member's credentials, the same in the login popup, registration, forgot password,
 * the password change and the restricted-account page: their labels, placeholders, lengths and the
 * autocomplete names that let a password manager fill and save them. Each takes what `useForm`'s
 * `field(name)` gives (lib/use-credential-forms.ts holds the forms and their rules). Like every
 * TextField they adopt what was typed before their part hydrated (decision 29).
 */

/** What `useForm().field(name)` answers: the value, its error and the handlers. */
export type FieldBinding = Pick<FieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'>;

/**
 * The phone number: `username` where it names an account that exists (login), `tel-national` where a
 * code is sent to it (registration, forgot password).
 */
export function PhoneField({
  field,
  autoComplete,
}: {
  field: FieldBinding;
  autoComplete: 'username' | 'tel-national';
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('fields.phone')}
      {...field}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={10}
      digitsOnly
      placeholder={t('placeholders.phone')}
    />
  );
}

/** A password the member already has: the login's, or the old one of a change. */
export function CurrentPasswordField({
  field,
  label,
  placeholder,
}: {
  field: FieldBinding;
  label: string;
  placeholder?: string;
}) {
  return <PasswordField label={label} {...field} autoComplete="current-password" placeholder={placeholder} />;
}

/**
 * The six-digit code sent by SMS. `spread` spaces the digits out in large type, for a step that asks
 * for the code alone (its placeholder keeps normal spacing, so that Thai vowels stay on their letters).
 */
export function OtpField({
  field,
  label,
  hint,
  spread = false,
  testId,
}: {
  field: FieldBinding;
  label?: string;
  hint?: ReactNode;
  spread?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('fields.otp')}
      {...field}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      digitsOnly
      placeholder={t('placeholders.otp')}
      hint={hint}
      data-testid={testId}
      className={
        spread
          ? '[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em] [&_input::placeholder]:text-base [&_input::placeholder]:tracking-normal'
          : ''
      }
    />
  );
}

/** A new password with the hints of spec §5 ticked as it is typed, then its confirmation. */
export function NewPasswordFields({
  password,
  confirmation,
  labels,
  placeholder,
}: {
  password: FieldBinding;
  confirmation: FieldBinding;
  labels: { password: string; confirmation: string };
  placeholder?: string;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        {...password}
        autoComplete="new-password"
        maxLength={15}
        placeholder={placeholder}
      />
      <PasswordHints password={password.value ?? ''} />
      <PasswordField
        label={labels.confirmation}
        {...confirmation}
        autoComplete="new-password"
        maxLength={15}
      />
    </>
  );
}

/**
 * Phone, password and, once the server asks for it, the code sent by SMS: the login popup and the
 * restricted-account page. What a form adds later (a proof-of-work check, say) goes in `children`,
 * after the fields.
 */
export function LoginFields({
  field,
  otpRequired,
  otp = {},
  children,
}: {
  field: (name: 'phone' | 'password' | 'otp') => FieldBinding;
  otpRequired: boolean;
  otp?: { label?: string; hint?: ReactNode; testId?: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PhoneField field={field('phone')} autoComplete="username" />
      <CurrentPasswordField
        field={field('password')}
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
      />
      {otpRequired ? <OtpField field={field('otp')} {...otp} /> : null}
      {children}
    </>
  );
}
