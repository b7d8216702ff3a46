import { useTranslation } from 'react-i18next';
import { formatBaht } from '@chaba/i18n/format';
import { useSession } from '../../../lib/session';
import { useFeedback } from '../../../ui/feedback';
import { RefreshIcon } from '../../../ui/icons';

/** The member's credit: games[0].credit, two decimals with thousands separators. */
export function creditOf(games: { credit: number }[] | undefined): number {
  return games?.[0]?.credit ?? 0;
}

/** Reloads the profile with a spinning icon; the full credit check comes with a later issue. */
export function CreditRefreshButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { refreshProfile, profileLoading } = useSession();
  const { toast } = useFeedback();
  return (
    <button
      type="button"
      onClick={async () => {
        const profile = await refreshProfile();
        if (profile) toast('success', t('member.creditUpdated'));
      }}
      disabled={profileLoading}
      aria-label={profileLoading ? t('member.checking') : t('member.refreshCredit')}
      title={t('member.refreshCredit')}
      className={`inline-flex h-8 w-8 items-center justify-center rounded-full text-gold-300 transition hover:bg-gold-400/15 disabled:opacity-70 ${className}`}
    >
      <RefreshIcon size={17} className={profileLoading ? 'animate-spin' : ''} />
    </button>
  );
}

export function CreditAmount({ value, testId }: { value: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="font-bold tabular-nums text-gold-200">
      <span data-testid={testId}>{formatBaht(value)}</span>{' '}
      <span className="text-xs font-medium text-ink-300">{t('common.baht')}</span>
    </span>
  );
}
