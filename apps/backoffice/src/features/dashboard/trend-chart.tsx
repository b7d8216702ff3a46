import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartDataset,
  type ChartOptions,
} from 'chart.js';
import { formatBaht } from '@chaba/i18n/format';
import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Figures } from './api';

// Only the parts drawn here: Chart.js leaves the rest out of the bundle.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/**
 * The last 30 days: deposits and withdrawals as bars, GGR and NGR as lines. This module (and
 * Chart.js with it) is its own chunk, loaded by the dashboard only, so the login stays small.
 */
export default function TrendChart({ series }: { series: Figures[] }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    chart.current = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: [], datasets: [] },
      options: chartOptions,
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.data.labels = series.map((day) => `${day.day.slice(8, 10)}/${day.day.slice(5, 7)}`);
    current.data.datasets = datasetsOf(series, t);
    current.update();
  }, [series, t]);

  return (
    <div className="relative h-64 md:h-72" data-testid="trend-chart">
      <canvas ref={canvas} role="img" aria-label={t('dashboard.chart')} />
    </div>
  );
}

/** Axis labels: 1.2k, 3.4M. */
function compactBaht(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${(value / 1_000).toFixed(size >= 10_000 ? 0 : 1)}k`;
  return String(value);
}

/** Bars of money in and out, lines of what the house kept. */
function datasetsOf(series: Figures[], t: TFunction) {
  return [
    {
      type: 'bar',
      label: t('dashboard.series.deposits'),
      data: series.map((d) => d.deposits.amount),
      backgroundColor: '#10b981',
      borderRadius: 2,
      order: 2,
    },
    {
      type: 'bar',
      label: t('dashboard.series.withdrawals'),
      data: series.map((d) => d.withdrawals.amount),
      backgroundColor: '#f59e0b',
      borderRadius: 2,
      order: 2,
    },
    {
      type: 'line',
      label: t('dashboard.series.ggr'),
      data: series.map((d) => d.ggr),
      borderColor: '#18181b',
      backgroundColor: '#18181b',
      borderWidth: 2,
      pointRadius: 0,
      tension: 0.25,
      order: 1,
    },
    {
      type: 'line',
      label: t('dashboard.series.ngr'),
      data: series.map((d) => d.ngr),
      borderColor: '#6366f1',
      backgroundColor: '#6366f1',
      borderWidth: 2,
      borderDash: [4, 3],
      pointRadius: 0,
      tension: 0.25,
      order: 1,
    },
  ] as ChartDataset<'bar' | 'line', number[]>[];
}

/** Fixed options: no animation (figures refresh every 30 s), one tooltip per day, baht on the axis. */
const chartOptions: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  interaction: { mode: 'index', intersect: false },
  plugins: {
    legend: { position: 'bottom', labels: { boxWidth: 10, boxHeight: 10, font: { size: 11 } } },
    tooltip: {
      callbacks: { label: (item) => `${item.dataset.label}: ${formatBaht(Number(item.raw))}` },
    },
  },
  scales: {
    x: { grid: { display: false }, ticks: { font: { size: 10 }, maxRotation: 0, autoSkipPadding: 8 } },
    y: {
      ticks: { font: { size: 10 }, callback: (value) => compactBaht(Number(value)) },
      grid: { color: '#f4f4f5' },
    },
  },
};
