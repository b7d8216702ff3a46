import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { anyPasswordSchema, passwordSchema } from '@chaba/contracts/validation';
import { errorMessages } from '../../../lib/errors';
import { useForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/language';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { checkField, validationMessage } from '../../../lib/validation';
import { Button } from '../../../ui/button';
import { useFeedback } from '../../../ui/feedback';
import { PasswordField } from '../../../ui/field';
import { PasswordHints } from '../../../ui/password-hints';
import { ServerErrors } from '../../../ui/server-errors';
import { memberApi } from '../api/member-api';

/** Old, new and confirmation; success revokes every token, so the member is logged out (spec §4.9). */
export function ChangePasswordForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { memberRequest, logout } = useSession();
  const { close } = usePopup();
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm({ old_password: '', password: '', password_confirmation: '' }, (values) => ({
    old_password: checkField(anyPasswordSchema, values.old_password, t('fields.oldPassword'), language),
    password: checkField(passwordSchema, values.password, t('fields.newPassword'), language),
    password_confirmation: !values.password_confirmation
      ? validationMessage('required', t('fields.newPasswordConfirmation'), language)
      : values.password_confirmation !== values.password
        ? validationMessage('password_mismatch', t('fields.newPasswordConfirmation'), language)
        : null,
  }));

  const submit = async (values: {
    old_password: string;
    password: string;
    password_confirmation: string;
  }) => {
    setBusy(true);
    setServerErrors([]);
    try {
      await memberApi(memberRequest).updatePassword(values);
      close('finished');
      toast('success', t('changePassword.success'));
      logout({ silent: true, ended: true });
    } catch (error) {
      setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={t('changePassword.title')}
      className="my-2 rounded-xl border border-gold-400/20 bg-ink-950/60 p-3.5"
    >
      <h3 className="mb-3 text-sm font-semibold text-gold-200">{t('changePassword.title')}</h3>
      <ServerErrors messages={serverErrors} />
      <PasswordField
        label={t('fields.oldPassword')}
        {...form.field('old_password')}
        autoComplete="current-password"
      />
      <PasswordField
        label={t('fields.newPassword')}
        {...form.field('password')}
        autoComplete="new-password"
        maxLength={15}
      />
      <PasswordHints password={form.values.password} />
      <PasswordField
        label={t('fields.newPasswordConfirmation')}
        {...form.field('password_confirmation')}
        autoComplete="new-password"
        maxLength={15}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={busy} className="flex-1">
          {t('changePassword.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
