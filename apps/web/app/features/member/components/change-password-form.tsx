import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { errorMessages } from '../../../lib/errors';
import { useForm } from '../../../lib/form';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { useCredentialRules } from '../../../lib/use-credential-forms';
import { Button } from '../../../ui/button';
import { useFeedback } from '../../../ui/feedback';
import { CurrentPasswordField, NewPasswordFields } from '../../../ui/credential-fields';
import { ServerErrors } from '../../../ui/server-errors';
import { memberApi } from '../api/member-api';

/** Old, new and confirmation; success revokes every token, so the member is logged out (spec §4.9). */
export function ChangePasswordForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const { memberRequest, logout } = useSession();
  const { close } = usePopup();
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const rules = useCredentialRules();
  const labels = { password: t('fields.newPassword'), confirmation: t('fields.newPasswordConfirmation') };
  const form = useForm({ old_password: '', password: '', password_confirmation: '' }, (values) => ({
    old_password: rules.password(values.old_password, t('fields.oldPassword')),
    ...rules.newPassword(values, labels),
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
      <CurrentPasswordField field={form.field('old_password')} label={t('fields.oldPassword')} />
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('password_confirmation')}
        labels={labels}
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
