import { staffLoginRequest } from '@chaba/contracts/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import type { LoginValues } from './use-login-flow';

/** The code is a TOTP code (six digits) or a recovery code; empty only before a second factor exists. */
const loginForm = staffLoginRequest.extend({ otp: z.string().trim().max(32, { error: 'too_long' }) });

/** Username, password and the authenticator's code (or a recovery code) in one form. */
export function CredentialsForm({ onSubmit }: { onSubmit: (values: LoginValues) => Promise<void> }) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const form = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { username: '', password: '', otp: '' },
  });
  const { formError, submit } = useServerForm(form, {
    fields: ['username', 'password', 'otp'],
    onSubmit: async (values) => {
      // A refused code is spent or wrong either way: the next try needs the app's next one.
      await onSubmit(values).catch((error: unknown) => {
        form.resetField('otp');
        throw error;
      });
      return 'stay';
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        autoFocus
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {recovery ? (
        <TextField
          key="recovery"
          label={t('auth.recoveryCode')}
          autoComplete="off"
          autoCapitalize="none"
          placeholder="xxxx-xxxx-xxxx"
          className="[&_input]:font-mono"
          error={errors.otp?.message}
          {...form.register('otp')}
        />
      ) : (
        <TextField
          key="otp"
          label={t('auth.otp')}
          hint={t('auth.otpHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
          error={errors.otp?.message}
          {...form.register('otp')}
        />
      )}
      <FormError message={formError} />
      <Button type="submit" variant="primary" size="lg" className="w-full" busy={form.formState.isSubmitting}>
        {t('auth.submit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="w-full"
        onClick={() => {
          form.resetField('otp');
          setRecovery(!recovery);
        }}
      >
        {recovery ? t('auth.useOtp') : t('auth.useRecovery')}
      </Button>
    </form>
  );
}
