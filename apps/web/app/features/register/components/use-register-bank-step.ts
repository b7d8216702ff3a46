import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationBankCodes } from '@chaba/contracts/banks';
import type { BanksResponse } from '@chaba/contracts/site';
import { accountNumberSchema, requiredString } from '@chaba/contracts/validation';
import { useApi } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/language';
import { usePopup } from '../../../lib/popup';
import { checkField } from '../../../lib/validation';
import { registerApi } from '../api/register-api';

export type BankItem = BanksResponse['data'][number];

const requiredName = requiredString(100);

/** The registration banks from the API, in the picker order of packages/contracts. */
function registrationBanks(items: BankItem[]): BankItem[] {
  const byCode = new Map(items.map((item) => [item.code.toUpperCase(), item]));
  return registrationBankCodes.flatMap((code) => {
    const bank = byCode.get(code);
    return bank && bank.selectable ? [bank] : [];
  });
}

/** The banks a member can register, loaded once; `retry` loads them again after a failure. */
function useRegistrationBanks() {
  const request = useApi();
  const [banks, setBanks] = useState<BankItem[] | null>(null);
  const [banksFailed, setBanksFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setBanksFailed(false);
    registerApi(request)
      .listBanks()
      .then((response) => {
        if (!cancelled) setBanks(registrationBanks(response.data));
      })
      .catch(() => {
        if (!cancelled) setBanksFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [request, attempt]);

  return { banks, banksFailed, retry: () => setAttempt((value) => value + 1) };
}

/**
 * Registration step 3's state and call: the banks, the chosen one, the account form and the call
 * that adds the account, then the final step.
 */
export function useRegisterBankStep({ token, phone }: { token: string; phone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = useApi();
  const { open } = usePopup();
  const banks = useRegistrationBanks();
  const [chosen, setChosen] = useState<BankItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const form = useForm({ account_number: '', name: '', line: '' }, (values) => ({
    account_number: checkField(
      accountNumberSchema,
      values.account_number,
      t('fields.accountNumber'),
      language,
    ),
    name: checkField(requiredName, values.name, t('fields.accountName'), language),
    line: checkField(requiredName, values.line, t('fields.line'), language),
  }));

  const submit = async (values: { account_number: string; name: string; line: string }) => {
    if (!chosen) return;
    setBusy(true);
    setServerErrors([]);
    try {
      await registerApi(request).addBankAccount(token, {
        phone,
        bank: chosen.code.toUpperCase() as (typeof registrationBankCodes)[number],
        account_number: values.account_number,
        name: values.name.trim(),
        line: values.line.trim(),
      });
      open('RegisterFinal');
    } catch (error) {
      setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  return { ...banks, chosen, setChosen, form, submit, busy, serverErrors };
}

export type RegisterBankState = ReturnType<typeof useRegisterBankStep>;
