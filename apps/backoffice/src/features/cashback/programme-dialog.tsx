import {
  cashbackClaimModes,
  cashbackKinds,
  cashbackPeriods,
  cashbackProgrammeInput,
  type CashbackProgrammeInput,
  type CashbackProgrammeValues,
  type StaffCashbackProgramme,
} from '@chaba/contracts/cashback';
import { gameCategories } from '@chaba/contracts/game-categories';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useSaveProgramme } from './api';

const noRates = Object.fromEntries(gameCategories.map((category) => [category, 0]));
const emptyProgramme: CashbackProgrammeInput = {
  kind: 'cashback',
  name_th: '',
  name_en: '',
  name_cn: '',
  period: 'daily',
  week_start_day: 1,
  rate_percent: 5,
  category_rates: noRates,
  categories: ['slot'],
  minimum: 0,
  maximum_payout: 0,
  turnover: 1,
  claim_mode: 'claim',
  claim_days: 7,
  active: true,
};
const fields = Object.keys(emptyProgramme) as Path<CashbackProgrammeInput>[];

function valuesOf(programme: StaffCashbackProgramme): CashbackProgrammeInput {
  const { id: _id, created_at: _created, starts_on: _starts, ...values } = programme;
  return { ...values, category_rates: { ...noRates, ...values.category_rates } };
}

type ProgrammeForm = UseFormReturn<CashbackProgrammeInput, unknown, CashbackProgrammeValues>;

/** Creates or changes a programme; the server's refusals land under their fields. */
export function ProgrammeDialog(props: {
  programme: StaffCashbackProgramme | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProgramme();
  const form: ProgrammeForm = useForm({
    resolver: zodResolver(cashbackProgrammeInput),
    defaultValues: props.programme ? valuesOf(props.programme) : emptyProgramme,
  });
  const { formError, submit } = useServerForm(form, {
    fields,
    onClose: props.onClose,
    onSubmit: async (values) => {
      await save.mutateAsync({ id: props.programme?.id, values });
      toast(t('cashback.saved'));
    },
  });
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={props.programme ? props.programme.name_th : t('cashback.new')}
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="cashback-form">
        <NameAndPeriodFields form={form} />
        {form.watch('kind') === 'cashback' ? (
          <CashbackRateFields form={form} />
        ) : (
          <RebateRateFields form={form} />
        )}
        <PaymentFields form={form} />
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={props.onClose}>{t('cashback.cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            busy={form.formState.isSubmitting}
            data-testid="cashback-save"
          >
            {t('cashback.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A number field of the form (baht, percent, days), its refusal under it. */
function NumberField(props: {
  form: ProgrammeForm;
  name: Path<CashbackProgrammeInput>;
  label: string;
  hint?: string;
}) {
  return (
    <TextField
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      label={props.label}
      hint={props.hint}
      error={props.form.getFieldState(props.name, props.form.formState).error?.message}
      {...props.form.register(props.name, { valueAsNumber: true })}
    />
  );
}

function NameAndPeriodFields({ form }: { form: ProgrammeForm }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <>
      <SelectField label={t('cashback.kind')} error={errors.kind?.message} {...form.register('kind')}>
        {cashbackKinds.map((value) => (
          <option key={value} value={value}>
            {t(`cashback.kinds.${value}`)}
          </option>
        ))}
      </SelectField>
      {(['th', 'en', 'cn'] as const).map((language) => (
        <TextField
          key={language}
          label={`${t('cashback.name')} (${language.toUpperCase()})`}
          error={errors[`name_${language}`]?.message}
          {...form.register(`name_${language}`)}
        />
      ))}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('cashback.period')} {...form.register('period')}>
          {cashbackPeriods.map((value) => (
            <option key={value} value={value}>
              {t(`cashback.periods.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('cashback.weekStartDay')}
          {...form.register('week_start_day', { valueAsNumber: true })}
        >
          {([1, 2, 3, 4, 5, 6, 7] as const).map((day) => (
            <option key={day} value={day}>
              {t(`cashback.weekdays.d${day}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}

function CashbackRateFields({ form }: { form: ProgrammeForm }) {
  const { t } = useTranslation();
  return (
    <>
      <NumberField form={form} name="rate_percent" label={t('cashback.ratePercent')} />
      <fieldset>
        <legend className="mb-1 text-[13px] font-medium text-zinc-700">{t('cashback.categories')}</legend>
        <div className="flex flex-wrap gap-3">
          {gameCategories.map((category) => (
            <label key={category} className="flex items-center gap-1.5 text-[13px]">
              <input type="checkbox" value={category} className="size-4" {...form.register('categories')} />
              {t(`cashback.categoryNames.${category}`)}
            </label>
          ))}
        </div>
        <FormError message={form.formState.errors.categories?.message} />
      </fieldset>
    </>
  );
}

function RebateRateFields({ form }: { form: ProgrammeForm }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1 text-[13px] font-medium text-zinc-700">{t('cashback.categoryRates')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {gameCategories.map((category) => (
          <NumberField
            key={category}
            form={form}
            name={`category_rates.${category}`}
            label={t(`cashback.categoryNames.${category}`)}
          />
        ))}
      </div>
      <FormError message={form.formState.errors.category_rates?.message} />
    </fieldset>
  );
}

function PaymentFields({ form }: { form: ProgrammeForm }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          form={form}
          name="minimum"
          label={t('cashback.minimum')}
          hint={t('cashback.minimumHint')}
        />
        <NumberField form={form} name="maximum_payout" label={t('cashback.maximumPayout')} />
        <NumberField form={form} name="turnover" label={t('cashback.turnover')} />
        <NumberField form={form} name="claim_days" label={t('cashback.claimDays')} />
      </div>
      <SelectField label={t('cashback.claimMode')} {...form.register('claim_mode')}>
        {cashbackClaimModes.map((value) => (
          <option key={value} value={value}>
            {t(`cashback.claimModes.${value}`)}
          </option>
        ))}
      </SelectField>
      <label className="flex items-center gap-2 text-[13px] text-zinc-800">
        <input type="checkbox" className="size-4 rounded border-zinc-300" {...form.register('active')} />
        {t('cashback.active')}
      </label>
    </>
  );
}
