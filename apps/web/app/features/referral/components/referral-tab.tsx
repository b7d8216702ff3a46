import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Profile } from '@chaba/contracts/profile';
import { formatBaht } from '@chaba/i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useSite } from '../../../lib/site';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { Button } from '../../../ui/button';
import { useFeedback } from '../../../ui/feedback';
import { InfoIcon, SearchIcon } from '../../../ui/icons';
import { IsoDateInput } from '../../../ui/iso-date-input';
import { bangkokToday, isIsoDate, referralApi, type ReferralInfo } from '../api/referral-api';
import { FriendTables } from './friend-tables';
import { LevelSteps } from './level-steps';
import { ReferralLinkBox } from './referral-link-box';
import { useReferralInfo } from './use-referral-info';

/**
 * The information popup's referral tab (spec §2.4, §4.7): the member's link, the percent of each of
 * the three levels, the bonus totals with the withdraw button, and the friends of a chosen date.
 */
export function ReferralTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const site = useSite();
  // The date searched: today (Bangkok) at first, then what the member searched for.
  const [searchedDate, setSearchedDate] = useState(() => bangkokToday());
  const { state, reload } = useReferralInfo(searchedDate);
  const info = state.info;
  const levelsTitleId = useId();

  return (
    <div data-testid="referral-tab" aria-busy={state.status === 'loading' || undefined}>
      <p className="mb-3 text-sm leading-relaxed text-ink-300">{t('bonus.referral.text')}</p>
      <ReferralLinkBox base={site.referral} referralKey={profile.referral_key} />

      {state.status === 'error' && !info ? (
        <LoadFailed onRetry={reload} />
      ) : !info ? (
        <ReferralSkeleton />
      ) : (
        <>
          <section className="mt-4" aria-labelledby={levelsTitleId}>
            <h3 id={levelsTitleId} className="mb-2 text-sm font-semibold text-gold-200">
              {t('bonus.referral.levelsTitle')}
            </h3>
            <LevelSteps info={info} />
          </section>
          <BonusSummary info={info} onWithdrawn={reload} />
          <FriendSearch
            info={info}
            searchedDate={searchedDate}
            loading={state.status === 'loading'}
            failed={state.status === 'error'}
            onSearch={(date) => (date === searchedDate ? reload() : setSearchedDate(date))}
          />
        </>
      )}
    </div>
  );
}

function BonusSummary({ info, onWithdrawn }: { info: ReferralInfo; onWithdrawn: () => void }) {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const { showMessage } = useFeedback();
  const reloadProfile = useProfileReloader();
  const [withdrawing, setWithdrawing] = useState(false);

  // Spec §4.7: a loading state, then a dialog with the message, then the member is reloaded.
  const withdraw = async () => {
    setWithdrawing(true);
    try {
      const answer = await referralApi(memberRequest).withdrawBonus();
      showMessage({ title: t('bonus.referral.withdrawTitle'), body: answer.msg });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      showMessage({
        title: t('bonus.referral.withdrawFailedTitle'),
        body: errorMessages(error, t).join(' '),
      });
    } finally {
      setWithdrawing(false);
    }
    void reloadProfile();
    onWithdrawn();
  };

  return (
    <section
      className="mt-4 rounded-xl border border-gold-400/25 bg-gradient-to-br from-gold-400/10 to-transparent p-3.5"
      aria-label={t('bonus.referral.withdrawTitle')}
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-ink-400">{t('bonus.referral.total')}</dt>
          <dd className="text-base font-semibold text-white tabular-nums" data-testid="referral-total">
            {formatBaht(info.customer.bonus_referral_total)} {t('bonus.baht')}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-400">{t('bonus.referral.pending')}</dt>
          <dd className="text-base font-bold text-gold-200 tabular-nums" data-testid="referral-pending">
            {formatBaht(info.customer.bonus_referral_pending)} {t('bonus.baht')}
          </dd>
        </div>
        <div className="col-span-2 flex items-baseline justify-between gap-2 border-t border-white/5 pt-2">
          <dt className="text-xs text-ink-400">{t('bonus.referral.minimum')}</dt>
          <dd className="font-semibold text-white tabular-nums" data-testid="referral-minimum">
            {formatBaht(info.bonus.bonus_turnover)} {t('bonus.baht')}
          </dd>
        </div>
      </dl>
      <Button
        block
        className="mt-3"
        loading={withdrawing}
        data-testid="referral-withdraw"
        onClick={() => void withdraw()}
      >
        {t('bonus.referral.withdraw')}
      </Button>
      <p className="mt-2 flex gap-1.5 text-xs leading-relaxed text-ink-300">
        <InfoIcon size={14} className="mt-0.5 shrink-0 text-gold-300" />
        {t('bonus.referral.summaryNote')}
      </p>
    </section>
  );
}

function FriendSearch({
  info,
  searchedDate,
  loading,
  failed,
  onSearch,
}: {
  info: ReferralInfo;
  searchedDate: string;
  loading: boolean;
  failed: boolean;
  onSearch: (date: string) => void;
}) {
  const { t } = useTranslation();
  const dateId = useId();
  const titleId = useId();
  const [date, setDate] = useState(searchedDate);
  const winTotal = info.customer_win_loses.total > 0 ? info.customer_win_loses.total : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: the search runs only with a date.
    if (date && isIsoDate(date)) onSearch(date);
  };

  return (
    <section className="mt-5" aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-2 text-sm font-semibold text-gold-200">
        {t('bonus.referral.searchTitle')}
      </h3>
      <form noValidate onSubmit={submit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={dateId} className="mb-1 block text-xs text-ink-400">
            {t('bonus.referral.date')}
          </label>
          <IsoDateInput
            id={dateId}
            value={date}
            max={bangkokToday()}
            onChange={setDate}
            testId="referral-date"
            className="h-10 w-full rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-sm text-white outline-none focus:border-gold-300 focus:ring-2 focus:ring-gold-400/25"
          />
        </div>
        <Button type="submit" size="sm" className="h-10" loading={loading} disabled={!date}>
          <SearchIcon size={16} />
          {t('bonus.referral.search')}
        </Button>
      </form>
      {failed ? (
        <p role="alert" className="mt-2 text-xs text-rose-300">
          {t('bonus.loadFailed')}
        </p>
      ) : null}
      <div className="mt-3 flex items-center justify-between gap-2 rounded-xl bg-ink-950/60 px-3 py-2.5">
        <div className="min-w-0">
          <p className="text-xs text-ink-400">{t('bonus.referral.winTotal')}</p>
          <p className="text-[0.7rem] leading-snug text-ink-500">{t('bonus.referral.winTotalHint')}</p>
        </div>
        <p className="shrink-0 font-semibold text-emerald-300 tabular-nums" data-testid="referral-win-total">
          {formatBaht(winTotal)} {t('bonus.baht')}
        </p>
      </div>
      <FriendTables info={info} />
    </section>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mt-4 flex items-center gap-3 rounded-xl border border-rose-400/40 bg-rose-950/40 p-3 text-sm text-rose-100"
    >
      <span className="flex-1">{t('bonus.loadFailed')}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('bonus.retry')}
      </Button>
    </div>
  );
}

function ReferralSkeleton() {
  return (
    <div className="mt-4 space-y-3" aria-hidden="true">
      <div className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-20 animate-pulse rounded-xl bg-ink-800" />
        ))}
      </div>
      <div className="h-36 animate-pulse rounded-xl bg-ink-800" />
      <div className="h-24 animate-pulse rounded-xl bg-ink-800" />
    </div>
  );
}
