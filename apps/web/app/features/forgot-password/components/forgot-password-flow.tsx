import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useLocalizePath } from '../../../lib/language';
import { usePopup, type ForgotPasswordMode } from '../../../lib/popup';
import {
  useNewPasswordForm,
  useOtpForm,
  usePhoneForm,
  type NewPasswordValues,
} from '../../../lib/use-credential-forms';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { NewPasswordFields, OtpField, PhoneField } from '../../../ui/credential-fields';
import { ServerErrors } from '../../../ui/server-errors';
import { resetPasswordApi } from '../api/reset-password-api';

/** The forgot-password bundle of spec §3, kept in memory while the four popups run. */
interface Bundle {
  phone: string;
  token: string;
  otp: string;
}

/** Forgetpassword → otpPassword → otpNewpassword → otpComplete (spec §4.3). */
export function ForgotPasswordFlow({ mode }: { mode: ForgotPasswordMode }) {
  const { close } = usePopup();
  const [bundle, setBundle] = useState<Bundle>({ phone: '', token: '', otp: '' });
  const update = useCallback(
    (patch: Partial<Bundle>) => setBundle((current) => ({ ...current, ...patch })),
    [],
  );
  switch (mode) {
    case 'Forgetpassword':
      return <PhoneStep onClose={close} onStarted={(phone, token) => update({ phone, token })} />;
    case 'otpPassword':
      return <OtpStep onClose={close} bundle={bundle} onConfirmed={(otp) => update({ otp })} />;
    case 'otpNewpassword':
      return <NewPasswordStep onClose={close} bundle={bundle} />;
    case 'otpComplete':
      return <CompleteStep onClose={close} />;
  }
}

function useStep() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setServerErrors([]);
    try {
      await action();
    } catch (error) {
      setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(false);
    }
  };
  return { busy, serverErrors, run };
}

function PhoneStep({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: (phone: string, token: string) => void;
}) {
  const { t } = useTranslation();
  const api = resetPasswordApi(useApi());
  const { open } = usePopup();
  const { busy, serverErrors, run } = useStep();
  const form = usePhoneForm();
  const submit = ({ phone }: { phone: string }) =>
    run(async () => {
      const response = await api.start({ phone });
      onStarted(phone, response.token);
      open('otpPassword');
    });
  return (
    <Dialog title={t('forgot.title')} onClose={onClose}>
      <ServerErrors messages={serverErrors} />
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <p className="mb-4 text-sm text-ink-300">{t('forgot.intro')}</p>
        <PhoneField field={form.field('phone')} autoComplete="tel-national" />
        <Button type="submit" block size="lg" loading={busy} className="mt-2">
          {t('forgot.requestOtp')}
        </Button>
        <p className="mt-4 text-center text-sm">
          <button type="button" className="text-gold-300 hover:underline" onClick={() => open('Login')}>
            {t('nav.login')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}

function OtpStep({
  onClose,
  bundle,
  onConfirmed,
}: {
  onClose: () => void;
  bundle: Bundle;
  onConfirmed: (otp: string) => void;
}) {
  const { t } = useTranslation();
  const api = resetPasswordApi(useApi());
  const { open } = usePopup();
  const { busy, serverErrors, run } = useStep();
  const form = useOtpForm();
  const submit = ({ otp }: { otp: string }) =>
    run(async () => {
      await api.confirmOtp({ phone: bundle.phone, token: bundle.token, otp });
      onConfirmed(otp);
      open('otpNewpassword');
    });
  return (
    <Dialog title={t('forgot.otpTitle')} onClose={onClose}>
      <ServerErrors messages={serverErrors} />
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <p className="mb-4 text-sm text-ink-300">{t('forgot.otpIntro', { phone: bundle.phone })}</p>
        <OtpField field={form.field('otp')} spread />
        <Button type="submit" block size="lg" loading={busy} className="mt-2">
          {t('forgot.verifyOtp')}
        </Button>
        <p className="mt-4 text-center text-sm">
          <button
            type="button"
            className="text-ink-300 hover:text-white"
            onClick={() => open('Forgetpassword')}
          >
            {t('register.changePhone')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}

function NewPasswordStep({ onClose, bundle }: { onClose: () => void; bundle: Bundle }) {
  const { t } = useTranslation();
  const api = resetPasswordApi(useApi());
  const { open } = usePopup();
  const { busy, serverErrors, run } = useStep();
  const labels = { password: t('fields.newPassword'), confirmation: t('fields.newPasswordConfirmation') };
  const form = useNewPasswordForm(labels);
  const submit = (values: NewPasswordValues) =>
    run(async () => {
      await api.confirmPassword({ phone: bundle.phone, token: bundle.token, otp: bundle.otp, ...values });
      open('otpComplete');
    });
  return (
    <Dialog title={t('forgot.newPasswordTitle')} onClose={onClose}>
      <ServerErrors messages={serverErrors} />
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <p className="mb-4 text-sm text-ink-300">{t('forgot.newPasswordIntro', { phone: bundle.phone })}</p>
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
          labels={labels}
        />
        <Button type="submit" block size="lg" loading={busy} className="mt-2">
          {t('forgot.savePassword')}
        </Button>
      </form>
    </Dialog>
  );
}

function CompleteStep({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { open } = usePopup();
  return (
    <Dialog title={t('forgot.completeTitle')} onClose={onClose}>
      <div className="flex flex-col items-center py-3 text-center">
        <div className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-400/40">
          <svg
            width="32"
            height="32"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            aria-hidden="true"
          >
            <path d="M5 12.5 10 17.5 19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <p className="text-sm text-ink-200">{t('forgot.completeText')}</p>
        <Button
          block
          size="lg"
          className="mt-6"
          onClick={() => {
            open('Login');
            void navigate(localize('/login'));
          }}
        >
          {t('forgot.goLogin')}
        </Button>
      </div>
    </Dialog>
  );
}
