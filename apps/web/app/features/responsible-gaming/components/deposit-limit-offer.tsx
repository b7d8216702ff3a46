import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { setLimitsRequest } from '@chaba/contracts/responsible-gambling';
import { useLanguage } from '../../../lib/language';
import { checkField } from '../../../lib/validation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { ShieldIcon } from '../../../ui/icons';
import { ServerErrors } from '../../../ui/server-errors';
import { useDepositLimitOffer } from './use-deposit-limit-offer';

/** The deposit-limit offer after registration and at the first deposit (useDepositLimitOffer). */
export function DepositLimitOffer() {
  const offer = useDepositLimitOffer();
  if (!offer.occasion) return null;
  return <OfferDialog offer={offer} />;
}

function OfferDialog({ offer }: { offer: ReturnType<typeof useDepositLimitOffer> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = checkField(
    setLimitsRequest.shape.deposit_day.unwrap().unwrap(),
    amount,
    t('protection.offer.day'),
    language,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!error) void offer.setLimit(amount);
  };

  // Above the deposit popup it comes with.
  return createPortal(
    <div className="fixed inset-0 z-[55]">
      <Dialog
        title={t('protection.offer.title')}
        onClose={offer.skip}
        icon={<ShieldIcon />}
        testId="deposit-limit-offer"
      >
        <p className="mb-4 text-sm leading-relaxed text-ink-200">{t('protection.offer.text')}</p>
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
          <div className="mt-2 flex gap-2">
            <Button type="submit" className="flex-1" loading={offer.busy}>
              {t('protection.offer.set')}
            </Button>
            <Button variant="secondary" className="flex-1" disabled={offer.busy} onClick={offer.skip}>
              {t('protection.offer.skip')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>,
    document.body,
  );
}
