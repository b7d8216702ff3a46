import { useTranslation } from '../../../lib/i18n';
import { formatBaht } from '@chaba/i18n/format';
import { sanitizeAmount } from '../../../lib/amount-input';
import { useMaintenancePause } from '../../../lib/maintenance-pause';
import { useSite } from '../../../lib/site';
import { BankAccountCard } from '../../../ui/bank-account-card';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { WarningIcon, WithdrawIcon } from '../../../ui/icons';
import { ServerErrors } from '../../../ui/server-errors';
import { useWithdrawPopup, type WithdrawPopupProps } from './use-withdraw-popup';

/**
 * The Withdraw popup (spec §2.6): the member's bank account, the amount prefilled with the integer
 * part of the credit, submit (Enter submits too) and cancel; without a bank, a message to
 * register one (useWithdrawPopup).
 */
export function WithdrawPopup(props: WithdrawPopupProps) {
  const { profile, onClose } = props;
  const { t } = useTranslation();
  const { form, submit, busy, serverErrors } = useWithdrawPopup(props);
  // During maintenance the form says so and cannot be sent (the server would refuse it anyway).
  const paused = useMaintenancePause();

  if (!profile.bank || !profile.account_number) return <NoBankPopup onClose={onClose} />;

  return (
    <Dialog
      title={t('money.withdraw.title')}
      onClose={onClose}
      testId="withdraw-popup"
      icon={<WithdrawIcon />}
    >
      <div className="mb-3 flex items-center justify-between rounded-xl border border-gold-400/25 bg-gradient-to-br from-gold-400/10 to-transparent px-4 py-3">
        <span className="text-sm text-ink-300">{t('money.credit')}</span>
        <span className="text-lg font-bold text-gold-200 tabular-nums" data-testid="withdraw-credit">
          {formatBaht(profile.games[0]?.credit ?? 0)}{' '}
          <span className="text-xs font-medium text-ink-300">{t('money.baht')}</span>
        </span>
      </div>
      <p className="mb-1.5 text-xs text-ink-400">{t('money.withdraw.toAccount')}</p>
      <BankAccountCard
        testId="withdraw-bank"
        bankCode={profile.bank}
        accountNumber={profile.account_number}
        holder={profile.name}
      />
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        aria-label={t('money.withdraw.title')}
        className="mt-4"
      >
        {props.notice}
        <ServerErrors messages={paused.length > 0 ? paused : serverErrors} />
        <TextField
          label={t('money.withdraw.amount')}
          {...form.field('amount')}
          onChange={(value) => form.setValue('amount', sanitizeAmount(value))}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          trailing={<span className="pr-3 text-sm font-medium text-ink-300">{t('money.baht')}</span>}
          className="[&_input]:text-lg [&_input]:font-semibold"
          hint={t('money.withdraw.note')}
        />
        <div className="flex gap-2">
          <Button
            type="submit"
            loading={busy}
            disabled={paused.length > 0}
            className="flex-1"
            data-testid="withdraw-submit"
          >
            {t('money.withdraw.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('money.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A member without a bank account is asked to register one, with the contact link. */
function NoBankPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Dialog
      title={t('money.withdraw.title')}
      onClose={onClose}
      testId="withdraw-popup"
      icon={<WithdrawIcon />}
    >
      <p className="flex gap-2 rounded-xl border border-amber-400/40 bg-amber-950/40 p-3 text-sm text-amber-100">
        <WarningIcon size={18} className="shrink-0 text-amber-300" />
        {t('money.noBank.withdrawText')}
      </p>
      <div className="mt-4 flex gap-2">
        {site.line ? (
          <a
            href={site.line}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-11 flex-1 items-center justify-center rounded-xl border border-gold-400/60 px-4 font-semibold text-gold-200 hover:bg-ink-700/70"
          >
            {t('money.contact')}
          </a>
        ) : null}
        <Button variant="secondary" className="flex-1" onClick={onClose}>
          {t('money.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
