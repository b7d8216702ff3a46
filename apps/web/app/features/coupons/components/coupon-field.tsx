import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { GiftIcon } from '../../../ui/icons';
import { useCouponRedeem } from './use-coupon-redeem';

/**
 * The coupon code field (decision 59), in the deposit popup and on the activity board: a code, the
 * redeem button, and the server's refusal under the field.
 */
export function CouponField() {
  const { t } = useTranslation();
  const coupon = useCouponRedeem();
  return (
    <section
      aria-labelledby="coupon-title"
      data-testid="coupon-field"
      className="mt-4 w-full rounded-xl border border-white/10 bg-ink-950/50 p-3.5 text-left"
    >
      <h3 id="coupon-title" className="mb-2 flex items-center gap-2 text-sm font-semibold text-gold-200">
        <GiftIcon size={16} />
        {t('bonus.coupon.title')}
      </h3>
      <form noValidate onSubmit={(event) => void coupon.submit(event)} className="flex items-start gap-2">
        <TextField
          label={t('bonus.coupon.label')}
          name="coupon_code"
          value={coupon.code}
          onChange={coupon.setCode}
          error={coupon.error}
          placeholder={t('bonus.coupon.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          className="min-w-0 flex-1 [&_label]:sr-only"
        />
        <Button type="submit" loading={coupon.busy} className="shrink-0" data-testid="coupon-submit">
          {t('bonus.coupon.submit')}
        </Button>
      </form>
    </section>
  );
}
