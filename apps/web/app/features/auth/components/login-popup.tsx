import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/language';
import { usePopup } from '../../../lib/popup';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { LoginFields } from '../../../ui/credential-fields';
import { LoginIcon } from '../../../ui/icons';
import { ServerErrors } from '../../../ui/server-errors';
import { useLoginPopup } from './use-login-popup';

/**
 * The Login popup (spec §4.1): success loads the profile and goes to / or to the remembered
 * safe path; failure shows the server's message in the red box and as an error toast. An account
 * under attack asks for the code sent by SMS too (useLoginPopup, useLoginFlow).
 */
export function LoginPopup({
  renderAlternatives,
}: {
  /** Other ways in, under the password form (the shell passes LINE Login's button). */
  renderAlternatives?: () => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const { open, close } = usePopup();
  const localize = useLocalizePath();
  const { form, submit, busy, serverErrors, restricted, otpRequired } = useLoginPopup();

  return (
    <Dialog title={t('login.title')} onClose={() => close()} icon={<LoginIcon />}>
      <ServerErrors messages={serverErrors} />
      {restricted ? (
        <Link
          to={localize('/responsible-gaming/account')}
          onClick={() => close('finished')}
          data-testid="restricted-account-link"
          className="-mt-2 mb-4 block text-sm font-semibold text-gold-300 hover:underline"
        >
          {t('protection.restricted.loginLink')}
        </Link>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <p className="mb-4 text-sm text-ink-300">{t('login.intro')}</p>
        <LoginFields
          field={form.field}
          otpRequired={otpRequired}
          otp={{ hint: t('login.otpHint'), testId: 'login-otp' }}
        />
        <div className="-mt-1 mb-4 text-right">
          <button
            type="button"
            className="text-sm text-gold-300 hover:underline"
            onClick={() => open('Forgetpassword')}
          >
            {t('login.forgot')}
          </button>
        </div>
        <Button type="submit" block size="lg" loading={busy} data-testid="login-submit">
          {t('login.submit')}
        </Button>
        {renderAlternatives?.()}
        <p className="mt-4 text-center text-sm text-ink-300">
          {t('login.noAccount')}{' '}
          <button
            type="button"
            className="font-semibold text-gold-300 hover:underline"
            onClick={() => open('Register')}
          >
            {t('login.register')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
