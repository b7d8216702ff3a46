import { formatBaht } from '@chaba/i18n/format';
import type { ReactNode } from 'react';
import type { Profile } from '@chaba/contracts/profile';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { CheckIcon, GiftIcon, InfoIcon, WarningIcon } from '../../../ui/icons';
import type { MemberCheckin } from '../api/loyalty-api';
import { LoadFailed, LoyaltyHeading, LoyaltySkeleton } from './loyalty-page-parts';
import { useCheckin, type CheckinResult } from './use-checkin';

/** A day's prize in a narrow tile: whole baht without decimals. */
const compactBaht = (amount: number) =>
  Number.isInteger(amount) ? amount.toLocaleString('en-US') : formatBaht(amount);

/**
 * /checkin (issue 31, decision 73): the seven days' prizes with the days of the current streak
 * claimed, today's claim button, and what the claim gave (the prize and the credit after it). The
 * route passes the credit line (`credit`) and how the credit is read from the profile (`balanceOf`).
 */
export function CheckinPage({
  credit,
  balanceOf,
}: {
  credit: ReactNode;
  balanceOf: (profile: Profile) => number;
}) {
  const { t } = useTranslation();
  const { state, reload, claim, claiming, result, refusal } = useCheckin(balanceOf);
  const checkin = state.data;
  return (
    <div className="px-4 py-8 md:px-6 md:py-12" data-testid="checkin-page">
      <LoyaltyHeading title={t('loyalty.checkin.title')} intro={t('loyalty.checkin.intro')}>
        {/* From 768 px the member bar shows the credit. */}
        <div data-testid="checkin-credit" className="md:hidden">
          {credit}
        </div>
      </LoyaltyHeading>
      {state.status === 'error' && <LoadFailed onRetry={reload} />}
      {!checkin ? (
        state.status === 'loading' && <LoyaltySkeleton label={t('loyalty.checkin.title')} />
      ) : !checkin.active ? (
        <Notice testId="checkin-closed" tone="info" text={t('loyalty.checkin.closed')} />
      ) : (
        <>
          <Calendar checkin={checkin} justClaimed={result !== null} />
          <div className="mt-5 flex flex-col items-stretch gap-3 md:flex-row md:items-center md:justify-between">
            <p data-testid="checkin-streak" className="text-sm font-semibold text-gold-200">
              {checkin.streak > 0
                ? t('loyalty.checkin.streak', { count: checkin.streak })
                : t('loyalty.checkin.streakNone')}
            </p>
            <ClaimButton checkin={checkin} claiming={claiming} onClaim={() => void claim()} />
          </div>
          <div className="mt-4 space-y-3" aria-live="polite">
            {result && <ClaimResult result={result} />}
            {refusal && <Notice testId="checkin-refusal" tone="warning" text={refusal} />}
            {!result && !refusal && checkin.claimed_today && (
              <Notice testId="checkin-done" tone="info" text={t('loyalty.checkin.claimedToday')} />
            )}
          </div>
          <p className="mt-4 text-xs text-ink-400">{t('loyalty.checkin.newDay')}</p>
        </>
      )}
    </div>
  );
}

/** The seven days; those of the current streak claimed, today's ringed. */
function Calendar({ checkin, justClaimed }: { checkin: MemberCheckin; justClaimed: boolean }) {
  const { t } = useTranslation();
  const today = checkin.claimed_today ? checkin.streak : (checkin.next_day ?? 1);
  const claimedDays = checkin.claimed_today ? checkin.streak : today - 1;
  return (
    <section aria-label={t('loyalty.checkin.calendar')}>
      <ol className="grid grid-cols-7 gap-1.5 md:gap-3">
        {checkin.days.map((day) => {
          const claimed = day.day <= claimedDays;
          const isToday = day.day === today;
          return (
            <li
              key={day.day}
              data-testid="checkin-day"
              data-day={day.day}
              data-claimed={claimed}
              data-today={isToday}
              aria-current={isToday ? 'date' : undefined}
              className={`relative flex min-w-0 flex-col items-center gap-1 rounded-xl border px-0.5 py-2 text-center md:gap-2 md:py-4 ${
                claimed
                  ? 'border-emerald-400/40 bg-emerald-500/10'
                  : isToday
                    ? 'border-gold-300 bg-gold-400/15 shadow-[0_0_18px_-4px_rgba(245,180,40,0.6)]'
                    : 'border-white/10 bg-ink-900/80'
              }`}
            >
              <span className="text-[0.68rem] leading-tight whitespace-nowrap text-ink-300 md:text-sm">
                {t('loyalty.checkin.day', { day: day.day })}
              </span>
              <span
                className={`flex h-8 w-8 items-center justify-center rounded-full md:h-11 md:w-11 ${
                  claimed ? 'bg-emerald-500/20 text-emerald-300' : 'bg-gold-400/15 text-gold-300'
                } ${claimed && isToday && justClaimed ? 'animate-pop-in motion-reduce:animate-none' : ''}`}
              >
                {claimed ? <CheckIcon size={18} /> : <GiftIcon size={18} />}
              </span>
              <span className="text-xs leading-tight font-bold text-gold-100 tabular-nums md:text-base">
                {day.amount > 0 ? compactBaht(day.amount) : '–'}
              </span>
              <span className="sr-only">
                {day.amount > 0
                  ? t('loyalty.baht', { amount: formatBaht(day.amount) })
                  : t('loyalty.checkin.noPrize')}
                {claimed
                  ? ` · ${t('loyalty.checkin.claimed')}`
                  : isToday
                    ? ` · ${t('loyalty.checkin.today')}`
                    : ''}
              </span>
              {day.turnover_multiplier > 0 && (
                <span className="hidden text-[0.7rem] text-ink-400 md:block">
                  {t('loyalty.checkin.turnover', { times: day.turnover_multiplier })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function ClaimButton(props: { checkin: MemberCheckin; claiming: boolean; onClaim: () => void }) {
  const { t } = useTranslation();
  const { checkin } = props;
  const prize = checkin.days.find((day) => day.day === checkin.next_day)?.amount ?? 0;
  return (
    <Button
      size="lg"
      data-testid="checkin-claim"
      className="md:min-w-64"
      loading={props.claiming}
      disabled={checkin.claimed_today || props.claiming}
      onClick={props.onClaim}
    >
      {checkin.claimed_today
        ? t('loyalty.checkin.claimed')
        : prize > 0
          ? t('loyalty.checkin.claimPrize', { amount: formatBaht(prize) })
          : t('loyalty.checkin.claim')}
    </Button>
  );
}

function ClaimResult({ result }: { result: CheckinResult }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="checkin-result"
      className="animate-pop-in flex items-center gap-4 rounded-2xl border border-emerald-400/40 bg-emerald-500/10 p-4 motion-reduce:animate-none"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-600 text-ink-950">
        <GiftIcon size={24} />
      </span>
      <div className="min-w-0">
        <p className="font-bold text-white">{t('loyalty.checkin.successTitle')}</p>
        <p data-testid="checkin-prize" className="text-lg font-bold text-gold-200 tabular-nums">
          {t('loyalty.checkin.prize', { amount: formatBaht(result.amount) })}
        </p>
        <p className="text-sm text-ink-300">{t('loyalty.checkin.streakDay', { day: result.streakDay })}</p>
        {result.balance !== null && (
          <p data-testid="checkin-balance" className="text-sm text-ink-200 tabular-nums">
            {t('loyalty.checkin.newBalance', { amount: formatBaht(result.balance) })}
          </p>
        )}
      </div>
    </div>
  );
}

function Notice({ testId, tone, text }: { testId: string; tone: 'info' | 'warning'; text: string }) {
  return (
    <p
      data-testid={testId}
      role={tone === 'warning' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-xl border p-3 text-sm ${
        tone === 'warning'
          ? 'border-amber-400/40 bg-amber-950/40 text-amber-100'
          : 'border-white/10 bg-ink-900/80 text-ink-200'
      }`}
    >
      {tone === 'warning' ? (
        <WarningIcon size={18} className="shrink-0 text-amber-300" />
      ) : (
        <InfoIcon size={18} className="shrink-0 text-gold-300" />
      )}
      {text}
    </p>
  );
}
