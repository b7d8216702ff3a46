import { saveWheelRequest, type DeskWheel, type SaveWheelRequest } from '@chaba/contracts/wheel';
import { formatBaht } from '@chaba/i18n/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/field';
import { DateTime } from '../../ui/format';
import { Detail, ErrorState, LoadingState, PageHeader, Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useSaveWheel, useWheel } from './api';
import { Check, ListError, NumberField, type WheelForm } from './wheel-fields';
import { PrizesPanel, VipSpinsFields } from './wheel-lists';

const fields: Path<SaveWheelRequest>[] = [
  'version',
  'active',
  'daily_budget',
  'deposit_minimum',
  'login_rule',
  'vip_daily_spins',
  'prizes',
  'checkin_active',
  'checkin_days',
];

/** What the form edits of the settings read (everything but today's spending). */
function valuesOf(wheel: DeskWheel): SaveWheelRequest {
  const { today: _today, updated_at: _updated, ...values } = wheel;
  const days = Array.from({ length: 7 }, (_, index) => values.checkin_days[index]);
  return {
    ...values,
    prizes: values.prizes.map((prize) => ({ ...prize })),
    vip_daily_spins: values.vip_daily_spins.map((entry) => ({ ...entry })),
    checkin_days: days.map((day) => ({
      amount: day?.amount ?? 0,
      turnover_multiplier: day?.turnover_multiplier ?? 0,
    })),
  };
}

/** The lucky wheel and the daily check-in (issue 31, decision 73): one form, saved whole. */
export function WheelPage() {
  const { t } = useTranslation();
  const wheel = useWheel();
  return (
    <>
      <PageHeader title={t('wheel.title')} subtitle={t('wheel.subtitle')} />
      {wheel.isLoading ? (
        <LoadingState />
      ) : wheel.data ? (
        <WheelSettingsForm wheel={wheel.data.data} reload={() => void wheel.refetch()} />
      ) : (
        <ErrorState error={wheel.error} onRetry={() => void wheel.refetch()} />
      )}
    </>
  );
}

function WheelSettingsForm({ wheel, reload }: { wheel: DeskWheel; reload: () => void }) {
  const { t } = useTranslation();
  const save = useSaveWheel();
  const [conflict, setConflict] = useState(false);
  const form: WheelForm = useForm({
    resolver: zodResolver(saveWheelRequest),
    defaultValues: valuesOf(wheel),
  });
  // A new read (after a save or a reload) is what the form edits from, with its version.
  useEffect(() => {
    form.reset(valuesOf(wheel));
    setConflict(false);
  }, [form, wheel]);
  const { formError, submit } = useServerForm(form, {
    fields,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync(values);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'wheel_settings_changed') {
          setConflict(true);
          return 'stay';
        }
        throw error;
      }
      toast(t('wheel.saved'));
      return 'stay';
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="wheel-form">
      <div className="grid gap-3 lg:grid-cols-2">
        <BudgetPanel form={form} wheel={wheel} />
        <RulesPanel form={form} />
      </div>
      <PrizesPanel form={form} />
      <CheckinPanel form={form} />
      {conflict ? (
        <div
          role="alert"
          data-testid="wheel-conflict"
          className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-[13px] text-amber-900 ring-1 ring-amber-200 ring-inset"
        >
          <span className="flex-1">{t('wheel.conflict')}</span>
          <Button size="sm" onClick={reload}>
            {t('wheel.reload')}
          </Button>
        </div>
      ) : null}
      <FormError message={formError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting} data-testid="wheel-save">
          {t('wheel.save')}
        </Button>
        <span className="text-xs text-zinc-500">
          {t('wheel.updatedAt')} <DateTime value={wheel.updated_at} />
        </span>
      </div>
    </form>
  );
}

function BudgetPanel({ form, wheel }: { form: WheelForm; wheel: DeskWheel }) {
  const { t } = useTranslation();
  const left = Math.max(0, wheel.daily_budget - wheel.today.spent);
  return (
    <Panel
      title={t('wheel.sections.wheel')}
      actions={<Check form={form} name="active" label={t('wheel.active')} />}
    >
      <div className="space-y-3 p-4">
        <NumberField
          form={form}
          name="daily_budget"
          label={t('wheel.dailyBudget')}
          hint={t('wheel.budgetHint')}
        />
        <div data-testid="wheel-today" className="rounded-md bg-zinc-50 px-3 py-2 text-[13px] text-zinc-700">
          <p className="mb-1 font-medium text-zinc-800">{t('wheel.today', { day: wheel.today.day })}</p>
          <dl className="grid grid-cols-3 gap-2 tabular-nums">
            <Detail label={t('wheel.spent')}>{formatBaht(wheel.today.spent)}</Detail>
            <Detail label={t('wheel.left')}>{formatBaht(left)}</Detail>
            <Detail label={t('wheel.spins')}>{t('wheel.spinsCount', { count: wheel.today.spins })}</Detail>
          </dl>
        </div>
      </div>
    </Panel>
  );
}

function RulesPanel({ form }: { form: WheelForm }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('wheel.sections.rules')}>
      <div className="space-y-4 p-4">
        <NumberField
          form={form}
          name="deposit_minimum"
          label={t('wheel.depositMinimum')}
          hint={t('wheel.depositHint')}
          nullable
        />
        <Check form={form} name="login_rule" label={t('wheel.loginRule')} />
        <VipSpinsFields form={form} />
      </div>
    </Panel>
  );
}

function CheckinPanel({ form }: { form: WheelForm }) {
  const { t } = useTranslation();
  const error = form.formState.errors.checkin_days;
  return (
    <Panel
      title={t('wheel.sections.checkin')}
      actions={<Check form={form} name="checkin_active" label={t('wheel.checkinActive')} />}
    >
      <div className="space-y-3 p-4">
        <p className="text-xs text-zinc-500">{t('wheel.checkinHint')}</p>
        <div
          className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7"
          data-testid="wheel-checkin-days"
        >
          {Array.from({ length: 7 }, (_, index) => (
            <fieldset key={index} className="space-y-2 rounded-md border border-zinc-200 p-2.5">
              <legend className="px-1 text-xs font-semibold text-zinc-700">
                {t('wheel.day', { n: index + 1 })}
              </legend>
              <NumberField form={form} name={`checkin_days.${index}.amount`} label={t('wheel.amount')} />
              <NumberField
                form={form}
                name={`checkin_days.${index}.turnover_multiplier`}
                label={t('wheel.turnover')}
              />
            </fieldset>
          ))}
        </div>
        <ListError message={error?.message ?? error?.root?.message} />
      </div>
    </Panel>
  );
}
