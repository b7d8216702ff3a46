import { otpSchema } from '@chaba/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { ErrorState, LoadingState } from '../../ui/page';
import { confirmSecondFactor, startSecondFactorSetup } from './api';
import { AuthHeading } from './auth-frame';

const confirmForm = z.object({ otp: otpSchema });

/**
 * The second factor's setup at a first login: the server makes a secret, shown once as a QR code
 * (drawn here as a data: image, never sent to a QR service) and as text to type; a code of the app
 * confirms it and answers the recovery codes.
 */
export function SecondFactorSetupStep({
  token,
  onConfirmed,
}: {
  token: string;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation();
  const setup = useQuery({
    queryKey: ['second-factor-setup', token],
    queryFn: async () => {
      const started = await startSecondFactorSetup(token);
      const qrCode = await QRCode.toDataURL(started.uri, {
        margin: 1,
        width: 220,
        errorCorrectionLevel: 'M',
      });
      return { ...started, qrCode };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  return (
    <>
      <AuthHeading title={t('firstLogin.totpTitle')} text={t('firstLogin.totpText')} />
      {setup.isLoading ? (
        <LoadingState />
      ) : setup.error || !setup.data ? (
        <ErrorState error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        <>
          <img
            src={setup.data.qrCode}
            alt={t('firstLogin.totpQrAlt')}
            width={220}
            height={220}
            data-testid="totp-qr"
            className="mx-auto rounded-md border border-zinc-200"
          />
          <p className="mt-3 text-center text-xs text-zinc-500">{t('firstLogin.totpManual')}</p>
          <p
            data-testid="totp-secret"
            className="mt-1 text-center font-mono text-[13px] break-all text-zinc-900 select-all"
          >
            {setup.data.secret.match(/.{1,4}/g)?.join(' ')}
          </p>
          <ConfirmCodeForm token={token} onConfirmed={onConfirmed} />
        </>
      )}
    </>
  );
}

function ConfirmCodeForm({
  token,
  onConfirmed,
}: {
  token: string;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(confirmForm), defaultValues: { otp: '' } });
  const { formError, submit } = useServerForm(form, {
    fields: ['otp'],
    onSubmit: async (values) => {
      onConfirmed(await confirmSecondFactor(token, values.otp));
      return 'stay';
    },
  });
  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-3">
      <TextField
        label={t('auth.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
        error={form.formState.errors.otp?.message}
        {...form.register('otp')}
      />
      <FormError message={formError} />
      <Button type="submit" variant="primary" size="lg" className="w-full" busy={form.formState.isSubmitting}>
        {t('firstLogin.totpSubmit')}
      </Button>
    </form>
  );
}

/** The recovery codes, shown this once; the session starts when the staff member says they kept them. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [kept, setKept] = useState(false);
  const [copied, setCopied] = useState(false);
  return (
    <>
      <AuthHeading title={t('firstLogin.recoveryTitle')} text={t('firstLogin.recoveryText')} />
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-md bg-zinc-50 p-4 font-mono text-[13px] ring-1 ring-zinc-200 ring-inset"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="ghost"
        className="mt-2 w-full"
        onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))}
      >
        {copied ? t('common.copied') : t('firstLogin.recoveryCopy')}
      </Button>
      <label className="mt-4 flex items-start gap-2 text-[13px] text-zinc-700">
        <input
          type="checkbox"
          checked={kept}
          onChange={(event) => setKept(event.target.checked)}
          className="mt-0.5 size-4"
        />
        {t('firstLogin.recoveryConfirm')}
      </label>
      <Button variant="primary" size="lg" className="mt-4 w-full" disabled={!kept} onClick={onDone}>
        {t('firstLogin.recoveryDone')}
      </Button>
    </>
  );
}
