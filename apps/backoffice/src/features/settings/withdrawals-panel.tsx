import {
  withdrawalSettingsRequest,
  type WithdrawalSettings,
  type WithdrawalSettingsRequest,
} from '@chaba/contracts/withdrawal-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { ErrorState, LoadingState, Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useSaveWithdrawalSettings, useWithdrawalSettings } from './api';

type Form = UseFormReturn<WithdrawalSettingsRequest, unknown, unknown>;
type Field = keyof WithdrawalSettingsRequest;
const limitFields = [
  'min',
  'max',
  'daily_max',
  'daily_count',
  'cooldown_minutes',
  'second_approval_above',
  'documents_above',
] as const;
const autoAmounts = ['auto_up_to', 'auto_member_daily_cap', 'auto_total_daily_cap'] as const;
const autoChecks = [
  'auto_not_first',
  'auto_turnover_met',
  'auto_no_risk_flag',
  'auto_name_match',
  'auto_player_protection',
] as const;
/** Fields that may be left empty (no limit). */
const optional = new Set<Field>([
  'daily_max',
  'daily_count',
  'second_approval_above',
  'documents_above',
  'auto_member_daily_cap',
  'auto_total_daily_cap',
]);

/**
 * Withdrawal limits, the two-person amount and the automatic approval rules (decision 51). The
 * server refuses a two-person amount the maximum never reaches; the panel warns before saving.
 */
export function WithdrawalsPanel() {
  const settings = useWithdrawalSettings();
  if (settings.isLoading) return <LoadingState />;
  if (!settings.data) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <WithdrawalsForm settings={settings.data.data} />;
}

function WithdrawalsForm({ settings }: { settings: WithdrawalSettings }) {
  const { t } = useTranslation();
  const save = useSaveWithdrawalSettings();
  const { payout_agent: payoutAgent, ...values } = settings;
  const form = useForm({ resolver: zodResolver(withdrawalSettingsRequest), defaultValues: values });
  // Saved again (or changed elsewhere): the form shows what is in force.
  useEffect(() => form.reset(values), [form, settings]); // values are made from settings
  const { formError, submit } = useServerForm(form, {
    fields: Object.keys(values) as Field[],
    onSubmit: async (input) => {
      await save.mutateAsync(input as WithdrawalSettingsRequest);
      toast(t('settings.saved'));
      return 'stay';
    },
  });
  const f = form as unknown as Form;
  const max = form.watch('max');
  const threshold = form.watch('second_approval_above');
  const unreachable = typeof threshold === 'number' && typeof max === 'number' && threshold >= max;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-5xl gap-4 lg:grid-cols-2"
      data-testid="withdrawal-settings"
    >
      <Panel title={t('settings.withdrawals.limitsTitle')}>
        <div className="space-y-3 p-4">
          {limitFields.map((name) => (
            <NumberInput key={name} form={f} name={name} />
          ))}
          {unreachable ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800" role="alert">
              {t('settings.withdrawals.unreachable')}
            </p>
          ) : null}
        </div>
      </Panel>
      <Panel title={t('settings.withdrawals.autoTitle')}>
        <div className="space-y-3 p-4">
          <p className="text-xs text-zinc-500">
            {t(payoutAgent ? 'settings.withdrawals.agentOn' : 'settings.withdrawals.agentOff')}
          </p>
          <Check form={f} name="auto_enabled" />
          {autoAmounts.map((name) => (
            <NumberInput key={name} form={f} name={name} />
          ))}
          {autoChecks.map((name) => (
            <Check key={name} form={f} name={name} />
          ))}
        </div>
      </Panel>
      <div className="flex items-center gap-3 lg:col-span-2">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('settings.save')}
        </Button>
        <FormError message={formError} />
      </div>
    </form>
  );
}

function NumberInput({ form, name }: { form: Form; name: Field }) {
  const { t } = useTranslation();
  return (
    <TextField
      type="number"
      inputMode="decimal"
      step={name === 'daily_count' || name === 'cooldown_minutes' ? '1' : '0.01'}
      label={t(`settings.withdrawals.fields.${name}`)}
      hint={optional.has(name) ? t('settings.withdrawals.emptyNoLimit') : undefined}
      error={form.formState.errors[name]?.message}
      {...form.register(name, {
        setValueAs: (value: unknown) =>
          value === '' || value === null ? (optional.has(name) ? null : undefined) : Number(value),
      })}
    />
  );
}

function Check({ form, name }: { form: Form; name: Field }) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-[13px] text-zinc-700">
      <input type="checkbox" className="size-4 accent-zinc-900" {...form.register(name)} />
      {t(`settings.withdrawals.fields.${name}`)}
    </label>
  );
}
