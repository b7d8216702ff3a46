import { useSearchParams } from 'react-router';

const dayMs = 24 * 60 * 60 * 1000;
const bangkokOffsetMs = 7 * 60 * 60 * 1000;

/** Today's date in Bangkok (YYYY-MM-DD), whatever the browser's time zone. */
export function bangkokToday(now = new Date()): string {
  return new Date(now.getTime() + bangkokOffsetMs).toISOString().slice(0, 10);
}

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

export const periodPresets = ['today', 'days7', 'days30', 'month'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export function presetPeriod(preset: PeriodPreset, today = bangkokToday()): { from: string; to: string } {
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'days30') return { from: shiftDay(today, -29), to: today };
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: shiftDay(today, -6), to: today };
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The dashboard's period, kept in the URL (`?from=…&to=…`); the last 7 days by default. */
export function useDashboardPeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const period = isDay(from) && isDay(to) && from <= to ? { from, to } : presetPeriod('days7');
  const preset = periodPresets.find((name) => {
    const candidate = presetPeriod(name);
    return candidate.from === period.from && candidate.to === period.to;
  });
  const setPeriod = (next: { from: string; to: string }) =>
    setSearchParams({ from: next.from, to: next.to }, { replace: true });
  return { period, preset, setPeriod };
}
