import { accountBalanceRequest, bankOperationsRequest } from '@chaba/contracts/bank-operations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageOf, useServerForm } from '../../lib/forms';
import { toast } from '../../ui/toast';
import {
  useFreezeAccount,
  useRecordAccountBalance,
  useUpdateBankOperations,
  type BankOperationsAccount,
} from './api';

/** The edit dialog's form: role, status and the daily caps of one account. */
export function useEditAccountForm(account: BankOperationsAccount | null, onClose: () => void) {
  const { t } = useTranslation();
  const update = useUpdateBankOperations();
  const form = useForm({
    resolver: zodResolver(bankOperationsRequest),
    values: account
      ? {
          role: account.role,
          // A frozen account is unfrozen by choosing active; until then the form says paused.
          status: account.status === 'frozen' ? ('paused' as const) : account.status,
          daily_in_cap: account.daily_in_cap,
          daily_out_cap: account.daily_out_cap,
        }
      : undefined,
  });
  const server = useServerForm(form, {
    fields: ['role', 'status', 'daily_in_cap', 'daily_out_cap'],
    onClose,
    onSubmit: async (values) => {
      if (!account) return;
      await update.mutateAsync({ id: account.id, body: values });
      toast(t('bankOperations.saved'));
    },
  });
  return { form, ...server };
}

/** The balance dialog's form: the balance the bank shows now. */
export function useBalanceForm(account: BankOperationsAccount | null, onClose: () => void) {
  const { t } = useTranslation();
  const record = useRecordAccountBalance();
  const form = useForm({ resolver: zodResolver(accountBalanceRequest) });
  const server = useServerForm(form, {
    fields: ['balance'],
    onClose,
    onSubmit: async (values) => {
      if (!account) return;
      await record.mutateAsync({ id: account.id, body: values });
      toast(t('bankOperations.balanceSaved'));
    },
  });
  return { form, ...server };
}

/** The freeze, confirmed: the toasts say what moved, and what could not. */
export function useFreeze(account: BankOperationsAccount | null, onClose: () => void) {
  const { t } = useTranslation();
  const freeze = useFreezeAccount();
  const confirm = () => {
    if (!account) return;
    freeze.mutate(account.id, {
      onSuccess: (answer) => {
        toast(t('bankOperations.frozen', { deposits: answer.moved_deposits, payouts: answer.moved_payouts }));
        if (answer.deposits_left > 0)
          toast(t('bankOperations.depositsLeft', { count: answer.deposits_left }), 'error');
        if (answer.held_payouts > 0)
          toast(t('bankOperations.payoutsHeld', { count: answer.held_payouts }), 'error');
        onClose();
      },
      onError: (error) => toast(messageOf(error), 'error'),
    });
  };
  return { confirm, busy: freeze.isPending };
}
