import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { registrationBankCodes } from '@chaba/contracts/banks';
import type { BanksResponse } from '@chaba/contracts/site';
import { accountNumberSchema, dateOfBirthSchema, requiredString } from '@chaba/contracts/validation';
import { ApiError, useApi } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/language';
import { usePopup } from '../../../lib/popup';
import { checkField, validationMessage } from '../../../lib/validation';
import { registerApi } from '../api/register-api';
import { isComplete } from './date-of-birth-field';

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
  /** The server's answer about the date of birth (under 20, in the future), shown under its field. */
  const [dateOfBirthError, setDateOfBirthError] = useState<{ value: string; message: string } | null>(null);

  const form = useForm({ account_number: '', name: '', line: '', date_of_birth: '--' }, (values) => ({
    account_number: checkField(
      accountNumberSchema,
      values.account_number,
      t('fields.accountNumber'),
      language,
    ),
    name: checkField(requiredName, values.name, t('fields.accountName'), language),
    line: checkField(requiredName, values.line, t('fields.line'), language),
    date_of_birth: isComplete(values.date_of_birth)
      ? checkField(dateOfBirthSchema, values.date_of_birth, t('fields.dateOfBirth'), language)
      : validationMessage('required', t('fields.dateOfBirth'), language),
  }));

  const submit = async (values: {
    account_number: string;
    name: string;
    line: string;
    date_of_birth: string;
  }) => {
    if (!chosen) return;
    setBusy(true);
    setServerErrors([]);
    setDateOfBirthError(null);
    try {
      await registerApi(request).addBankAccount(token, {
        phone,
        bank: chosen.code.toUpperCase() as (typeof registrationBankCodes)[number],
        account_number: values.account_number,
        name: values.name.trim(),
        line: values.line.trim(),
        date_of_birth: values.date_of_birth,
      });
      open('RegisterFinal');
    } catch (error) {
      const aboutDateOfBirth = error instanceof ApiError ? error.fieldErrors.date_of_birth?.[0] : undefined;
      if (aboutDateOfBirth && Object.keys((error as ApiError).fieldErrors).length === 1) {
        setDateOfBirthError({ value: values.date_of_birth, message: aboutDateOfBirth });
      } else {
        setServerErrors(errorMessages(error, t));
      }
    } finally {
      setBusy(false);
    }
  };

  // The server's message stays until the date is changed.
  const dateOfBirthServerError =
    dateOfBirthError && dateOfBirthError.value === form.values.date_of_birth
      ? dateOfBirthError.message
      : undefined;

  return { ...banks, chosen, setChosen, form, submit, busy, serverErrors, dateOfBirthServerError, language };
}

export type RegisterBankState = ReturnType<typeof useRegisterBankStep>;
