import {
  creditTransferChoices,
  maintenanceRequest,
  type MaintenanceRequest,
  type MaintenanceSettings,
} from '@chaba/contracts/backoffice-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DateTime } from '../../ui/format';
import { FormError, TextAreaField, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useSaveMaintenance } from './api';

/** The form's values: the request's, with the expected end as a Bangkok date and time of the input. */
type FormValues = Omit<MaintenanceRequest, 'ends_at'> & { ends_at: string };

const bangkokOffsetMs = 7 * 3_600_000;

/** An ISO time as the value of a datetime-local input, in Bangkok time (whatever the device's zone). */
function toBangkokInput(iso: string | null): string {
  return iso ? new Date(Date.parse(iso) + bangkokOffsetMs).toISOString().slice(0, 16) : '';
}

/** A datetime-local value read as Bangkok time; empty is no expected end. */
function fromBangkokInput(value: string): string | null {
  return value ? `${value}:00+07:00` : null;
}

/** The contract's rules over the request the form makes (the end read as Bangkok time). */
const resolver: Resolver<FormValues, unknown, MaintenanceRequest> = (values, context, options) =>
  (zodResolver(maintenanceRequest) as unknown as Resolver<MaintenanceRequest, unknown, MaintenanceRequest>)(
    { ...values, ends_at: fromBangkokInput(values.ends_at) },
    context,
    options as never,
  ) as never;

function useMaintenanceForm(maintenance: MaintenanceSettings) {
  const { t } = useTranslation();
  const save = useSaveMaintenance();
  const form = useForm<FormValues, unknown, MaintenanceRequest>({
    resolver,
    values: {
      enabled: maintenance.enabled,
      message_th: maintenance.message_th,
      message_en: maintenance.message_en,
      message_cn: maintenance.message_cn,
      ends_at: toBangkokInput(maintenance.ends_at),
      credit_transfers: maintenance.credit_transfers,
    },
  });
  const server = useServerForm(form, {
    fields: ['enabled', 'message_th', 'message_en', 'message_cn', 'ends_at', 'credit_transfers'],
    onSubmit: async (values) => {
      const answer = await save.mutateAsync(values);
      toast(t('settings.saved'));
      if (answer.data.released_transfers > 0)
        toast(t('settings.maintenance.released', { count: answer.data.released_transfers }));
      return 'stay';
    },
  });
  return { form, ...server };
}

/** Maintenance mode: its state now, and the form that turns it on or off with the members' notice. */
export function MaintenancePanel({ maintenance }: { maintenance: MaintenanceSettings }) {
  const { t } = useTranslation();
  const { form, formError, submit } = useMaintenanceForm(maintenance);
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Panel title={t('settings.maintenance.title')} className="order-2 lg:order-1">
        <form onSubmit={submit} noValidate className="space-y-4 p-4" data-testid="maintenance-form">
          <p className="text-[13px] text-zinc-500">{t('settings.maintenance.text')}</p>
          <label className="flex items-start gap-3 rounded-md border border-zinc-200 p-3 text-[13px]">
            <input type="checkbox" className="mt-0.5 size-4" {...form.register('enabled')} />
            <span>
              <span className="font-medium text-zinc-900">{t('settings.maintenance.enabled')}</span>
              <span className="block text-xs text-zinc-500">{t('settings.maintenance.enabledHint')}</span>
            </span>
          </label>
          <TextAreaField
            label={t('settings.maintenance.messageTh')}
            error={errors.message_th?.message}
            {...form.register('message_th')}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TextAreaField
              label={t('settings.maintenance.messageEn')}
              hint={t('settings.maintenance.messageHint')}
              error={errors.message_en?.message}
              {...form.register('message_en')}
            />
            <TextAreaField
              label={t('settings.maintenance.messageCn')}
              hint={t('settings.maintenance.messageHint')}
              error={errors.message_cn?.message}
              {...form.register('message_cn')}
            />
          </div>
          <TextField
            type="datetime-local"
            className="max-w-xs"
            label={t('settings.maintenance.endsAt')}
            hint={t('settings.maintenance.endsAtHint')}
            error={errors.ends_at?.message}
            {...form.register('ends_at')}
          />
          <CreditChoice form={form} />
          <FormError message={formError} />
          <div className="flex justify-end">
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              {t('settings.save')}
            </Button>
          </div>
        </form>
      </Panel>
      <MaintenanceStatus maintenance={maintenance} />
    </div>
  );
}

function CreditChoice({ form }: { form: UseFormReturn<FormValues, unknown, MaintenanceRequest> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 text-xs font-medium text-zinc-700">{t('settings.maintenance.credit')}</legend>
      {creditTransferChoices.map((choice) => (
        <label key={choice} className="flex items-center gap-2 text-[13px]">
          <input type="radio" value={choice} {...form.register('credit_transfers')} />
          {t(`settings.maintenance.creditChoices.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** What members see now, and the transfers waiting to be credited. */
function MaintenanceStatus({ maintenance }: { maintenance: MaintenanceSettings }) {
  const { t } = useTranslation();
  return (
    <Panel className="order-1 self-start lg:order-2">
      <dl className="space-y-3 p-4 text-[13px]" data-testid="maintenance-status">
        <div>
          <Badge tone={maintenance.enabled ? 'warning' : 'success'}>
            {maintenance.enabled ? t('settings.maintenance.on') : t('settings.maintenance.off')}
          </Badge>
          {maintenance.enabled && maintenance.ends_at ? (
            <span className="ml-2 text-zinc-600">
              {t('settings.maintenance.endsAt')}: <DateTime value={maintenance.ends_at} />
            </span>
          ) : null}
        </div>
        {maintenance.enabled && maintenance.message_th ? (
          <p className="rounded-md bg-zinc-50 p-3 whitespace-pre-line text-zinc-700 ring-1 ring-zinc-200 ring-inset">
            {maintenance.message_th}
          </p>
        ) : null}
        <div className="flex justify-between gap-2 border-t border-zinc-100 pt-3">
          <dt className="text-zinc-500">{t('settings.maintenance.held')}</dt>
          <dd className="font-medium tabular">
            {t('settings.maintenance.heldCount', { count: maintenance.held_transfers })}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
