import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { limitAmountSchema } from '@chaba/contracts/limit-fields';
import { useLanguage } from '../../../lib/language';
import { checkField } from '../../../lib/validation';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { ShieldIcon } from '../../../ui/icons';
import { ServerErrors } from '../../../ui/server-errors';
import { useDepositLimitOffer, type Occasion } from './use-deposit-limit-offer';

/**
 * The deposit-limit offer, inline in the popup of its occasion (useDepositLimitOffer): below the
 * registration's last step and below the first deposit's amount form.
 */
export function DepositLimitOffer({ occasion, ready = true }: { occasion: Occasion; ready?: boolean }) {
  const offer = useDepositLimitOffer(occasion, ready);
  if (!offer.shown) return null;
  return <OfferCard offer={offer} />;
}

function OfferCard({ offer }: { offer: ReturnType<typeof useDepositLimitOffer> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = checkField(limitAmountSchema, amount, t('protection.offer.day'), language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!error) void offer.setLimit(amount);
  };

  return (
    <section
      aria-labelledby="deposit-limit-offer-title"
      data-testid="deposit-limit-offer"
      className="mt-4 w-full rounded-xl border border-gold-400/30 bg-gold-400/5 p-4 text-left"
    >
      <h3
        id="deposit-limit-offer-title"
        className="flex items-center gap-2 text-sm font-semibold text-gold-200"
      >
        <ShieldIcon size={16} />
        {t('protection.offer.title')}
      </h3>
      <p className="mt-1 mb-3 text-xs leading-relaxed text-ink-300">{t('protection.offer.text')}</p>
      <ServerErrors messages={offer.serverErrors} />
      <form noValidate onSubmit={submit}>
        <TextField
          label={t('protection.offer.day')}
          name="deposit_day"
          inputMode="decimal"
          value={amount}
          onChange={(value) => setAmount(value.replace(/[^\d.]/g, ''))}
          error={submitted && error ? error : undefined}
          hint={t('protection.offer.later')}
        />
        <div className="mt-1 flex gap-2">
          <Button type="submit" size="sm" className="flex-1" loading={offer.busy}>
            {t('protection.offer.set')}
          </Button>
          <Button variant="secondary" size="sm" className="flex-1" disabled={offer.busy} onClick={offer.skip}>
            {t('protection.offer.skip')}
          </Button>
        </div>
      </form>
    </section>
  );
}
