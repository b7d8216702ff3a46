import { refundStatementLineRequest } from '@chaba/contracts/backoffice-money';
import { formatBaht } from '@chaba/i18n/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, TextAreaField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useRefundStatementLine, type StatementLine } from './api';

/** A transfer nobody claims goes back to its sender: staff record the bank reference of the refund. */
export function RefundDialog({ line, onClose }: { line: StatementLine | null; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundStatementLine();
  const form = useForm({
    resolver: zodResolver(refundStatementLineRequest),
    defaultValues: { refund_ref: '', note: undefined as string | undefined },
  });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['refund_ref', 'note'],
    onClose,
    onSubmit: async (values) => {
      if (!line) return;
      await refund.mutateAsync({ lineId: line.id, ...values });
      toast(t('deposits.refunded', { amount: formatBaht(line.amount) }));
    },
  });
  return (
    <Dialog
      open={line !== null}
      onClose={close}
      title={t('deposits.refundTitle')}
      description={
        line
          ? t('deposits.refundText', {
              amount: formatBaht(line.amount),
              sender: line.from_name ?? line.from_account ?? '-',
            })
          : null
      }
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField
          label={t('deposits.refundRef')}
          autoComplete="off"
          autoFocus
          error={form.formState.errors.refund_ref?.message}
          {...form.register('refund_ref')}
        />
        <TextAreaField
          label={t('deposits.refundNote')}
          error={form.formState.errors.note?.message}
          {...form.register('note', {
            setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
          })}
        />
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('deposits.refundSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
