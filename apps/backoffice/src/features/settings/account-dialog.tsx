import { companyAccountRequest, companyAccountServesKinds } from '@chaba/contracts/backoffice-settings';
import { registrationBankCodes } from '@chaba/contracts/banks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextField, useFieldError } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useSaveCompanyAccount, type CompanyAccount } from './api';

type FormInput = z.input<typeof companyAccountRequest>;
type FormOutput = z.output<typeof companyAccountRequest>;
const bankCodes = registrationBankCodes.map((code) => code.toLowerCase());

function defaultsOf(account: CompanyAccount | null): FormInput {
  return {
    bank: account?.bank ?? 'kbank',
    account_number: account?.account_number ?? '',
    account_name: account?.account_name ?? '',
    active: account?.active ?? true,
    serves: account?.serves ?? 'all',
    serves_banks: account?.serves_banks ?? [],
    serves_tag: account?.serves_tag ?? null,
  };
}

/** Adds a company account or edits one: its details, active or not, and the members it receives. */
export function AccountDialog({
  account,
  open,
  onClose,
}: {
  account: CompanyAccount | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCompanyAccount();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(companyAccountRequest),
    defaultValues: defaultsOf(account),
  });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['bank', 'account_number', 'account_name', 'active', 'serves', 'serves_banks', 'serves_tag'],
    onClose,
    onSubmit: async (values) => {
      await save.mutateAsync({ id: account?.id, body: values });
      toast(t('settings.saved'));
    },
  });
  const errors = form.formState.errors;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={account ? t('settings.accounts.editTitle') : t('settings.accounts.addTitle')}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <SelectField
            label={t('settings.accounts.bank')}
            error={errors.bank?.message}
            {...form.register('bank')}
          >
            {bankCodes.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('settings.accounts.accountNumber')}
            inputMode="numeric"
            error={errors.account_number?.message}
            {...form.register('account_number')}
          />
        </div>
        <TextField
          label={t('settings.accounts.accountName')}
          error={errors.account_name?.message}
          {...form.register('account_name')}
        />
        <ServesFields form={form} />
        <label className="flex items-start gap-2 text-[13px]">
          <input type="checkbox" className="mt-0.5" {...form.register('active')} />
          <span>
            <span className="font-medium text-zinc-900">{t('settings.accounts.activeLabel')}</span>
            <span className="block text-xs text-zinc-500">{t('settings.accounts.activeHint')}</span>
          </span>
        </label>
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('settings.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The rule: everybody, members of some banks, or members with a tag, with the list or tag it needs. */
function ServesFields({ form }: { form: UseFormReturn<FormInput, unknown, FormOutput> }) {
  const { t } = useTranslation();
  const serves = form.watch('serves');
  const errors = form.formState.errors;
  const banksError = useFieldError(errors.serves_banks?.message ?? errors.serves_banks?.root?.message);
  return (
    <fieldset className="space-y-2">
      <legend className="text-xs font-medium text-zinc-700">{t('settings.accounts.serves')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {companyAccountServesKinds.map((kind) => (
          <label
            key={kind}
            className={`flex cursor-pointer flex-col gap-0.5 rounded-md border p-2.5 text-[13px] ${
              serves === kind ? 'border-zinc-900 ring-1 ring-zinc-900' : 'border-zinc-200'
            }`}
          >
            <span className="flex items-center gap-2 font-medium">
              <input type="radio" value={kind} {...form.register('serves')} />
              {t(`settings.accounts.rules.${kind}`)}
            </span>
            <span className="text-xs text-zinc-500">{t(`settings.accounts.rulesHint.${kind}`)}</span>
          </label>
        ))}
      </div>
      {serves === 'banks' ? (
        <div>
          <div className="mb-1 text-xs font-medium text-zinc-700">{t('settings.accounts.servesBanks')}</div>
          <div className="grid grid-cols-3 gap-1.5 sm:grid-cols-5">
            {bankCodes.map((code) => (
              <label key={code} className="flex items-center gap-1.5 text-[13px]">
                <input type="checkbox" value={code} {...form.register('serves_banks')} />
                {code.toUpperCase()}
              </label>
            ))}
          </div>
          {banksError ? (
            <p className="mt-1 text-xs text-red-600" role="alert">
              {banksError}
            </p>
          ) : null}
        </div>
      ) : null}
      {serves === 'tag' ? (
        <TextField
          label={t('settings.accounts.servesTag')}
          autoCapitalize="none"
          error={errors.serves_tag?.message}
          {...form.register('serves_tag')}
        />
      ) : null}
    </fieldset>
  );
}
