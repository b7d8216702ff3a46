import { promptPayRequest } from '@chaba/contracts/backoffice-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { bankLabel } from '../../ui/format';
import { FormError, SelectField, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useSavePromptPay, type CompanyAccount, type Settings } from './api';

/** The company PromptPay id, the name under its QR and the company account its payments land in. */
export function PromptPayForm({
  promptpay,
  accounts,
}: {
  promptpay: Settings['promptpay'];
  accounts: CompanyAccount[];
}) {
  const { t } = useTranslation();
  const save = useSavePromptPay();
  const form = useForm({
    resolver: zodResolver(promptPayRequest),
    values: {
      promptpay_id: promptpay?.id ?? '',
      promptpay_name: promptpay?.name ?? '',
      account_number: promptpay?.account_number ?? accounts[0]?.account_number ?? '',
    },
  });
  const { formError, submit } = useServerForm(form, {
    fields: ['promptpay_id', 'promptpay_name', 'account_number'],
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast(t('settings.saved'));
      return 'stay';
    },
  });
  const errors = form.formState.errors;
  return (
    <Panel title={t('settings.promptpay.title')} className="self-start">
      <form onSubmit={submit} noValidate className="space-y-4 p-4">
        <p className="text-[13px] text-zinc-500">
          {promptpay ? t('settings.promptpay.text') : t('settings.promptpay.notSet')}
        </p>
        <TextField
          label={t('settings.promptpay.id')}
          hint={t('settings.promptpay.idHint')}
          inputMode="numeric"
          error={errors.promptpay_id?.message}
          {...form.register('promptpay_id')}
        />
        <TextField
          label={t('settings.promptpay.name')}
          error={errors.promptpay_name?.message}
          {...form.register('promptpay_name')}
        />
        <SelectField
          label={t('settings.promptpay.account')}
          error={errors.account_number?.message}
          {...form.register('account_number')}
        >
          {accounts.map((account) => (
            <option key={account.id} value={account.account_number}>
              {bankLabel(account.bank)} {account.account_number} · {account.account_name}
            </option>
          ))}
        </SelectField>
        <FormError message={formError} />
        <div className="flex justify-end">
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
