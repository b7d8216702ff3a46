import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { RequestHistory } from './request-history';

/** /history (spec §2.1): the same list as the information popup's history tab, freshly loaded. */
export function HistoryPage() {
  const { t } = useTranslation();
  const { status, profile, refreshProfile } = useSession();

  // The profile may be minutes old; the page shows the list as it is now.
  const loaded = useRef(false);
  useEffect(() => {
    if (status !== 'member' || loaded.current) return;
    loaded.current = true;
    void refreshProfile();
  }, [status, refreshProfile]);

  return (
    <div className="px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{t('money.history.title')}</h1>
      <p className="mt-2 mb-5 text-sm text-ink-300">{t('money.history.intro')}</p>
      <section className="rounded-2xl border border-white/10 bg-ink-900/80 p-3 md:max-w-4xl md:p-5">
        {profile ? (
          <RequestHistory requests={profile.completed_requests} />
        ) : (
          <div className="space-y-2 py-4" aria-label={t('money.history.title')}>
            <div className="h-4 w-2/3 animate-pulse rounded bg-ink-700" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-ink-700" />
          </div>
        )}
      </section>
    </div>
  );
}
