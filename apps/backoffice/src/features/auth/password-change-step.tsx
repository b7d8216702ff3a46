import { changeStaffPasswordRequest } from '@chaba/contracts/staff-auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { changePassword } from './api';
import { AuthHeading } from './auth-frame';

const fields = ['old_password', 'password', 'password_confirmation'] as const;

/** A first login: the one-time password is replaced by the staff member's own before anything else. */
export function PasswordChangeStep({
  token,
  oldPassword,
  onDone,
}: {
  token: string;
  oldPassword: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(changeStaffPasswordRequest),
    defaultValues: { old_password: oldPassword, password: '', password_confirmation: '' },
  });
  const { formError, submit } = useServerForm(form, {
    fields,
    onSubmit: async (values) => {
      await changePassword(token, values);
      onDone();
      return 'stay';
    },
  });
  const { errors } = form.formState;
  return (
    <>
      <AuthHeading title={t('firstLogin.passwordTitle')} text={t('firstLogin.passwordText')} />
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField
          label={t('firstLogin.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t('firstLogin.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <FormError message={formError ?? errors.old_password?.message} />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="w-full"
          busy={form.formState.isSubmitting}
        >
          {t('firstLogin.passwordSubmit')}
        </Button>
      </form>
    </>
  );
}
