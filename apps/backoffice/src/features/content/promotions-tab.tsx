import {
  promotionInput,
  type PromotionInput,
  type PromotionValues,
  type StaffPromotion,
} from '@chaba/contracts/backoffice-content';
import { formatBaht, formatDateTime } from '@chaba/i18n/format';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { promotionsApi } from './api';
import { ActiveMark, ContentDesk } from './content-desk';
import { DateTimeField } from './date-time-field';
import { ActiveCheckbox, FormSection, OrderField, SaveRow } from './form-parts';
import { ImageField } from './image-field';
import { LanguageColumns, useLanguageLabel } from './language-columns';
import { useContentForm } from './use-content-form';

const emptyPromotion: PromotionInput = {
  name_th: '',
  name_en: '',
  name_cn: '',
  bonus_percent: 0,
  bonus_max: 0,
  bonus_fixed: 0,
  deposit_min: 0,
  deposit_max: 0,
  turnover: 0,
  turnover_max: 0,
  image_url: null,
  active: true,
  active_from: null,
  active_until: null,
  sort_order: 0,
};

const promotionFields = [
  'name_th',
  'name_en',
  'name_cn',
  'bonus_percent',
  'bonus_max',
  'bonus_fixed',
  'deposit_min',
  'deposit_max',
  'turnover',
  'turnover_max',
  'image_url',
  'active',
  'active_from',
  'active_until',
  'sort_order',
] as const;

/** The promotions tab: every promotion (ended and hidden too) and the form of the chosen one. */
export function PromotionsTab() {
  const { t } = useTranslation();
  return (
    <ContentDesk
      query={promotionsApi.useList()}
      newLabel={t('content.promotion.new')}
      renderItem={(promotion) => <PromotionRow promotion={promotion} />}
      renderEditor={(promotion, onSaved) => <PromotionForm promotion={promotion} onSaved={onSaved} />}
    />
  );
}

function PromotionRow({ promotion }: { promotion: StaffPromotion }) {
  const { t } = useTranslation();
  const now = Date.now();
  const scheduled = promotion.active_from && Date.parse(promotion.active_from) > now;
  const ended = promotion.active_until && Date.parse(promotion.active_until) <= now;
  return (
    <div className="flex items-start gap-3">
      {promotion.image_url ? (
        <img src={promotion.image_url} alt="" className="size-10 shrink-0 rounded object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="truncate text-[13px] font-medium text-zinc-900">{promotion.name_th}</p>
        <p className="text-xs text-zinc-500">
          {promotion.bonus_percent === 0 && promotion.bonus_fixed > 0
            ? t('content.promotion.summaryFixed', {
                fixed: formatBaht(promotion.bonus_fixed),
                turnover: promotion.turnover,
              })
            : t('content.promotion.summary', {
                percent: promotion.bonus_percent,
                max: formatBaht(promotion.bonus_max),
                turnover: promotion.turnover,
              })}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-[11px] text-zinc-500">
          <ActiveMark active={promotion.active} />
          {scheduled && promotion.active_from ? (
            <span>{t('content.promotion.scheduled', { time: formatDateTime(promotion.active_from) })}</span>
          ) : null}
          {ended ? <span className="text-amber-700">{t('content.promotion.ended')}</span> : null}
          <span>
            {t('content.order')} {promotion.sort_order}
          </span>
        </p>
      </div>
    </div>
  );
}

type PromotionForm = UseFormReturn<PromotionInput, unknown, PromotionValues>;

/** A promotion's form: names in three languages, bonus and conditions, period, image, order. */
function PromotionForm({
  promotion,
  onSaved,
}: {
  promotion: StaffPromotion | undefined;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const languageLabel = useLanguageLabel();
  const save = promotionsApi.useSave();
  const { form, formError, submit } = useContentForm({
    schema: promotionInput,
    defaultValues: promotion ? withoutMeta(promotion) : emptyPromotion,
    fields: promotionFields,
    save: (values) => save.mutateAsync({ id: promotion?.id, values }),
    onSaved,
  });
  const errors = form.formState.errors;
  return (
    <Panel title={promotion ? promotion.name_th : t('content.promotion.new')}>
      <form onSubmit={submit} noValidate className="space-y-5 p-4" data-testid="promotion-form">
        <LanguageColumns>
          {(language) => (
            <TextField
              label={languageLabel(t('content.promotion.name'), language)}
              error={errors[`name_${language}`]?.message}
              {...form.register(`name_${language}`)}
            />
          )}
        </LanguageColumns>
        <PromotionBonusSection form={form} />
        <PromotionPeriodSection form={form} />
        <Controller
          control={form.control}
          name="image_url"
          render={({ field, fieldState }) => (
            <ImageField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <SaveRow formError={formError} busy={form.formState.isSubmitting} />
      </form>
    </Panel>
  );
}

/** The spec's bonus fields: percent, maximum, fixed, deposit limits, turnover factor and cap. */
function PromotionBonusSection({ form }: { form: PromotionForm }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const number = (name: (typeof promotionFields)[number], label: string, hint?: string) => (
    <TextField
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      label={label}
      hint={hint}
      error={errors[name]?.message}
      {...form.register(name, { valueAsNumber: true })}
    />
  );
  return (
    <FormSection title={t('content.promotion.bonusSection')}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {number('bonus_percent', t('content.promotion.bonusPercent'))}
        {number('bonus_max', t('content.promotion.bonusMax'), t('content.promotion.zeroHint'))}
        {number('bonus_fixed', t('content.promotion.bonusFixed'), t('content.promotion.fixedHint'))}
        {number('deposit_min', t('content.promotion.depositMin'))}
        {number('deposit_max', t('content.promotion.depositMax'), t('content.promotion.zeroHint'))}
        {number('turnover', t('content.promotion.turnover'))}
        {number('turnover_max', t('content.promotion.turnoverMax'), t('content.promotion.zeroHint'))}
      </div>
    </FormSection>
  );
}

/** When the promotion is offered, its order and its switch. */
function PromotionPeriodSection({ form }: { form: PromotionForm }) {
  const { t } = useTranslation();
  const period = (name: 'active_from' | 'active_until', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimeField
          name={field.name}
          label={label}
          hint={t('content.promotion.periodHint')}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <FormSection title={t('content.promotion.periodSection')}>
      <div className="grid gap-3 md:grid-cols-3">
        {period('active_from', t('content.promotion.activeFrom'))}
        {period('active_until', t('content.promotion.activeUntil'))}
        <OrderField
          error={form.formState.errors.sort_order?.message}
          {...form.register('sort_order', { valueAsNumber: true })}
        />
      </div>
      <ActiveCheckbox label={t('content.active')} {...form.register('active')} />
    </FormSection>
  );
}

/** A listed promotion as the form's values: everything but its id and creation time. */
function withoutMeta(promotion: StaffPromotion): PromotionInput {
  const { id: _id, created_at: _created, ...values } = promotion;
  return values;
}
