import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocation } from 'react-router';
import { formatBaht } from '@chaba/i18n/format';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { WithdrawIcon } from '../../../ui/icons';

/** /withdraw (spec §2.1): entering the page opens the Withdraw popup; a button opens it again. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { open } = usePopup();
  const { profile } = useSession();

  useEffect(() => {
    open('Withdraw');
  }, [location.key, open]);

  return (
    <div className="px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{t('money.withdraw.title')}</h1>
      <p className="mt-2 text-sm text-ink-300">{t('money.pages.withdrawIntro')}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4 rounded-2xl border border-gold-400/25 bg-gradient-to-br from-ink-800 to-ink-900 p-5 md:max-w-2xl">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-ink-400">{t('money.credit')}</p>
          <p className="text-2xl font-bold text-gold-200 tabular-nums">
            {profile ? formatBaht(profile.games[0]?.credit ?? 0) : '…'}{' '}
            <span className="text-sm font-medium text-ink-300">{t('money.baht')}</span>
          </p>
        </div>
        <Button size="lg" variant="secondary" onClick={() => open('Withdraw')}>
          <WithdrawIcon size={20} />
          {t('money.pages.openWithdraw')}
        </Button>
      </div>
    </div>
  );
}
