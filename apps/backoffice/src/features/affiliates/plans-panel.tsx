import { useState } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { FormActions } from './form-actions';
import { useAffiliatePlans, useSaveAffiliatePlan, type AffiliatePlan } from './api';

/** A rate in basis points as a percent: 2500 → "25%". */
export const percentOf = (rateBp: number) => `${rateBp / 100}%`;

/** The commission plans, a new one, and editing one. */
export function PlansPanel() {
  const { t } = useTranslation();
  const plans = useAffiliatePlans();
  const [editing, setEditing] = useState<AffiliatePlan | 'new' | null>(null);
  const columns: Column<AffiliatePlan>[] = [
    { id: 'name', header: t('affiliates.planName'), mobile: 'title', cell: (plan) => plan.name },
    {
      id: 'basis',
      header: t('affiliates.basis'),
      cell: (plan) => t(plan.basis === 'ngr' ? 'affiliates.basisNgr' : 'affiliates.basisTurnover'),
    },
    {
      id: 'period',
      header: t('affiliates.period'),
      cell: (plan) => t(plan.period === 'weekly' ? 'affiliates.periodWeekly' : 'affiliates.periodMonthly'),
    },
    {
      id: 'rate',
      header: t('affiliates.rateShort'),
      align: 'right',
      cell: (plan) => percentOf(plan.rate_bp),
    },
    {
      id: 'tiers',
      header: t('affiliates.tiers'),
      cell: (plan) =>
        plan.tiers.map((tier) => `≥ ${tier.min_active_players}: ${percentOf(tier.rate_bp)}`).join(', ') ||
        '-',
    },
    { id: 'affiliates', header: t('affiliates.used'), align: 'right', cell: (plan) => plan.affiliates },
    {
      id: 'actions',
      header: '',
      mobile: 'actions',
      cell: (plan) => (
        <Button size="sm" onClick={() => setEditing(plan)}>
          {t('affiliates.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Panel
      className="overflow-hidden"
      title={t('affiliates.tabPlans')}
      actions={
        <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
          {t('affiliates.newPlan')}
        </Button>
      }
    >
      <DataTable
        testId="affiliate-plans-table"
        columns={columns}
        rows={plans.data?.data}
        rowKey={(plan) => plan.id}
        {...queryStatus(plans)}
      />
      <PlanDialog plan={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}

interface PlanForm {
  name: string;
  basis: 'ngr' | 'turnover';
  period: 'monthly' | 'weekly';
  rate_bp: string;
  tiers: { min_active_players: string; rate_bp: string }[];
}

function valuesOf(plan: AffiliatePlan | 'new' | null): PlanForm {
  if (plan === null || plan === 'new')
    return { name: '', basis: 'ngr', period: 'monthly', rate_bp: '', tiers: [] };
  return {
    name: plan.name,
    basis: plan.basis,
    period: plan.period,
    rate_bp: String(plan.rate_bp),
    tiers: plan.tiers.map((tier) => ({
      min_active_players: String(tier.min_active_players),
      rate_bp: String(tier.rate_bp),
    })),
  };
}

/** A plan's name, basis, period, rate and tiers; the server checks them and says which field is wrong. */
function PlanDialog({ plan, onClose }: { plan: AffiliatePlan | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAffiliatePlan();
  const form = useForm<PlanForm>({ values: valuesOf(plan) });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['name', 'basis', 'period', 'rate_bp', 'tiers'],
    onClose,
    onSubmit: async (values) => {
      await save.mutateAsync({
        id: plan !== null && plan !== 'new' ? plan.id : undefined,
        name: values.name,
        basis: values.basis,
        period: values.period,
        rate_bp: values.rate_bp,
        tiers: values.tiers.map((tier) => ({
          min_active_players: tier.min_active_players,
          rate_bp: tier.rate_bp,
        })),
      });
      toast(t('affiliates.planSaved'));
    },
  });
  const errors = form.formState.errors;
  return (
    <Dialog open={plan !== null} onClose={close} title={t('affiliates.planTitle')}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField
          label={t('affiliates.planName')}
          maxLength={60}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('affiliates.basis')}
            error={errors.basis?.message}
            {...form.register('basis')}
          >
            <option value="ngr">{t('affiliates.basisNgr')}</option>
            <option value="turnover">{t('affiliates.basisTurnover')}</option>
          </SelectField>
          <SelectField
            label={t('affiliates.period')}
            error={errors.period?.message}
            {...form.register('period')}
          >
            <option value="monthly">{t('affiliates.periodMonthly')}</option>
            <option value="weekly">{t('affiliates.periodWeekly')}</option>
          </SelectField>
        </div>
        <TextField
          label={t('affiliates.rate')}
          inputMode="numeric"
          error={errors.rate_bp?.message}
          {...form.register('rate_bp')}
        />
        <TierFields form={form} />
        <FormActions formError={formError} close={close} submitting={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}

/** The plan's tiers: a row each (minimum active players, rate), added and removed. */
function TierFields({ form }: { form: UseFormReturn<PlanForm> }) {
  const { t } = useTranslation();
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  return (
    <fieldset className="space-y-2">
      <legend className="text-[13px] font-medium text-zinc-800">{t('affiliates.tiers')}</legend>
      <p className="text-xs text-zinc-500">{t('affiliates.tiersHint')}</p>
      {tiers.fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={t('affiliates.minActivePlayers')}
            inputMode="numeric"
            {...form.register(`tiers.${index}.min_active_players`)}
          />
          <TextField
            className="flex-1"
            label={t('affiliates.rateShort')}
            inputMode="numeric"
            {...form.register(`tiers.${index}.rate_bp`)}
          />
          <Button size="sm" aria-label={t('affiliates.removeTier')} onClick={() => tiers.remove(index)}>
            ×
          </Button>
        </div>
      ))}
      <Button size="sm" onClick={() => tiers.append({ min_active_players: '', rate_bp: '' })}>
        {t('affiliates.addTier')}
      </Button>
    </fieldset>
  );
}
