import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { formatBaht } from '@chaba/i18n/format';
import { useTranslation } from '../lib/i18n';
import { usePopup } from '../lib/popup';
import { useSession } from '../lib/session';
import { Button } from './button';
import { DepositIcon, WithdrawIcon } from './icons';

/**
 * /deposit and /withdraw (spec §2.1): entering the page opens its popup for the member (deposit's
 * shows its alert first); the page shows the credit and keeps a button to open the popup again.
 */
export function MoneyRequestPage({ kind }: { kind: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { open } = usePopup();
  const { profile } = useSession();
  const mode = kind === 'deposit' ? 'Deposit' : 'Withdraw';

  useEffect(() => {
    open(mode);
  }, [location.key, mode, open]);

  return (
    <div className="px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{t(`money.${kind}.title`)}</h1>
      <p className="mt-2 text-sm text-ink-300">{t(`money.pages.${kind}Intro`)}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4 rounded-2xl border border-gold-400/25 bg-gradient-to-br from-ink-800 to-ink-900 p-5 md:max-w-2xl">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-ink-400">{t('money.credit')}</p>
          <p className="text-2xl font-bold text-gold-200 tabular-nums">
            {profile ? formatBaht(profile.games[0]?.credit ?? 0) : '…'}{' '}
            <span className="text-sm font-medium text-ink-300">{t('money.baht')}</span>
          </p>
        </div>
        <Button size="lg" variant={kind === 'deposit' ? 'primary' : 'secondary'} onClick={() => open(mode)}>
          {kind === 'deposit' ? <DepositIcon size={20} /> : <WithdrawIcon size={20} />}
          {t(`money.pages.open${mode}`)}
        </Button>
      </div>
    </div>
  );
}
