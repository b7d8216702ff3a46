import { formatDateTime } from '@chaba/i18n/format';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FilterInput } from '../../ui/field';
import { ErrorState, LoadingState, PageHeader, Panel } from '../../ui/page';
import { useDashboard } from './api';
import { FigureTiles } from './figure-tiles';
import { periodPresets, presetPeriod, useDashboardPeriod } from './period';
import { QueuePanel } from './queue-panel';

const TrendChart = lazy(() => import('./trend-chart'));

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;

/** The business at a glance: today and a chosen period from the ledger, 30 days drawn, the queues. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { period, preset, setPeriod } = useDashboardPeriod();
  const query = useDashboard(period);
  const data = query.data;
  const periodLabel =
    preset && preset !== 'today'
      ? t(`dashboard.presets.${preset}`)
      : t('dashboard.periodOf', { from: shortDay(period.from), to: shortDay(period.to) });
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={data ? t('dashboard.asOf', { time: formatDateTime(data.as_of) }) : t('dashboard.subtitle')}
        actions={
          <Button size="sm" variant="ghost" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('dashboard.refresh')}
          </Button>
        }
      />
      <PeriodPicker period={period} preset={preset} onChange={setPeriod} />
      {query.error && !data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <div className="space-y-4">
          <FigureTiles today={data.today} period={data.period} periodLabel={periodLabel} />
          <div className="grid gap-4 xl:grid-cols-3">
            <Panel title={t('dashboard.chart')} className="xl:col-span-2">
              <div className="p-3">
                <Suspense
                  fallback={
                    <div className="flex h-64 items-center justify-center text-xs text-zinc-400 md:h-72">
                      {t('dashboard.chartLoading')}
                    </div>
                  }
                >
                  <TrendChart series={data.series} />
                </Suspense>
              </div>
            </Panel>
            <QueuePanel queues={data.queues} />
          </div>
        </div>
      )}
    </>
  );
}

/** The period: a preset (today, 7 days, 30 days, this month) or two dates. */
function PeriodPicker({
  period,
  preset,
  onChange: setPeriod,
}: {
  period: { from: string; to: string };
  preset: (typeof periodPresets)[number] | undefined;
  onChange: (period: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" role="group" aria-label={t('dashboard.period')}>
      <div className="flex rounded-md border border-zinc-300 bg-white p-0.5">
        {periodPresets.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={preset === name}
            onClick={() => setPeriod(presetPeriod(name))}
            className={`rounded px-2.5 py-1 text-xs font-medium ${preset === name ? 'bg-zinc-900 text-white' : 'text-zinc-600 hover:bg-zinc-100'}`}
          >
            {t(`dashboard.presets.${name}`)}
          </button>
        ))}
      </div>
      <label className="flex items-center gap-1.5 text-xs text-zinc-500">
        {t('common.from')}
        <FilterInput
          type="date"
          value={period.from}
          max={period.to}
          onChange={(event) => event.target.value && setPeriod({ from: event.target.value, to: period.to })}
          className="w-36"
          data-testid="period-from"
        />
      </label>
      <label className="flex items-center gap-1.5 text-xs text-zinc-500">
        {t('common.to')}
        <FilterInput
          type="date"
          value={period.to}
          min={period.from}
          onChange={(event) => event.target.value && setPeriod({ from: period.from, to: event.target.value })}
          className="w-36"
          data-testid="period-to"
        />
      </label>
    </div>
  );
}
