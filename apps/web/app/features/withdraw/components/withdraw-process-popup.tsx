import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Profile } from '@chaba/contracts/profile';
import { formatBaht } from '@chaba/i18n/format';
import { useCountdown } from '../../../lib/countdown';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { BankAccountCard } from '../../../ui/bank-account-card';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { WithdrawIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';

/** The profile is polled this often while the popup is open, beside the live updates (spec §9). */
export const withdrawPollMs = 10_000;

/** A pending withdrawal as the in-progress popup shows it. */
export interface WithdrawView {
  id: number;
  amount: number;
  /** When the 30-minute window ends, as a local Date.now() time. */
  deadlineMs: number;
  /** The payout agent pays it (the automatic rules approved it): done within moments. */
  automatic: boolean;
}

/**
 * The withdraw-in-progress popup (spec §2.8, §4.6): the member's bank account and the pending
 * amount with a spinner. The window is 30 minutes; then, or on close, it just closes.
 */
export function WithdrawProcessPopup({
  view,
  profile,
  onClose,
  onTimeout,
}: {
  view: WithdrawView;
  profile: Profile;
  onClose: () => void;
  onTimeout: () => void;
}) {
  const { t } = useTranslation();
  const reload = useProfileReloader();
  useCountdown(view.deadlineMs, onTimeout);

  useEffect(() => {
    const timer = window.setInterval(() => void reload(), withdrawPollMs);
    return () => window.clearInterval(timer);
  }, [reload]);

  return (
    <Dialog title={t('money.withdraw.processTitle')} testId="withdraw-process" icon={<WithdrawIcon />}>
      <p className="mb-1.5 text-xs text-ink-400">{t('money.withdraw.toAccount')}</p>
      <BankAccountCard bankCode={profile.bank} accountNumber={profile.account_number} holder={profile.name} />
      <div className="mt-3 flex items-center gap-4 rounded-xl border border-gold-400/30 bg-gold-400/10 p-4">
        <Spinner size={34} className="shrink-0 text-gold-300" />
        <div role="status">
          <p className="text-xs text-ink-300">{t('money.withdraw.pending')}</p>
          <p className="text-2xl font-bold text-gold-100 tabular-nums">
            <span data-testid="withdraw-amount">{formatBaht(view.amount)}</span>{' '}
            <span className="text-sm font-medium text-ink-300">{t('money.baht')}</span>
          </p>
          <p className="text-xs font-semibold text-gold-300">{t('money.withdraw.processing')}</p>
        </div>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-ink-300" data-testid="withdraw-process-text">
        {t(view.automatic ? 'money.withdraw.processAuto' : 'money.withdraw.processText')}
      </p>
      <Button variant="secondary" block className="mt-4" onClick={onClose} data-testid="withdraw-close">
        {t('money.close')}
      </Button>
    </Dialog>
  );
}
