import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Profile } from '@chaba/contracts/profile';
import { errorMessages } from '../../../lib/errors';
import { useForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { withdrawApi, type RequestedWithdrawal } from '../api/withdraw-api';

/** The integer part of the credit, as the amount field starts (spec §2.6, §9). */
export function initialWithdrawAmount(profile: Profile): string {
  return String(Math.max(0, Math.trunc(profile.games[0]?.credit ?? 0)));
}

/** What the Withdraw popup is given by the withdraw flow. */
export interface WithdrawPopupProps {
  profile: Profile;
  onRequested: (withdrawal: RequestedWithdrawal) => Promise<void>;
  onClose: () => void;
  /** What other features say above the amount (identity documents a withdrawal needs); the shell passes it. */
  notice?: ReactNode;
}

/** The Withdraw popup's state and call: the amount form, prefilled, and the withdrawal request. */
export function useWithdrawPopup({ profile, onRequested }: WithdrawPopupProps) {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const validate = useCallback(
    (values: { amount: string }) => ({
      amount: values.amount.trim() === '' ? t('money.withdraw.amountRequired') : null,
    }),
    [t],
  );
  const form = useForm({ amount: initialWithdrawAmount(profile) }, validate);

  const submit = async (values: { amount: string }) => {
    setBusy(true);
    setServerErrors([]);
    try {
      const response = await withdrawApi(memberRequest).request({
        phone: profile.phone,
        amount: values.amount,
      });
      await onRequested(response.data);
    } catch (error) {
      setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  return { form, submit, busy, serverErrors };
}
