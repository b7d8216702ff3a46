import { deskRejectWithdrawalRequest, withdrawalRejectCauses } from '@chaba/contracts/backoffice-money';
import { approveWithdrawalRequest } from '@chaba/contracts/money';
import { formatBaht } from '@chaba/i18n/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { bankLabel } from '../../ui/format';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useApproveWithdrawal, useRejectWithdrawal, type DeskWithdrawal } from './api';

interface DecisionDialogProps {
  withdrawal: DeskWithdrawal | null;
  onClose: () => void;
}

/**
 * Staff transfer the money in their bank app first, then record its reference here. Above the
 * second-approval amount the first approval parks the withdrawal; another staff member pays it.
 */
export function ApproveDialog({ withdrawal, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const approve = useApproveWithdrawal();
  // "Pay through the payout agent" sends no reference; the reference is required otherwise.
  const byAgent = useRef(false);
  const form = useForm({
    resolver: (values, context, options) =>
      byAgent.current
        ? { values: {}, errors: {} }
        : zodResolver(approveWithdrawalRequest)(values, context, options),
    defaultValues: { bank_ref: '' },
  });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['bank_ref'],
    onClose,
    onSubmit: async (values) => {
      const agent = byAgent.current;
      byAgent.current = false;
      if (!withdrawal) return;
      const answer = await approve.mutateAsync({
        id: withdrawal.id,
        bank_ref: agent ? undefined : values.bank_ref,
      });
      const parked = answer.data.status === 'awaiting_second_approval';
      toast(t(parked ? 'withdrawals.parked' : 'withdrawals.approved', { ref: withdrawal.ref }));
    },
  });
  return (
    <Dialog
      open={withdrawal !== null}
      onClose={close}
      title={t('withdrawals.approveTitle')}
      description={withdrawal ? t('withdrawals.approveText', payeeOf(withdrawal)) : null}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        {withdrawal?.needs_second_approval && !withdrawal.first_approved_by ? (
          <p className="rounded-md bg-accent-50 px-3 py-2 text-xs text-accent-700">
            {t('withdrawals.secondApprovalNeeded')}
          </p>
        ) : null}
        <TextField
          label={t('withdrawals.bankRef')}
          autoComplete="off"
          autoFocus
          error={form.formState.errors.bank_ref?.message}
          {...form.register('bank_ref')}
        />
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            busy={form.formState.isSubmitting}
            onClick={() => {
              byAgent.current = true;
              void submit();
            }}
          >
            {t('withdrawals.payAgent')}
          </Button>
          <Button type="submit" variant="success" busy={form.formState.isSubmitting}>
            {t('withdrawals.approveSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** What a transfer to the member needs, for the dialogs' texts: amount, bank, account, name. */
export function payeeOf(withdrawal: DeskWithdrawal) {
  return {
    amount: formatBaht(withdrawal.amount),
    bank: bankLabel(withdrawal.bank),
    account: withdrawal.account_number ?? '',
    name: withdrawal.member_name ?? withdrawal.member_phone,
  };
}

/** The amount goes back to the member's wallet; the member reads the cause in their own language. */
export function RejectDialog({ withdrawal, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const reject = useRejectWithdrawal();
  const form = useForm({
    resolver: zodResolver(deskRejectWithdrawalRequest),
    defaultValues: { cause_code: withdrawalRejectCauses[0], cause: undefined as string | undefined },
  });
  const code = form.watch('cause_code');
  const { formError, close, submit } = useServerForm(form, {
    fields: ['cause', 'cause_code'],
    onClose,
    onSubmit: async (values) => {
      if (!withdrawal) return;
      await reject.mutateAsync({ id: withdrawal.id, ...values });
      toast(t('withdrawals.rejected', { ref: withdrawal.ref }));
    },
  });
  return (
    <Dialog
      open={withdrawal !== null}
      onClose={close}
      title={t('withdrawals.rejectTitle')}
      description={withdrawal ? t('withdrawals.rejectText', { amount: formatBaht(withdrawal.amount) }) : null}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <SelectField
          label={t('withdrawals.rejectCause')}
          value={code ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            form.setValue(
              'cause_code',
              value ? (value as (typeof withdrawalRejectCauses)[number]) : undefined,
            );
          }}
        >
          {withdrawalRejectCauses.map((cause) => (
            <option key={cause} value={cause}>
              {t(`withdrawals.causes.${cause}`)}
            </option>
          ))}
          <option value="">{t('withdrawals.causes.other')}</option>
        </SelectField>
        {code ? null : (
          <TextAreaField
            label={t('withdrawals.causeText')}
            autoFocus
            error={form.formState.errors.cause?.message}
            {...form.register('cause', {
              setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
            })}
          />
        )}
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="danger" busy={form.formState.isSubmitting}>
            {t('withdrawals.rejectSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
