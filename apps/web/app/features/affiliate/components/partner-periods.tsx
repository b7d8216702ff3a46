import { formatBaht } from '@chaba/i18n/format';
import { useId } from 'react';
import { useTranslation, type MessageKey } from '../../../lib/i18n';
import { formatPeriodDate, lastDayOf, type PartnerPeriod } from '../api/affiliate-api';

const statusTone: Record<PartnerPeriod['status'], string> = {
  open: 'bg-sky-400/15 text-sky-200',
  paid: 'bg-emerald-400/15 text-emerald-200',
  held: 'bg-amber-400/15 text-amber-200',
  nothing_due: 'bg-ink-700/60 text-ink-300',
};

/** Each period's figures, newest first: the open one (an estimate), then the closed statements. */
export function PartnerPeriods({ periods }: { periods: PartnerPeriod[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h2 id={titleId} className="mb-3 text-lg font-bold text-gold-100">
        {t('affiliate.periods')}
      </h2>
      {periods.length === 0 ? (
        <p className="rounded-2xl bg-ink-900/80 p-4 text-sm text-ink-300">{t('affiliate.noPeriods')}</p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {periods.map((period) => (
            <PeriodCard key={period.period_start} period={period} />
          ))}
        </ol>
      )}
    </section>
  );
}

function PeriodCard({ period }: { period: PartnerPeriod }) {
  const { t } = useTranslation();
  const counts: Array<[MessageKey, string]> = [
    ['affiliate.clicks', String(period.clicks)],
    ['affiliate.registrations', String(period.registrations)],
    ['affiliate.firstDeposits', String(period.first_deposits)],
    ['affiliate.activePlayers', String(period.active_players)],
    ['affiliate.turnover', formatBaht(period.turnover)],
    ['affiliate.revenue', formatBaht(period.revenue)],
  ];
  if (period.carried_in !== 0) counts.push(['affiliate.carriedIn', formatBaht(period.carried_in)]);
  return (
    <li
      data-testid="partner-period"
      data-period-start={period.period_start}
      className="rounded-2xl border border-gold-400/15 bg-ink-900/80 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-white">
          {t('affiliate.period', {
            from: formatPeriodDate(period.period_start),
            to: formatPeriodDate(lastDayOf(period.period_end)),
          })}
        </p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[period.status]}`}>
          {t(`affiliate.status.${period.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {counts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-ink-400">{t(label)}</dt>
            <dd className="font-medium text-ink-100 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex items-baseline justify-between border-t border-gold-400/10 pt-3">
        <span className="text-sm text-ink-300">{t('affiliate.commission')}</span>
        <span data-testid="period-commission" className="text-lg font-bold text-gold-200 tabular-nums">
          {formatBaht(period.commission)}
        </span>
      </div>
    </li>
  );
}
