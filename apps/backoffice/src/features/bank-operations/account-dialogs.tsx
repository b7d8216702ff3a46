import { companyAccountRoles, settableAccountStatuses } from '@chaba/contracts/bank-operations';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextField } from '../../ui/field';
import { accountLabel } from './account-label';
import type { BankOperationsAccount } from './api';
import { useBalanceForm, useEditAccountForm, useFreeze } from './use-account-forms';

/** An amount field: empty is null (no cap) where `optional`, else a number for the contract to check. */
const amountValue = (optional: boolean) => (value: unknown) =>
  value === '' || value === null ? (optional ? null : undefined) : Number(value);

interface AccountDialogProps {
  account: BankOperationsAccount | null;
  onClose: () => void;
}

function FormButtons({ close, busy }: { close: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={close}>{t('common.cancel')}</Button>
      <Button type="submit" variant="primary" busy={busy}>
        {t('common.save')}
      </Button>
    </DialogActions>
  );
}

/** Role, status and the daily caps of one account. */
export function EditAccountDialog({ account, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const { form, formError, close, submit } = useEditAccountForm(account, onClose);
  const errors = form.formState.errors;
  return (
    <Dialog
      open={account !== null}
      onClose={close}
      title={account ? t('bankOperations.editTitle', { account: accountLabel(account) }) : ''}
    >
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="bank-operations-form">
        {account?.status === 'frozen' ? (
          <p className="rounded-md bg-red-50 px-3 py-2 text-xs text-red-700">
            {t('bankOperations.frozenHint')}
          </p>
        ) : null}
        <SelectField
          label={t('bankOperations.fields.role')}
          error={errors.role?.message}
          {...form.register('role')}
        >
          {companyAccountRoles.map((role) => (
            <option key={role} value={role}>
              {t(`bankOperations.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('bankOperations.fields.status')}
          error={errors.status?.message}
          {...form.register('status')}
        >
          {settableAccountStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`bankOperations.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        {(['daily_in_cap', 'daily_out_cap'] as const).map((name) => (
          <TextField
            key={name}
            type="number"
            inputMode="decimal"
            step="0.01"
            label={t(`bankOperations.fields.${name}`)}
            hint={t('bankOperations.capHint')}
            error={errors[name]?.message}
            {...form.register(name, { setValueAs: amountValue(true) })}
          />
        ))}
        <FormError message={formError} />
        <FormButtons close={close} busy={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}

/** The balance the bank shows now, entered by staff. */
export function BalanceDialog({ account, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const { form, formError, close, submit } = useBalanceForm(account, onClose);
  return (
    <Dialog
      open={account !== null}
      onClose={close}
      title={account ? t('bankOperations.balanceTitle', { account: accountLabel(account) }) : ''}
      description={t('bankOperations.balanceText')}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField
          type="number"
          inputMode="decimal"
          step="0.01"
          label={t('bankOperations.fields.balance')}
          error={form.formState.errors.balance?.message}
          {...form.register('balance', { setValueAs: amountValue(false) })}
        />
        <FormError message={formError} />
        <FormButtons close={close} busy={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}

/** The freeze, behind a confirmation that says what it does. */
export function FreezeDialog({ account, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const { confirm, busy } = useFreeze(account, onClose);
  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      title={account ? t('bankOperations.freezeTitle', { account: accountLabel(account) }) : ''}
      description={t('bankOperations.freezeText')}
    >
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="danger" busy={busy} onClick={confirm}>
          {t('bankOperations.freezeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
