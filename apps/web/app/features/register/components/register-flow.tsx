import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useLocalizePath } from '../../../lib/language';
import { usePopup, type RegisterMode } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { useSite } from '../../../lib/site';
import { useNewPasswordForm, type NewPasswordValues } from '../../../lib/use-credential-forms';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useFeedback } from '../../../ui/feedback';
import { NewPasswordFields, OtpField, PhoneField } from '../../../ui/credential-fields';
import { ServerErrors } from '../../../ui/server-errors';
import { Spinner } from '../../../ui/spinner';
import { registerApi } from '../api/register-api';
import { RegisterBankStep } from './register-bank-step';
import { RegisterProgress } from './register-progress';
import { usePhoneStep, type PhoneStepState } from './use-phone-step';

interface Registration {
  phone: string;
  password: string;
  token: string;
}

/**
 * The three registration popups and the final one (spec §4.2). The flow keeps the phone, the
 * registration token and the password in memory only, for the automatic login at the end.
 */
export function RegisterFlow({
  mode,
  renderFinalExtra,
  renderPhoneIntro,
}: {
  mode: RegisterMode;
  /** What the shell shows under the final step once its automatic login is done (ready). */
  renderFinalExtra?: (ready: boolean) => ReactNode;
  /** What the shell shows atop the first step (LINE Login's note for a visitor LINE sent here). */
  renderPhoneIntro?: () => ReactNode;
}) {
  const { close } = usePopup();
  const [registration, setRegistration] = useState<Registration>({ phone: '', password: '', token: '' });
  const update = useCallback(
    (patch: Partial<Registration>) => setRegistration((current) => ({ ...current, ...patch })),
    [],
  );

  switch (mode) {
    case 'Register':
      return (
        <PhoneStep
          onClose={close}
          onVerified={(phone, token) => update({ phone, token })}
          intro={renderPhoneIntro}
        />
      );
    case 'RegisterSetpassword':
      return (
        <PasswordStep
          onClose={close}
          token={registration.token}
          onSaved={(password) => update({ password })}
        />
      );
    case 'RegisterBank':
      return <RegisterBankStep onClose={close} token={registration.token} phone={registration.phone} />;
    case 'RegisterFinal':
      return (
        <FinalStep
          onClose={close}
          phone={registration.phone}
          password={registration.password}
          extra={renderFinalExtra}
        />
      );
  }
}

function RegisterDialog({
  step,
  title,
  onClose,
  children,
}: {
  step: 0 | 1 | 2 | 3;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose} header={<RegisterProgress current={step} />}>
      {children}
    </Dialog>
  );
}

/** Step 1: the phone, then the code sent to it by SMS (usePhoneStep). */
function PhoneStep({
  onClose,
  onVerified,
  intro,
}: {
  onClose: () => void;
  onVerified: (phone: string, token: string) => void;
  intro?: () => ReactNode;
}) {
  const { t } = useTranslation();
  const state = usePhoneStep(onVerified);
  return (
    <RegisterDialog step={0} title={t('register.title')} onClose={onClose}>
      {intro?.()}
      <ServerErrors messages={state.serverErrors} />
      {state.sentTo === null ? <PhoneForm state={state} /> : <OtpForm state={state} sentTo={state.sentTo} />}
    </RegisterDialog>
  );
}

function PhoneForm({ state }: { state: PhoneStepState }) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const { phoneForm } = state;
  return (
    <form noValidate onSubmit={phoneForm.handleSubmit(({ phone }) => state.requestOtp(phone, false))}>
      <p className="mb-4 text-sm text-ink-300">{t('register.phoneIntro')}</p>
      <PhoneField field={phoneForm.field('phone')} autoComplete="tel-national" />
      <Button type="submit" block size="lg" loading={state.busy} className="mt-2">
        {t('register.requestOtp')}
      </Button>
      <p className="mt-4 text-center text-sm text-ink-300">
        {t('register.haveAccount')}{' '}
        <button
          type="button"
          className="font-semibold text-gold-300 hover:underline"
          onClick={() => open('Login')}
        >
          {t('nav.login')}
        </button>
      </p>
    </form>
  );
}

function OtpForm({ state, sentTo }: { state: PhoneStepState; sentTo: string }) {
  const { t } = useTranslation();
  const { otpForm, secondsLeft } = state;
  return (
    <form noValidate onSubmit={otpForm.handleSubmit(state.verify)}>
      <p className="mb-4 text-sm text-ink-300">{t('register.otpSent', { phone: sentTo })}</p>
      <OtpField field={otpForm.field('otp')} spread />
      <Button type="submit" block size="lg" loading={state.busy} className="mt-2">
        {t('register.verifyOtp')}
      </Button>
      <div className="mt-4 flex items-center justify-between text-sm">
        <button type="button" className="text-ink-300 hover:text-white" onClick={state.changePhone}>
          {t('register.changePhone')}
        </button>
        <button
          type="button"
          disabled={secondsLeft > 0 || state.busy}
          className="font-semibold text-gold-300 hover:underline disabled:font-normal disabled:text-ink-400 disabled:no-underline"
          onClick={() => state.requestOtp(sentTo, true)}
        >
          {secondsLeft > 0 ? t('register.resendIn', { seconds: secondsLeft }) : t('register.resend')}
        </button>
      </div>
    </form>
  );
}

function PasswordStep({
  onClose,
  token,
  onSaved,
}: {
  onClose: () => void;
  token: string;
  onSaved: (password: string) => void;
}) {
  const { t } = useTranslation();
  const api = registerApi(useApi());
  const { open } = usePopup();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const labels = { password: t('fields.password'), confirmation: t('fields.passwordConfirmation') };
  const form = useNewPasswordForm(labels);
  const submit = async (values: NewPasswordValues) => {
    setBusy(true);
    setServerErrors([]);
    try {
      await api.setPassword(token, values);
      onSaved(values.password);
      open('RegisterBank');
    } catch (error) {
      setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <RegisterDialog step={1} title={t('register.passwordTitle')} onClose={onClose}>
      <ServerErrors messages={serverErrors} />
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <p className="mb-4 text-sm text-ink-300">{t('register.passwordIntro')}</p>
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
          labels={labels}
          placeholder={t('placeholders.password')}
        />
        <Button type="submit" block size="lg" loading={busy} className="mt-2">
          {t('common.next')}
        </Button>
      </form>
    </RegisterDialog>
  );
}

function FinalStep({
  onClose,
  phone,
  password,
  extra,
}: {
  onClose: () => void;
  phone: string;
  password: string;
  extra?: (ready: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const session = useSession();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { open } = usePopup();
  const { toast } = useFeedback();
  const [state, setState] = useState<'logging-in' | 'done'>(phone && password ? 'logging-in' : 'done');

  // Spec §4.2: with the phone and password of this registration, log in automatically;
  // without them (or if that fails) the Login popup opens instead. Runs once: a second login
  // would issue a second token.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!phone || !password) {
      open('Login');
      return;
    }
    session
      .login(phone, password)
      .then(() => {
        setState('done');
        void navigate(localize('/'), { replace: true });
      })
      .catch((error: unknown) => {
        toast('error', errorMessages(error, t).join(' '));
        open('Login');
      });
  }, [localize, navigate, open, password, phone, session, t, toast]);

  return (
    <RegisterDialog step={3} title={t('register.finalTitle')} onClose={onClose}>
      <div className="flex flex-col items-center py-3 text-center">
        <div className="mb-4 flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-600 text-ink-950 shadow-[0_0_40px_rgba(245,180,40,0.45)]">
          <svg
            width="40"
            height="40"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.6"
            aria-hidden="true"
          >
            <path d="M5 12.5 10 17.5 19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <p className="text-lg font-semibold text-white">{t('register.finalText', { site: site.name })}</p>
        <p className="mt-2 flex items-center gap-2 text-sm text-ink-300" role="status">
          {state === 'logging-in' ? (
            <>
              <Spinner size={14} /> {t('register.loggingIn')}
            </>
          ) : (
            t('register.loggedIn')
          )}
        </p>
        <Button block size="lg" className="mt-6" disabled={state !== 'done'} onClick={onClose}>
          {t('register.startPlaying')}
        </Button>
        {extra?.(state === 'done')}
      </div>
    </RegisterDialog>
  );
}
