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
import { BankLogo } from '../../../ui/bank-logo';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { InfoIcon } from '../../../ui/icons';
import { ServerErrors } from '../../../ui/server-errors';
import { Spinner } from '../../../ui/spinner';
import { registerApi } from '../api/register-api';
import { RegisterProgress } from './register-progress';

type BankItem = BanksResponse['data'][number];

const requiredName = requiredString(100);

/** The registration banks from the API, in the picker order of packages/contracts. */
function registrationBanks(items: BankItem[]): BankItem[] {
  const byCode = new Map(items.map((item) => [item.code.toUpperCase(), item]));
  return registrationBankCodes.flatMap((code) => {
    const bank = byCode.get(code);
    return bank && bank.selectable ? [bank] : [];
  });
}

/** Step 3: the bank first (with logos), then account number, account name and LINE id. */
export function RegisterBankStep({
  onClose,
  token,
  phone,
}: {
  onClose: () => void;
  token: string;
  phone: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = useApi();
  const { open } = usePopup();
  const [banks, setBanks] = useState<BankItem[] | null>(null);
  const [banksFailed, setBanksFailed] = useState(false);
  const [chosen, setChosen] = useState<BankItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
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

  return (
    <Dialog title={t('register.bankTitle')} onClose={onClose} header={<RegisterProgress current={2} />}>
      <ServerErrors messages={serverErrors} />
      {chosen === null ? (
        <fieldset>
          <legend className="mb-3 text-sm font-medium text-ink-200">{t('register.chooseBank')}</legend>
          {banks === null && !banksFailed ? (
            <div className="flex justify-center py-10 text-gold-300">
              <Spinner size={28} />
            </div>
          ) : null}
          {banksFailed ? (
            <div className="py-6 text-center text-sm text-ink-300">
              <p className="mb-3">{t('register.banksFailed')}</p>
              <Button variant="secondary" size="sm" onClick={() => setAttempt((value) => value + 1)}>
                {t('common.retry')}
              </Button>
            </div>
          ) : null}
          {banks ? (
            <div className="grid grid-cols-3 gap-2">
              {banks.map((bank) => (
                <button
                  key={bank.code}
                  type="button"
                  onClick={() => setChosen(bank)}
                  className="flex flex-col items-center gap-1.5 rounded-xl border border-white/5 bg-ink-800/70 px-1 py-2.5 text-center transition hover:border-gold-400/60 hover:bg-ink-700"
                >
                  <BankLogo code={bank.code} name="" size={36} />
                  <span className="line-clamp-2 text-[0.68rem] leading-tight text-ink-200">
                    {bank.thai_name}
                  </span>
                </button>
              ))}
            </div>
          ) : null}
        </fieldset>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(submit)}>
          <div className="mb-4 flex items-center gap-3 rounded-xl border border-gold-400/30 bg-ink-800/70 p-3">
            <BankLogo code={chosen.code} name="" size={40} />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-ink-400">{t('fields.bank')}</p>
              <p className="truncate font-semibold text-white">{chosen.thai_name}</p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setChosen(null)}>
              {t('register.changeBank')}
            </Button>
          </div>
          <TextField
            label={t('fields.accountNumber')}
            {...form.field('account_number')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            digitsOnly
            placeholder={t('placeholders.accountNumber')}
          />
          <TextField
            label={t('fields.accountName')}
            {...form.field('name')}
            autoComplete="name"
            maxLength={100}
            placeholder={t('placeholders.accountName')}
          />
          <TextField
            label={t('fields.line')}
            {...form.field('line')}
            autoComplete="off"
            maxLength={100}
            placeholder={t('placeholders.line')}
            hint={t('register.lineHint')}
          />
          <p className="mb-4 flex gap-2 rounded-lg bg-gold-400/10 px-3 py-2 text-xs text-gold-100">
            <InfoIcon size={16} className="mt-px shrink-0 text-gold-300" />
            {t('register.bankNotice')}
          </p>
          <Button type="submit" block size="lg" loading={busy}>
            {t('register.submitBank')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
