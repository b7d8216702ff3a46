import {
  vipLevelInput,
  type StaffVipLevel,
  type VipLevelInput,
  type VipLevelValues,
} from '@chaba/contracts/vip';
import { vipBadges, vipBases } from '@chaba/contracts/vip-badges';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useSaveVipLevel } from './api';

const emptyLevel = (rank: number): VipLevelInput => ({
  rank,
  name_th: '',
  name_en: '',
  name_cn: '',
  badge: 'bronze',
  basis: 'deposits',
  window_days: 30,
  threshold: 0,
  keep_days: 30,
  cashback_percent: null,
  rebate_percent: null,
  withdraw_daily_max: null,
  withdraw_daily_count: null,
  level_up_bonus: 0,
  level_up_turnover: 0,
  birthday_bonus: 0,
  birthday_turnover: 0,
  active: true,
});
const fields = Object.keys(emptyLevel(1)) as Path<VipLevelInput>[];

function valuesOf(level: StaffVipLevel): VipLevelInput {
  const { id: _id, members: _members, ...values } = level;
  return values;
}

type LevelForm = UseFormReturn<VipLevelInput, unknown, VipLevelValues>;

/** Creates or changes a level; amounts in baht as staff read them, the server's refusals under their fields. */
export function LevelDialog(props: {
  level: StaffVipLevel | undefined;
  nextRank: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveVipLevel();
  const form: LevelForm = useForm({
    resolver: zodResolver(vipLevelInput),
    defaultValues: props.level ? valuesOf(props.level) : emptyLevel(props.nextRank),
  });
  const { formError, close, submit } = useServerForm(form, {
    fields,
    onClose: props.onClose,
    onSubmit: async (values) => {
      await save.mutateAsync({ id: props.level?.id, values });
      toast(t('vip.saved'));
    },
  });
  return (
    <Dialog open onClose={close} title={props.level ? props.level.name_th : t('vip.new')}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="vip-level-form">
        <NameFields form={form} />
        <QualificationFields form={form} />
        <PerkFields form={form} />
        <label className="flex items-center gap-2 text-[13px] text-zinc-800">
          <input type="checkbox" className="size-4 rounded border-zinc-300" {...form.register('active')} />
          {t('vip.active')}
        </label>
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('vip.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting} data-testid="vip-save">
            {t('vip.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * A number field (days, baht, percent, ×), its refusal under it. `optional`: empty is null (the
 * programme's rate, the settings desk's limit), else empty is not a number and refused.
 */
function NumberField(props: {
  form: LevelForm;
  name: Path<VipLevelInput>;
  label: string;
  hint?: string;
  optional?: boolean;
  whole?: boolean;
}) {
  return (
    <TextField
      type="number"
      inputMode={props.whole ? 'numeric' : 'decimal'}
      step={props.whole ? '1' : '0.01'}
      min="0"
      label={props.label}
      hint={props.hint}
      error={props.form.getFieldState(props.name, props.form.formState).error?.message}
      {...props.form.register(
        props.name,
        props.optional
          ? { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) }
          : { valueAsNumber: true },
      )}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-[13px] font-semibold text-zinc-800">{title}</legend>
      {children}
    </fieldset>
  );
}

function NameFields({ form }: { form: LevelForm }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t('vip.nameTh')} error={errors.name_th?.message} {...form.register('name_th')} />
      <TextField label={t('vip.nameEn')} error={errors.name_en?.message} {...form.register('name_en')} />
      <TextField label={t('vip.nameCn')} error={errors.name_cn?.message} {...form.register('name_cn')} />
      <SelectField label={t('vip.badge')} error={errors.badge?.message} {...form.register('badge')}>
        {vipBadges.map((badge) => (
          <option key={badge} value={badge}>
            {t(`vip.badges.${badge}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function QualificationFields({ form }: { form: LevelForm }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <Section title={t('vip.qualify')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField form={form} name="rank" label={t('vip.rank')} hint={t('vip.rankHint')} whole />
        <SelectField label={t('vip.basis')} error={errors.basis?.message} {...form.register('basis')}>
          {vipBases.map((basis) => (
            <option key={basis} value={basis}>
              {t(`vip.bases.${basis}`)}
            </option>
          ))}
        </SelectField>
        <NumberField form={form} name="threshold" label={t('vip.threshold')} />
        <NumberField
          form={form}
          name="window_days"
          label={t('vip.windowDays')}
          hint={t('vip.windowHint')}
          whole
        />
        <NumberField form={form} name="keep_days" label={t('vip.keepDays')} hint={t('vip.keepHint')} whole />
      </div>
    </Section>
  );
}

function PerkFields({ form }: { form: LevelForm }) {
  const { t } = useTranslation();
  return (
    <Section title={t('vip.perks')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          form={form}
          name="cashback_percent"
          label={t('vip.cashbackPercent')}
          hint={t('vip.rateHint')}
          optional
        />
        <NumberField
          form={form}
          name="rebate_percent"
          label={t('vip.rebatePercent')}
          hint={t('vip.rateHint')}
          optional
        />
        <NumberField
          form={form}
          name="withdraw_daily_max"
          label={t('vip.withdrawDailyMax')}
          hint={t('vip.withdrawHint')}
          optional
        />
        <NumberField
          form={form}
          name="withdraw_daily_count"
          label={t('vip.withdrawDailyCount')}
          hint={t('vip.withdrawHint')}
          optional
          whole
        />
        <NumberField
          form={form}
          name="level_up_bonus"
          label={t('vip.levelUpBonus')}
          hint={t('vip.bonusHint')}
        />
        <NumberField form={form} name="level_up_turnover" label={t('vip.levelUpTurnover')} />
        <NumberField
          form={form}
          name="birthday_bonus"
          label={t('vip.birthdayBonus')}
          hint={t('vip.bonusHint')}
        />
        <NumberField form={form} name="birthday_turnover" label={t('vip.birthdayTurnover')} />
      </div>
    </Section>
  );
}
