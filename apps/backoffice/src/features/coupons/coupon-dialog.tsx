import { saveCouponRequest } from '@chaba/contracts/backoffice-bonuses';
import { bahtNumber } from '@chaba/contracts/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { VipLevelsField } from '../vip/vip-levels-field';
import { useSaveCoupon, type Coupon } from './api';

/** The contract's coupon as typed in the form: numbers as text, tags comma separated. */
const couponForm = z.object({
  code: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  bonus_kind: z.enum(['fixed', 'percent']),
  amount: bahtNumber({ strings: true, allowZero: true }),
  percent: z.coerce.number(),
  max: bahtNumber({ strings: true, allowZero: true }),
  total_uses: z.string().transform((value) => (value.trim() === '' ? null : Number(value))),
  once_per_member: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  min_deposit: bahtNumber({ strings: true, allowZero: true }),
  turnover_multiplier: z.coerce.number(),
  member_tags: z.string().transform((value) =>
    value
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
  vip_level_ids: z.array(z.number()),
  enabled: z.boolean(),
});
type CouponForm = z.input<typeof couponForm>;

const fields = Object.keys(saveCouponRequest.shape) as Array<keyof CouponForm>;

function formValues(coupon: Coupon | null, today: string): CouponForm {
  return {
    code: coupon?.code ?? '',
    name_th: coupon?.names.th ?? '',
    name_en: coupon?.names.en ?? '',
    name_cn: coupon?.names.cn ?? '',
    bonus_kind: coupon?.bonus_kind ?? 'fixed',
    amount: String(coupon?.amount ?? ''),
    percent: String(coupon?.percent ?? 0),
    max: String(coupon?.max ?? 0),
    total_uses: coupon?.total_uses == null ? '' : String(coupon.total_uses),
    once_per_member: coupon?.once_per_member ?? true,
    start_date: coupon?.start_date ?? today,
    end_date: coupon?.end_date ?? today,
    min_deposit: String(coupon?.min_deposit ?? 0),
    turnover_multiplier: String(coupon?.turnover_multiplier ?? 1),
    member_tags: coupon?.member_tags.join(', ') ?? '',
    vip_level_ids: coupon?.vip_level_ids ?? [],
    enabled: coupon?.enabled ?? true,
  };
}

/** Creating or editing a coupon: every rule on one form; the server checks and answers per field. */
export function CouponDialog({
  coupon,
  today,
  open,
  onClose,
}: {
  coupon: Coupon | null;
  today: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCoupon(coupon?.id ?? null);
  const form = useForm<CouponForm, unknown, z.output<typeof couponForm>>({
    resolver: zodResolver(couponForm),
    defaultValues: formValues(coupon, today),
  });
  const { formError, close, submit } = useServerForm(form, {
    fields,
    onClose,
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast(t('coupons.saved'));
    },
  });
  return (
    <Dialog open={open} onClose={close} title={coupon ? t('coupons.edit') : t('coupons.create')}>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" data-testid="coupon-form">
        <CouponFields form={form} />
        <div className="sm:col-span-2">
          <FormError message={formError} />
          <DialogActions>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="submit" variant="success" busy={form.formState.isSubmitting}>
              {t('common.save')}
            </Button>
          </DialogActions>
        </div>
      </form>
    </Dialog>
  );
}

type CouponFormState = UseFormReturn<CouponForm, unknown, z.output<typeof couponForm>>;

function CouponFields({ form }: { form: CouponFormState }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const kind = form.watch('bonus_kind');
  const text = (
    name: keyof CouponForm,
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => <TextField label={label} error={errors[name]?.message} {...extra} {...form.register(name)} />;
  return (
    <>
      <TextField
        label={t('coupons.code')}
        hint={t('coupons.codeHint')}
        error={errors.code?.message}
        className="sm:col-span-2"
        {...form.register('code')}
      />
      {text('name_th', t('coupons.nameTh'))}
      {text('name_en', t('coupons.nameEn'))}
      {text('name_cn', t('coupons.nameCn'))}
      <SelectField label={t('coupons.bonusKind')} {...form.register('bonus_kind')}>
        <option value="fixed">{t('coupons.fixed')}</option>
        <option value="percent">{t('coupons.percent')}</option>
      </SelectField>
      {kind === 'fixed' ? (
        text('amount', t('coupons.amount'), { inputMode: 'decimal' })
      ) : (
        <>
          {text('percent', t('coupons.percentValue'), { inputMode: 'decimal' })}
          {text('max', t('coupons.max'), { inputMode: 'decimal' })}
        </>
      )}
      {text('total_uses', t('coupons.totalUses'), { hint: t('coupons.totalUsesHint'), inputMode: 'numeric' })}
      {text('turnover_multiplier', t('coupons.turnoverMultiplier'), { inputMode: 'decimal' })}
      <TextField
        type="date"
        label={t('coupons.startDate')}
        hint={t('coupons.datesHint')}
        error={errors.start_date?.message}
        {...form.register('start_date')}
      />
      <TextField
        type="date"
        label={t('coupons.endDate')}
        error={errors.end_date?.message}
        {...form.register('end_date')}
      />
      {text('min_deposit', t('coupons.minDeposit'), {
        hint: t('coupons.minDepositHint'),
        inputMode: 'decimal',
      })}
      {text('member_tags', t('coupons.memberTags'), { hint: t('coupons.memberTagsHint') })}
      <Controller
        control={form.control}
        name="vip_level_ids"
        render={({ field, fieldState }) => (
          <VipLevelsField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            className="sm:col-span-2"
          />
        )}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('once_per_member')} /> {t('coupons.oncePerMember')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('enabled')} /> {t('coupons.enabled')}
      </label>
    </>
  );
}
