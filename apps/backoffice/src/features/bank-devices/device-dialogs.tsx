import { createBankDeviceRequest } from '@chaba/contracts/bank-devices';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageOf, useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, TextField } from '../../ui/field';
import { Copyable } from '../../ui/format';
import { toast } from '../../ui/toast';
import {
  useRegisterBankDevice,
  useRotateBankDeviceSecret,
  useUpdateBankDevice,
  type BankDevice,
  type BankDeviceWithSecret,
} from './api';

/**
 * The secret of a phone just registered or given a new one, with its addresses: the server shows it
 * only in this answer, so the dialog says so plainly and closes only when staff say it is entered.
 */
export function SecretDialog({
  device,
  onClose,
}: {
  device: BankDeviceWithSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={device !== null}
      onClose={onClose}
      title={device ? t('bankDevices.secretTitle', { name: device.name }) : ''}
    >
      {device ? (
        <div className="space-y-3">
          <p
            role="alert"
            className="rounded-md bg-amber-50 px-3 py-2 text-[13px] font-medium text-amber-900 ring-1 ring-amber-300 ring-inset"
          >
            {t('bankDevices.secretWarning')}
          </p>
          <dl className="space-y-2 rounded-md bg-zinc-50 p-3 ring-1 ring-zinc-200 ring-inset">
            <AddressRow label={t('bankDevices.secret')} value={device.secret} testId="bank-device-secret" />
            <AddressRow label={t('bankDevices.smsForwarder')} value={device.addresses.sms_forwarder} />
            <AddressRow label={t('bankDevices.smsGateway')} value={device.addresses.sms_gateway} />
          </dl>
          <DialogActions>
            <Button variant="primary" onClick={onClose}>
              {t('bankDevices.secretDone')}
            </Button>
          </DialogActions>
        </div>
      ) : null}
    </Dialog>
  );
}

/** A labelled value with its copy button, wrapping anywhere (an address is one long word). */
export function AddressRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-medium text-zinc-500">{label}</dt>
      <dd data-testid={testId} className="min-w-0 break-all">
        <Copyable value={value} className="max-w-full" />
      </dd>
    </div>
  );
}

/** Registers a phone by its name; the secret it gets is handed to `onRegistered` to show once. */
export function RegisterDialog({
  open,
  onClose,
  onRegistered,
}: {
  open: boolean;
  onClose: () => void;
  onRegistered: (device: BankDeviceWithSecret) => void;
}) {
  const { t } = useTranslation();
  const register = useRegisterBankDevice();
  const form = useForm({ resolver: zodResolver(createBankDeviceRequest), defaultValues: { name: '' } });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['name'],
    onClose,
    onSubmit: async (values) => onRegistered(await register.mutateAsync(values.name)),
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('bankDevices.registerTitle')}
      description={t('bankDevices.registerText')}
    >
      <NameForm
        form={form}
        formError={formError}
        submit={submit}
        close={close}
        label={t('bankDevices.register')}
      />
    </Dialog>
  );
}

/** Renames a phone. */
export function RenameDialog({ device, onClose }: { device: BankDevice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateBankDevice();
  const form = useForm({
    resolver: zodResolver(createBankDeviceRequest),
    values: { name: device?.name ?? '' },
  });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['name'],
    onClose,
    onSubmit: async (values) => {
      if (!device) return;
      await update.mutateAsync({ id: device.id, name: values.name });
      toast(t('bankDevices.renamed'));
    },
  });
  return (
    <Dialog open={device !== null} onClose={close} title={t('bankDevices.renameTitle')}>
      <NameForm form={form} formError={formError} submit={submit} close={close} label={t('common.save')} />
    </Dialog>
  );
}

function NameForm({
  form,
  formError,
  submit,
  close,
  label,
}: {
  form: ReturnType<typeof useForm<{ name: string }>>;
  formError: string | undefined;
  submit: () => void;
  close: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        label={t('bankDevices.name')}
        autoComplete="off"
        autoFocus
        maxLength={60}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormError message={formError} />
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {label}
        </Button>
      </DialogActions>
    </form>
  );
}

export type DeviceConfirmation = { action: 'rotate' | 'disable'; device: BankDevice };

/**
 * The confirm step of the two changes that stop a phone's posts: a new secret (answered once, handed
 * to `onRotated`) and disabling it.
 */
export function ConfirmDeviceDialog({
  confirming,
  onClose,
  onRotated,
}: {
  confirming: DeviceConfirmation | null;
  onClose: () => void;
  onRotated: (device: BankDeviceWithSecret) => void;
}) {
  const { t } = useTranslation();
  const rotate = useRotateBankDeviceSecret();
  const update = useUpdateBankDevice();
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const run = async () => {
    if (!confirming) return;
    setError(undefined);
    try {
      if (confirming.action === 'rotate') {
        const rotated = await rotate.mutateAsync(confirming.device.id);
        close();
        onRotated(rotated);
      } else {
        await update.mutateAsync({ id: confirming.device.id, enabled: false });
        toast(t('bankDevices.disabledDone'));
        close();
      }
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  const rotating = confirming?.action === 'rotate';
  return (
    <Dialog
      open={confirming !== null}
      onClose={close}
      title={rotating ? t('bankDevices.rotateTitle') : t('bankDevices.disableTitle')}
      description={confirming?.device.name}
    >
      <p className="text-[13px] text-zinc-700">
        {rotating ? t('bankDevices.rotateText') : t('bankDevices.disableText')}
      </p>
      <FormError message={error} />
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="danger" busy={rotate.isPending || update.isPending} onClick={() => void run()}>
          {rotating ? t('bankDevices.rotateConfirm') : t('bankDevices.disableConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
