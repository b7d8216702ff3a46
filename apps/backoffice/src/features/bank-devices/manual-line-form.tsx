import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bangkokInputTime, bangkokInputValue } from '../../lib/bangkok-day';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { DialogActions } from '../../ui/dialog';
import { FormError, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useMakeStatementLine, type BankMessage } from './api';

type Values = { account_number: string; amount: string; occurred_at: string; from_name: string };

/** What the parser read, as the form's first values: staff correct or complete them. */
function prefilled(message: BankMessage): Values {
  return {
    account_number: message.account_number ?? '',
    amount: message.amount === null ? '' : String(message.amount),
    occurred_at: bangkokInputValue(message.occurred_at ?? message.received_at),
    from_name: message.from_name ?? '',
  };
}

/** The form's values and its call: the answer's line status is said in a toast. */
function useManualLine(message: BankMessage, onDone: () => void) {
  const { t } = useTranslation();
  const make = useMakeStatementLine();
  const form = useForm<Values>({ defaultValues: prefilled(message) });
  const { formError, submit } = useServerForm(form, {
    fields: ['account_number', 'amount', 'occurred_at', 'from_name'],
    onClose: onDone,
    onSubmit: async (values) => {
      const amount = values.amount.trim() === '' ? undefined : Number(values.amount.replace(/,/g, ''));
      const answer = await make.mutateAsync({
        messageId: message.id,
        body: {
          account_number: values.account_number,
          amount: amount as number,
          occurred_at: bangkokInputTime(values.occurred_at),
          from_name: values.from_name.trim() || undefined,
          from_account: message.from_account ?? undefined,
          from_bank: message.from_bank ?? undefined,
        },
      });
      const status = answer.data.line_status;
      toast(
        status === 'matched' || status === 'credited'
          ? t('bankMessages.lineCredited')
          : status === 'duplicate'
            ? t('bankMessages.lineDuplicate')
            : t('bankMessages.lineUnmatched'),
      );
    },
  });
  return { form, formError, submit };
}

/**
 * A message made a statement line by hand (`deposits.decide`, audited by the server): the company
 * account, the amount and the transfer time (Bangkok), prefilled with what was read. The server
 * validates; its refusals appear under the fields.
 */
export function ManualLineForm({
  message,
  onCancel,
  onDone,
}: {
  message: BankMessage;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { form, formError, submit } = useManualLine(message, onDone);
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="manual-line-form">
      {message.text ? (
        <p className="rounded-md bg-zinc-50 p-3 text-[13px] break-words whitespace-pre-wrap ring-1 ring-zinc-200 ring-inset">
          {message.text}
        </p>
      ) : null}
      <TextField
        label={t('bankMessages.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        hint={
          message.account_digits ? `${t('bankMessages.accountDigits')}: ${message.account_digits}` : undefined
        }
        error={errors.account_number?.message}
        {...form.register('account_number')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('bankMessages.amountBaht')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label={t('bankMessages.time')}
          type="datetime-local"
          error={errors.occurred_at?.message}
          {...form.register('occurred_at')}
        />
      </div>
      <TextField
        label={t('bankMessages.fromName')}
        autoComplete="off"
        maxLength={128}
        error={errors.from_name?.message}
        {...form.register('from_name')}
      />
      <FormError message={formError} />
      <DialogActions>
        <Button onClick={onCancel}>{t('common.back')}</Button>
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('bankMessages.submitLine')}
        </Button>
      </DialogActions>
    </form>
  );
}
