import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError, useApi } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useLoginForm, type LoginValues } from '../../../lib/use-credential-forms';
import { useFeedback } from '../../../ui/feedback';
import {
  restrictedApi,
  unwrap,
  type RestrictedCredentials,
  type RestrictedStatus,
} from '../api/protection-api';

/**
 * The restricted-account page's state and calls: no session (the account cannot log in), so the
 * phone and password (and the SMS code, when the server asks for one as at login) go with every
 * call; the status, a withdrawal of the balance to the registered account, and the request to
 * return after a self-exclusion ended.
 */
export function useRestrictedAccount() {
  const { t } = useTranslation();
  const api = restrictedApi(useApi());
  const { toast } = useFeedback();
  const [status, setStatus] = useState<RestrictedStatus | null>(null);
  const [credentials, setCredentials] = useState<RestrictedCredentials | null>(null);
  const [otpRequired, setOtpRequired] = useState(false);
  const [busy, setBusy] = useState<'status' | 'withdraw' | 'return' | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [amount, setAmount] = useState('');

  const form = useLoginForm(otpRequired);

  const run = async (kind: 'status' | 'withdraw' | 'return', call: () => Promise<void>) => {
    setBusy(kind);
    setServerErrors([]);
    try {
      await call();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.otp) setOtpRequired(true);
      setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(null);
    }
  };

  const refresh = async (next: RestrictedCredentials) => {
    const answer = unwrap(await api.status(next));
    setStatus(answer);
    setCredentials(next);
    setAmount(answer.withdrawable > 0 ? String(answer.withdrawable) : '');
  };

  return {
    form,
    otpRequired,
    status,
    busy,
    serverErrors,
    amount,
    setAmount,
    check: (values: LoginValues) =>
      run('status', () =>
        refresh({
          phone: values.phone,
          password: values.password,
          ...(otpRequired ? { otp: values.otp } : {}),
        }),
      ),
    withdraw: () =>
      run('withdraw', async () => {
        if (!credentials) return;
        await api.withdraw(credentials, amount);
        toast('success', t('protection.restricted.withdrawn'));
        await refresh(credentials);
      }),
    askReturn: () =>
      run('return', async () => {
        if (!credentials) return;
        await api.askReturn(credentials);
        await refresh(credentials);
      }),
  };
}
