import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Profile } from '@chaba/contracts/profile';
import { errorMessages } from '../../../lib/errors';
import { useForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { reportPreDepositPostback } from '../../../lib/tracking';
import { depositApi, type PreparedDeposit } from '../api/deposit-api';

/** What the Deposit popup is given by the deposit flow. */
export interface DepositPopupProps {
  profile: Profile;
  promotionId: number | null;
  onPromotionChange: (id: number | null) => void;
  onPrepared: (deposit: PreparedDeposit) => Promise<void>;
  onClose: () => void;
  /** Shown under the amount form (the shell's deposit-limit offer). */
  belowForm?: ReactNode;
}

/**
 * The Deposit popup's state and calls: the amount form, the promotion picker open or not, the
 * chosen promotion still offered, and the prepare call with the advertising call before it.
 */
export function useDepositPopup({ profile, promotionId, onPrepared }: DepositPopupProps) {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const validate = useCallback(
    (values: { amount: string }) => ({
      amount: values.amount.trim() === '' ? t('money.deposit.amountRequired') : null,
    }),
    [t],
  );
  const form = useForm({ amount: '' }, validate);
  // A promotion that ended since it was chosen is simply no longer offered.
  const promotion = profile.promotions.find((item) => item.id === promotionId) ?? null;

  const submit = async (values: { amount: string }) => {
    setBusy(true);
    setServerErrors([]);
    try {
      const method = profile.payment_gateway_status ? 'qr' : 'bank';
      // Spec §4.5: the browser's advertising call before a deposit; it never holds the deposit up.
      void reportPreDepositPostback(Number(values.amount));
      const response = await depositApi(memberRequest).prepare(
        { amount: values.amount, ...(promotion ? { promotion_id: promotion.id } : {}) },
        method,
      );
      await onPrepared(response.data);
    } catch (error) {
      setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  return { form, submit, busy, serverErrors, promotion, picking, setPicking };
}

export type DepositPopupState = ReturnType<typeof useDepositPopup>;
