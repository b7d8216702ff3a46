import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { toast } from '../../ui/toast';
import { useSettlePayout, type DeskWithdrawal } from './api';

export type SettleOutcome = 'paid' | 'failed';

const toastKeys = {
  paid: 'withdrawals.settledPaid',
  failed: 'withdrawals.settledFailed',
  awaiting_second_approval: 'withdrawals.settleParked',
} as const;

/**
 * The settle-by-hand dialog's state and call: the outcome chosen, the reference or the reason typed,
 * and what the server answered (paid, failed, or waiting for a second staff member) as a toast. The
 * server checks the fields and answers each under its input.
 */
export function useSettlePayoutForm(withdrawal: DeskWithdrawal | null, onClose: () => void) {
  const { t } = useTranslation();
  const settle = useSettlePayout();
  const [outcome, setOutcome] = useState<SettleOutcome>('paid');
  const form = useForm({ defaultValues: { bank_ref: '', reason: '' } });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['bank_ref', 'reason'],
    onClose: () => {
      setOutcome('paid');
      onClose();
    },
    onSubmit: async (values) => {
      if (!withdrawal) return;
      const answer = await settle.mutateAsync({
        id: withdrawal.id,
        settlement:
          outcome === 'paid'
            ? { status: 'paid', bank_ref: values.bank_ref.trim() }
            : { status: 'failed', reason: values.reason.trim() },
      });
      toast(t(toastKeys[answer.data.status], { ref: withdrawal.ref }));
    },
  });
  return { form, outcome, setOutcome, formError, close, submit };
}
