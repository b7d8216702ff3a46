import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/me';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '../../ui/field';
import type { DeskWithdrawal } from './api';
import { payeeOf } from './decision-dialogs';
import { useSettlePayoutForm, type SettleOutcome } from './use-settle-payout-form';

/**
 * A payout the agent never reported, settled by hand (decision 51): staff look in the bank and record
 * it paid (with the transfer's reference) or failed (the money never left: the hold returns). Above
 * the two-person amount a "paid" waits for a second, different staff member; the server decides that,
 * the dialog says where it stands.
 */
export function SettlePayoutDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: DeskWithdrawal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, outcome, setOutcome, formError, close, submit } = useSettlePayoutForm(withdrawal, onClose);
  return (
    <Dialog
      open={withdrawal !== null}
      onClose={close}
      title={t('withdrawals.settleTitle')}
      description={withdrawal ? t('withdrawals.settleText', payeeOf(withdrawal)) : null}
    >
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="settle-payout-form">
        {withdrawal ? <TwoPersonNotice withdrawal={withdrawal} outcome={outcome} /> : null}
        <SelectField
          label={t('withdrawals.settleOutcome')}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as SettleOutcome)}
        >
          <option value="paid">{t('withdrawals.settleOutcomes.paid')}</option>
          <option value="failed">{t('withdrawals.settleOutcomes.failed')}</option>
        </SelectField>
        {outcome === 'paid' ? (
          <TextField
            key="bank_ref"
            label={t('withdrawals.bankRef')}
            autoComplete="off"
            error={form.formState.errors.bank_ref?.message}
            {...form.register('bank_ref')}
          />
        ) : (
          <TextAreaField
            key="reason"
            label={t('withdrawals.settleReason')}
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
        )}
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant={outcome === 'paid' ? 'success' : 'danger'}
            busy={form.formState.isSubmitting}
          >
            {outcome === 'paid' ? t('withdrawals.settlePaidSubmit') : t('withdrawals.settleFailedSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Where the two-person rule stands for a "paid" above the two-person amount. */
function TwoPersonNotice({ withdrawal, outcome }: { withdrawal: DeskWithdrawal; outcome: SettleOutcome }) {
  const { t } = useTranslation();
  const me = useMe();
  const first = withdrawal.payout?.first_settled_by ?? null;
  if (outcome !== 'paid' || (!withdrawal.needs_second_approval && first === null)) return null;
  const text =
    first === null
      ? t('withdrawals.settleTwoPerson')
      : first === me.data?.id
        ? t('withdrawals.settleWaitingForOther')
        : t('withdrawals.settleConfirmSecond');
  return (
    <p className="rounded-md bg-accent-50 px-3 py-2 text-xs text-accent-700" data-testid="settle-two-person">
      {text}
    </p>
  );
}
