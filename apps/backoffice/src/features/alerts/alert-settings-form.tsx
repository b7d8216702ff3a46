import { staffAlertsRequest, type StaffAlertsRequest } from '@chaba/contracts/backoffice-risk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useSaveAlertSettings, type StaffAlertSettings } from './api';

type Form = UseFormReturn<StaffAlertsRequest, unknown, unknown>;
type Switch = {
  [Key in keyof StaffAlertsRequest]: StaffAlertsRequest[Key] extends boolean ? Key : never;
}[keyof StaffAlertsRequest];
const fields = [
  'webhook_enabled',
  'webhook_url',
  'telegram_enabled',
  'telegram_chat_id',
  'alert_large_withdrawal',
  'large_withdrawal_above',
  'alert_unmatched_transfer',
  'alert_risk_flag',
  'alert_job_failed',
] as const;

function formValues(settings: StaffAlertSettings): StaffAlertsRequest {
  return Object.fromEntries(fields.map((field) => [field, settings[field]])) as StaffAlertsRequest;
}

/** The destinations (with whether the server holds each secret) and the events that alert. */
export function AlertSettingsForm({ settings }: { settings: StaffAlertSettings }) {
  const { t } = useTranslation();
  const save = useSaveAlertSettings();
  const form = useForm({ resolver: zodResolver(staffAlertsRequest), defaultValues: formValues(settings) });
  useEffect(() => form.reset(formValues(settings)), [form, settings]);
  const { formError, submit } = useServerForm(form, {
    fields,
    onSubmit: async (values) => {
      await save.mutateAsync(values as StaffAlertsRequest);
      toast(t('alerts.saved'));
      return 'stay';
    },
  });
  const f = form as unknown as Form;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="alert-settings-form">
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Panel title={t('alerts.destinations')}>
          <div className="space-y-4 p-4">
            <Destination
              form={f}
              toggle="webhook_enabled"
              title={t('alerts.webhook')}
              configured={settings.webhook_secret_configured}
              secretName="ALERT_WEBHOOK_SECRET"
            >
              <TextField
                label={t('alerts.webhookUrl')}
                placeholder="https://"
                inputMode="url"
                autoComplete="off"
                error={form.formState.errors.webhook_url?.message}
                {...form.register('webhook_url')}
              />
            </Destination>
            <Destination
              form={f}
              toggle="telegram_enabled"
              title={t('alerts.telegram')}
              configured={settings.telegram_token_configured}
              secretName="TELEGRAM_BOT_TOKEN"
            >
              <TextField
                label={t('alerts.telegramChatId')}
                placeholder="-1001234567890"
                autoComplete="off"
                error={form.formState.errors.telegram_chat_id?.message}
                {...form.register('telegram_chat_id')}
              />
            </Destination>
          </div>
        </Panel>
        <Panel title={t('alerts.events')}>
          <div className="space-y-3 p-4">
            <Check form={f} name="alert_large_withdrawal" label={t('alerts.largeWithdrawal')} />
            <TextField
              className="ml-6"
              type="number"
              step="0.01"
              inputMode="decimal"
              label={t('alerts.largeWithdrawalAbove')}
              error={form.formState.errors.large_withdrawal_above?.message}
              {...form.register('large_withdrawal_above', { valueAsNumber: true })}
            />
            <Check form={f} name="alert_unmatched_transfer" label={t('alerts.unmatchedTransfer')} />
            <Check form={f} name="alert_risk_flag" label={t('alerts.riskFlag')} />
            <Check form={f} name="alert_job_failed" label={t('alerts.jobFailed')} />
          </div>
        </Panel>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('alerts.save')}
        </Button>
        <FormError message={formError} />
      </div>
    </form>
  );
}

function Destination({
  form,
  toggle,
  title,
  configured,
  secretName,
  children,
}: {
  form: Form;
  toggle: Switch;
  title: string;
  configured: boolean;
  secretName: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="text-[13px] font-semibold text-zinc-800">{title}</legend>
        <Check form={form} name={toggle} label={t('alerts.enabled')} />
      </div>
      {children}
      <p
        className={`text-xs ${configured ? 'text-emerald-700' : 'text-amber-700'}`}
        data-testid={`${toggle}-secret`}
      >
        {configured ? `✓ ${t('alerts.secretConfigured')}` : t('alerts.secretMissing', { name: secretName })}
      </p>
    </fieldset>
  );
}

function Check({ form, name, label }: { form: Form; name: Switch; label: string }) {
  return (
    <label className="flex items-center gap-2 text-[13px] text-zinc-700">
      <input type="checkbox" className="size-4 accent-zinc-900" {...form.register(name)} />
      {label}
    </label>
  );
}
