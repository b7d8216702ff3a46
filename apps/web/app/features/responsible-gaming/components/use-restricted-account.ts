import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { anyPasswordSchema, phoneSchema } from '@chaba/contracts/validation';
import { useApi } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/language';
import { checkField } from '../../../lib/validation';
import { useFeedback } from '../../../ui/feedback';
import { restrictedApi, unwrap, type RestrictedStatus } from '../api/protection-api';

/**
 * The restricted-account page's state and calls: no session (the account cannot log in), so the
 * phone and password go with every call; the status, a withdrawal of the balance to the registered
 * account, and the request to return after a self-exclusion ended.
 */
export function useRestrictedAccount() {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = restrictedApi(useApi());
  const { toast } = useFeedback();
  const [status, setStatus] = useState<RestrictedStatus | null>(null);
  const [credentials, setCredentials] = useState<{ phone: string; password: string } | null>(null);
  const [busy, setBusy] = useState<'status' | 'withdraw' | 'return' | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [amount, setAmount] = useState('');

  const form = useForm({ phone: '', password: '' }, (values) => ({
    phone: checkField(phoneSchema, values.phone, t('fields.phone'), language),
    password: checkField(anyPasswordSchema, values.password, t('fields.password'), language),
  }));

  const run = async (kind: 'status' | 'withdraw' | 'return', call: () => Promise<void>) => {
    setBusy(kind);
    setServerErrors([]);
    try {
      await call();
    } catch (error) {
      setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(null);
    }
  };

  const refresh = async (phone: string, password: string) => {
    const answer = unwrap(await api.status(phone, password));
    setStatus(answer);
    setCredentials({ phone, password });
    setAmount(answer.withdrawable > 0 ? String(answer.withdrawable) : '');
  };

  return {
    form,
    status,
    busy,
    serverErrors,
    amount,
    setAmount,
    check: (values: { phone: string; password: string }) =>
      run('status', () => refresh(values.phone, values.password)),
    withdraw: () =>
      run('withdraw', async () => {
        if (!credentials) return;
        await api.withdraw(credentials.phone, credentials.password, amount);
        toast('success', t('protection.restricted.withdrawn'));
        await refresh(credentials.phone, credentials.password);
      }),
    askReturn: () =>
      run('return', async () => {
        if (!credentials) return;
        await api.askReturn(credentials.phone, credentials.password);
        await refresh(credentials.phone, credentials.password);
      }),
  };
}
