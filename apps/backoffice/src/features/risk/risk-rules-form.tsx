import { riskRulesRequest, type RiskRule, type RiskRulesRequest } from '@chaba/contracts/backoffice-risk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { ErrorState, LoadingState, Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useRiskRules, useSaveRiskRules, type RiskRules } from './api';

type Form = UseFormReturn<RiskRulesRequest, unknown, unknown>;
type NumberField = {
  [Key in keyof RiskRulesRequest]: RiskRulesRequest[Key] extends boolean ? never : Key;
}[keyof RiskRulesRequest];
type Switch = {
  [Key in keyof RiskRulesRequest]: RiskRulesRequest[Key] extends boolean ? Key : never;
}[keyof RiskRulesRequest];

/** Each rule on or off with its thresholds, and the registration's duplicate account numbers. */
export function RiskRulesForm() {
  const rules = useRiskRules(true);
  if (rules.isLoading) return <LoadingState />;
  if (!rules.data) return <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />;
  return <RulesForm rules={rules.data} />;
}

function RulesForm({ rules }: { rules: RiskRules }) {
  const { t } = useTranslation();
  const save = useSaveRiskRules();
  const form = useForm({ resolver: zodResolver(riskRulesRequest), defaultValues: rules });
  useEffect(() => form.reset(rules), [form, rules]);
  const { formError, submit } = useServerForm(form, {
    fields: Object.keys(rules) as (keyof RiskRules)[],
    onSubmit: async (values) => {
      await save.mutateAsync(values as RiskRulesRequest);
      toast(t('risk.rulesSaved'));
      return 'stay';
    },
  });
  const f = form as unknown as Form;
  return (
    <form onSubmit={submit} noValidate data-testid="risk-rules-form">
      <p className="mb-3 text-[13px] text-zinc-500">{t('risk.rulesSubtitle')}</p>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        <RuleCard form={f} rule="shared_account_number" toggle="shared_account_number_enabled">
          <NumberInput
            form={f}
            name="shared_account_number_min_members"
            label={t('risk.fields.min_members')}
          />
          <Check
            form={f}
            name="allow_duplicate_account_number"
            label={t('risk.fields.allow_duplicate_account_number')}
          />
        </RuleCard>
        <RuleCard form={f} rule="shared_account_name" toggle="shared_account_name_enabled">
          <NumberInput form={f} name="shared_account_name_min_members" label={t('risk.fields.min_members')} />
        </RuleCard>
        <RuleCard form={f} rule="shared_address" toggle="shared_address_enabled">
          <div className="grid grid-cols-2 gap-3">
            <NumberInput form={f} name="shared_address_min_members" label={t('risk.fields.min_members')} />
            <NumberInput
              form={f}
              name="shared_address_window_minutes"
              label={t('risk.fields.window_minutes')}
            />
          </div>
          <Check form={f} name="shared_address_match_device" label={t('risk.fields.match_device')} />
        </RuleCard>
        <RuleCard form={f} rule="referral_loop" toggle="referral_loop_enabled">
          <NumberInput form={f} name="referral_loop_levels" label={t('risk.fields.levels')} />
        </RuleCard>
        <RuleCard form={f} rule="bonus_abuse" toggle="bonus_abuse_enabled">
          <div className="grid grid-cols-2 gap-3">
            <NumberInput form={f} name="bonus_abuse_margin_percent" label={t('risk.fields.margin_percent')} />
            <NumberInput form={f} name="bonus_abuse_window_hours" label={t('risk.fields.window_hours')} />
          </div>
        </RuleCard>
        <RuleCard form={f} rule="big_winner" toggle="big_winner_enabled">
          <NumberInput
            form={f}
            name="big_winner_min_net_win"
            label={t('risk.fields.min_net_win')}
            step="0.01"
          />
        </RuleCard>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('risk.saveRules')}
        </Button>
        <FormError message={formError} />
      </div>
    </form>
  );
}

function RuleCard({
  form,
  rule,
  toggle,
  children,
}: {
  form: Form;
  rule: RiskRule;
  toggle: Switch;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const on = form.watch(toggle);
  return (
    <Panel
      title={t(`risk.rules.${rule}`)}
      actions={<Check form={form} name={toggle} label={t('risk.enabled')} compact />}
    >
      <div className={`space-y-3 p-4 ${on ? '' : 'opacity-60'}`}>
        <p className="text-xs text-zinc-500">{t(`risk.ruleHelp.${rule}`)}</p>
        {children}
      </div>
    </Panel>
  );
}

function NumberInput({
  form,
  name,
  label,
  step = '1',
}: {
  form: Form;
  name: NumberField;
  label: string;
  step?: string;
}) {
  return (
    <TextField
      type="number"
      inputMode="decimal"
      step={step}
      label={label}
      error={form.formState.errors[name]?.message}
      {...form.register(name, { valueAsNumber: true })}
    />
  );
}

function Check({
  form,
  name,
  label,
  compact,
}: {
  form: Form;
  name: Switch;
  label: string;
  compact?: boolean;
}) {
  return (
    <label
      className={`flex items-center gap-2 text-[13px] ${compact ? 'font-medium text-zinc-700' : 'text-zinc-700'}`}
    >
      <input type="checkbox" className="size-4 accent-zinc-900" {...form.register(name)} />
      {label}
    </label>
  );
}
