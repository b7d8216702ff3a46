import { paymentGatewayModes } from '@chaba/contracts/backoffice-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/field';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useSavePaymentGateway } from './api';

type Mode = (typeof paymentGatewayModes)[number];

/** Who deposits by PromptPay QR: nobody, everybody, or the members switched on one by one. */
export function PaymentGatewayPanel({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const save = useSavePaymentGateway();
  const [chosen, setChosen] = useState<Mode>(mode);
  const [error, setError] = useState<string>();
  const apply = () => {
    setError(undefined);
    save.mutate(
      { mode: chosen },
      { onSuccess: () => toast(t('settings.saved')), onError: (failure) => setError(messageOf(failure)) },
    );
  };
  return (
    <Panel
      title={t('settings.gateway.title')}
      className="max-w-2xl"
      actions={
        <Badge tone={mode === 'off' ? 'neutral' : 'success'}>
          {t('settings.gateway.current')}: {t(`settings.gateway.modes.${mode}`)}
        </Badge>
      }
    >
      <div className="space-y-4 p-4">
        <p className="text-[13px] text-zinc-500">{t('settings.gateway.text')}</p>
        <fieldset className="grid gap-2 sm:grid-cols-3">
          <legend className="sr-only">{t('settings.gateway.title')}</legend>
          {paymentGatewayModes.map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer flex-col gap-1 rounded-md border p-3 text-[13px] ${
                chosen === value
                  ? 'border-zinc-900 ring-1 ring-zinc-900'
                  : 'border-zinc-200 hover:border-zinc-300'
              }`}
            >
              <span className="flex items-center gap-2 font-medium text-zinc-900">
                <input
                  type="radio"
                  name="payment-gateway-mode"
                  value={value}
                  checked={chosen === value}
                  onChange={() => setChosen(value)}
                />
                {t(`settings.gateway.modes.${value}`)}
              </span>
              <span className="text-xs text-zinc-500">{t(`settings.gateway.modeHints.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <FormError message={error} />
        <div className="flex justify-end">
          <Button variant="primary" busy={save.isPending} disabled={chosen === mode} onClick={apply}>
            {t('settings.save')}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
