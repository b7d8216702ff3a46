import { useEffect, useState, type ReactNode } from 'react';
import { formatBaht, formatDateTime } from '@chaba/i18n/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { loyaltyApi, type MemberVip, type VipLevel } from '../api/loyalty-api';
import { LoadFailed, LoyaltyHeading, LoyaltySkeleton } from './loyalty-page-parts';
import { useMemberData } from './use-member-data';
import { VipBadge } from './vip-badge';

/**
 * /vip (issue 31, decision 72): the member's level and until when it is kept, the next level with
 * the amount counted toward it over its window, and each level's perks.
 */
export function VipPage() {
  const { t } = useTranslation();
  const { state, reload } = useMemberData('vip', (request, signal) =>
    loyaltyApi(request)
      .vip(signal)
      .then((answer) => answer.data),
  );
  const vip = state.data;
  return (
    <div className="px-4 py-8 md:px-6 md:py-12" data-testid="vip-page">
      <LoyaltyHeading title={t('loyalty.vip.title')} intro={t('loyalty.vip.intro')} />
      {state.status === 'error' && <LoadFailed onRetry={reload} />}
      {!vip ? (
        state.status === 'loading' && <LoyaltySkeleton label={t('loyalty.vip.title')} />
      ) : vip.levels.length === 0 ? (
        <div
          data-testid="vip-no-levels"
          className="rounded-2xl border border-dashed border-white/15 px-4 py-10 text-center"
        >
          <p className="font-semibold text-white">{t('loyalty.vip.noLevels')}</p>
          <p className="mt-1 text-sm text-ink-400">{t('loyalty.vip.noLevelsHint')}</p>
        </div>
      ) : (
        <>
          <div className="grid gap-3 md:grid-cols-2">
            <CurrentLevel vip={vip} />
            <NextLevel vip={vip} />
          </div>
          <Ladder vip={vip} />
        </>
      )}
    </div>
  );
}

const levelOf = (vip: MemberVip, id: number | undefined) => vip.levels.find((level) => level.id === id);

function Card({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <section
      data-testid={testId}
      className="rounded-2xl border border-gold-400/25 bg-gradient-to-br from-ink-800 to-ink-900 p-4 md:p-5"
    >
      {children}
    </section>
  );
}

function CurrentLevel({ vip }: { vip: MemberVip }) {
  const { t } = useTranslation();
  const level = levelOf(vip, vip.current?.level_id);
  return (
    <Card testId="vip-current">
      <h2 className="text-xs text-ink-400">{t('loyalty.vip.yourLevel')}</h2>
      {level ? (
        <>
          <div className="mt-2 flex items-center gap-3">
            <VipBadge badge={level.badge} size={56} />
            <p data-testid="vip-current-name" className="text-2xl font-bold break-words text-gold-100">
              {level.name}
            </p>
          </div>
          {vip.current?.kept_until && (
            <p className="mt-3 text-sm text-ink-200">
              {t('loyalty.vip.keptUntil', { time: formatDateTime(vip.current.kept_until) })}
              <span className="block text-xs text-ink-400">{t('loyalty.vip.keptUntilHint')}</span>
            </p>
          )}
        </>
      ) : (
        <>
          <div className="mt-2 flex items-center gap-3">
            <span className="h-14 w-14 shrink-0 rounded-full border-2 border-dashed border-white/20" />
            <p data-testid="vip-current-name" className="text-xl font-bold text-ink-100">
              {t('loyalty.vip.noLevel')}
            </p>
          </div>
          <p className="mt-3 text-sm text-ink-300">{t('loyalty.vip.noLevelHint')}</p>
        </>
      )}
    </Card>
  );
}

function NextLevel({ vip }: { vip: MemberVip }) {
  const { t } = useTranslation();
  const level = levelOf(vip, vip.next?.level_id);
  if (!vip.next || !level) {
    return (
      <Card testId="vip-next">
        <h2 className="text-xs text-ink-400">{t('loyalty.vip.nextLevel')}</h2>
        <p className="mt-3 font-semibold text-gold-200">{t('loyalty.vip.topLevel')}</p>
      </Card>
    );
  }
  const { amount, remaining } = vip.next;
  return (
    <Card testId="vip-next">
      <h2 className="text-xs text-ink-400">{t('loyalty.vip.nextLevel')}</h2>
      <div className="mt-2 flex items-center gap-3">
        <VipBadge badge={level.badge} size={36} />
        <p data-testid="vip-next-name" className="text-lg font-bold break-words text-white">
          {level.name}
        </p>
      </div>
      <ProgressBar value={amount} max={level.threshold} label={t('loyalty.vip.nextLevel')} />
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <p data-testid="vip-progress" className="font-semibold text-gold-200 tabular-nums">
          {t('loyalty.vip.progress', { amount: formatBaht(amount), threshold: formatBaht(level.threshold) })}
        </p>
        <p className="text-ink-300 tabular-nums">
          {remaining > 0
            ? t('loyalty.vip.remaining', { amount: formatBaht(remaining) })
            : t('loyalty.vip.reached')}
        </p>
      </div>
      <p data-testid="vip-window" className="mt-2 text-xs leading-relaxed text-ink-400">
        {t(`loyalty.vip.window.${level.basis}`, { days: level.window_days })}
      </p>
    </Card>
  );
}

/** The progress toward the next level; it fills from empty once shown (no motion when reduced). */
function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 100;
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(percent));
    return () => cancelAnimationFrame(frame);
  }, [percent]);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      className="mt-3 h-3 overflow-hidden rounded-full bg-ink-950/80 ring-1 ring-white/10"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-gold-500 to-gold-300 transition-[width] duration-1000 ease-out motion-reduce:transition-none"
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}

function percentText(t: TFunction, value: number | null) {
  return value === null ? t('loyalty.vip.standard') : t('loyalty.vip.percent', { value });
}

function bonusText(t: TFunction, amount: number, turnover: number) {
  if (amount <= 0) return t('loyalty.vip.none');
  return turnover > 0
    ? t('loyalty.vip.withTurnover', { amount: formatBaht(amount), times: turnover })
    : t('loyalty.baht', { amount: formatBaht(amount) });
}

function perksOf(t: TFunction, level: VipLevel): [string, string][] {
  return [
    [
      t('loyalty.vip.perks.requirement'),
      t(`loyalty.vip.basis.${level.basis}`, { amount: formatBaht(level.threshold), days: level.window_days }),
    ],
    [t('loyalty.vip.perks.keep'), t('loyalty.vip.keepDays', { days: level.keep_days })],
    [t('loyalty.vip.perks.cashback'), percentText(t, level.cashback_percent)],
    [t('loyalty.vip.perks.rebate'), percentText(t, level.rebate_percent)],
    [
      t('loyalty.vip.perks.withdrawMax'),
      level.withdraw_daily_max === null
        ? t('loyalty.vip.standard')
        : t('loyalty.baht', { amount: formatBaht(level.withdraw_daily_max) }),
    ],
    [
      t('loyalty.vip.perks.withdrawCount'),
      level.withdraw_daily_count === null
        ? t('loyalty.vip.standard')
        : t('loyalty.vip.times', { count: level.withdraw_daily_count }),
    ],
    [t('loyalty.vip.perks.levelUp'), bonusText(t, level.level_up_bonus, level.level_up_turnover)],
    [t('loyalty.vip.perks.birthday'), bonusText(t, level.birthday_bonus, level.birthday_turnover)],
  ];
}

/** Every level's perks, lowest first, the member's own marked. */
function Ladder({ vip }: { vip: MemberVip }) {
  const { t } = useTranslation();
  return (
    <section className="mt-8">
      <h2 className="mb-3 text-lg font-semibold text-gold-100">{t('loyalty.vip.ladder')}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {vip.levels.map((level) => {
          const current = level.id === vip.current?.level_id;
          return (
            <li
              key={level.id}
              data-testid="vip-level"
              data-level-id={level.id}
              data-current={current}
              className={`rounded-2xl border p-4 ${
                current ? 'border-gold-300/70 bg-gold-400/10' : 'border-white/10 bg-ink-900/80'
              }`}
            >
              <div className="mb-3 flex items-center gap-3">
                <VipBadge badge={level.badge} size={40} />
                <p className="min-w-0 flex-1 font-bold break-words text-white">{level.name}</p>
                {current && (
                  <span className="shrink-0 rounded-full bg-gold-400/20 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-gold-200">
                    {t('loyalty.vip.current')}
                  </span>
                )}
              </div>
              <dl className="space-y-1.5 text-sm">
                {perksOf(t, level).map(([label, value]) => (
                  <div
                    key={label}
                    className="flex justify-between gap-3 border-b border-white/5 pb-1.5 last:border-0"
                  >
                    <dt className="text-ink-400">{label}</dt>
                    <dd className="text-right font-medium text-ink-100 tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
