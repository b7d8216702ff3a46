import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeSessionEndReason } from '../../lib/session';
import { AuthFrame, AuthHeading, SetupSteps } from './auth-frame';
import { CredentialsForm } from './login-forms';
import { PasswordChangeStep } from './password-change-step';
import { RecoveryCodesStep, SecondFactorSetupStep } from './second-factor-setup-step';
import { useLoginFlow } from './use-login-flow';

/** The sign-in page: credentials with the second factor's code, then the first login's setup. */
export function LoginPage() {
  const flow = useLoginFlow();
  const { step } = flow;
  return (
    <AuthFrame>
      {step.kind === 'credentials' ? (
        <CredentialsStep onSubmit={flow.submit} />
      ) : step.kind === 'password' ? (
        <>
          <SetupSteps current={0} />
          <PasswordChangeStep
            token={step.login.access_token}
            oldPassword={step.oldPassword}
            onDone={() => flow.passwordChanged(step.login, step.username)}
          />
        </>
      ) : step.kind === 'second-factor' ? (
        <>
          <SetupSteps current={1} />
          <SecondFactorSetupStep
            token={step.login.access_token}
            onConfirmed={(codes) => flow.secondFactorConfirmed(step.login, step.username, codes)}
          />
        </>
      ) : (
        <>
          <SetupSteps current={2} />
          <RecoveryCodesStep
            codes={step.codes}
            onDone={() => flow.recoveryCodesKept(step.login, step.username)}
          />
        </>
      )}
    </AuthFrame>
  );
}

function CredentialsStep({ onSubmit }: { onSubmit: Parameters<typeof CredentialsForm>[0]['onSubmit'] }) {
  const { t } = useTranslation();
  const [endReason] = useState(takeSessionEndReason);
  return (
    <>
      <AuthHeading title={t('auth.title')} text={t('auth.subtitle')} />
      {endReason ? (
        <p
          role="status"
          className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800 ring-1 ring-amber-200 ring-inset"
        >
          {endReason === 'expired' ? t('auth.sessionEnded') : t('auth.loggedOut')}
        </p>
      ) : null}
      <CredentialsForm onSubmit={onSubmit} />
    </>
  );
}
