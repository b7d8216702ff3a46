import { formatBaht } from '@chaba/i18n/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Figures } from './api';

type PeriodFigures = Omit<Figures, 'day'>;

interface TileSpec {
  id: string;
  label: string;
  hint?: string;
  /** The figure as text, and a second line (a count) when it has one. */
  value: (figures: PeriodFigures) => { main: string; sub?: string; negative?: boolean };
  tone?: 'in' | 'out' | 'result';
}

function useTiles(): TileSpec[] {
  const { t } = useTranslation();
  const money = (baht: number) => ({ main: formatBaht(baht), negative: baht < 0 });
  const people = (count: number) => ({ main: count.toLocaleString('en-US') });
  return [
    {
      id: 'deposits',
      label: t('dashboard.deposits'),
      tone: 'in',
      value: (f) => ({ ...money(f.deposits.amount), sub: t('dashboard.count', { count: f.deposits.count }) }),
    },
    {
      id: 'withdrawals',
      label: t('dashboard.withdrawals'),
      tone: 'out',
      value: (f) => ({
        ...money(f.withdrawals.amount),
        sub: t('dashboard.count', { count: f.withdrawals.count }),
      }),
    },
    {
      id: 'net-cash',
      label: t('dashboard.netCash'),
      hint: t('dashboard.netCashHint'),
      tone: 'result',
      value: (f) => money(f.net_cash),
    },
    {
      id: 'bets',
      label: t('dashboard.bets'),
      value: (f) => ({ ...money(f.bets.amount), sub: t('dashboard.count', { count: f.bets.count }) }),
    },
    { id: 'wins', label: t('dashboard.wins'), value: (f) => money(f.wins) },
    {
      id: 'ggr',
      label: t('dashboard.ggr'),
      hint: t('dashboard.ggrHint'),
      tone: 'result',
      value: (f) => money(f.ggr),
    },
    { id: 'bonus', label: t('dashboard.bonus'), tone: 'out', value: (f) => money(f.bonus) },
    { id: 'referral', label: t('dashboard.referral'), tone: 'out', value: (f) => money(f.referral) },
    { id: 'cashback', label: t('dashboard.cashback'), tone: 'out', value: (f) => money(f.cashback) },
    { id: 'rebate', label: t('dashboard.rebate'), tone: 'out', value: (f) => money(f.rebate) },
    { id: 'commission', label: t('dashboard.commission'), tone: 'out', value: (f) => money(f.commission) },
    { id: 'staff-bonus', label: t('dashboard.staffBonus'), tone: 'out', value: (f) => money(f.staff_bonus) },
    { id: 'coupons', label: t('dashboard.coupons'), tone: 'out', value: (f) => money(f.coupons) },
    { id: 'wheel', label: t('dashboard.wheel'), tone: 'out', value: (f) => money(f.wheel) },
    { id: 'checkin', label: t('dashboard.checkin'), tone: 'out', value: (f) => money(f.checkin) },
    {
      id: 'adjustments',
      label: t('dashboard.adjustments'),
      tone: 'out',
      value: (f) => money(f.adjustments),
    },
    {
      id: 'vip-level-up',
      label: t('dashboard.vipLevelUp'),
      tone: 'out',
      value: (f) => money(f.vip_level_up),
    },
    {
      id: 'vip-birthday',
      label: t('dashboard.vipBirthday'),
      tone: 'out',
      value: (f) => money(f.vip_birthday),
    },
    {
      id: 'ngr',
      label: t('dashboard.ngr'),
      hint: t('dashboard.ngrHint'),
      tone: 'result',
      value: (f) => money(f.ngr),
    },
    { id: 'registrations', label: t('dashboard.registrations'), value: (f) => people(f.registrations) },
    {
      id: 'first-depositors',
      label: t('dashboard.firstDepositors'),
      value: (f) => people(f.first_depositors),
    },
    { id: 'active-players', label: t('dashboard.activePlayers'), value: (f) => people(f.active_players) },
  ];
}

const toneBar = { in: 'bg-emerald-500', out: 'bg-amber-500', result: 'bg-zinc-900' } as const;

/**
 * The figures as tiles: today large, the chosen period under it. Six across on a laptop, two on a
 * phone. Each value carries a test id (`today-deposits`, `period-deposits`) for the browser tests.
 */
export function FigureTiles({
  today,
  period,
  periodLabel,
}: {
  today: PeriodFigures;
  period: PeriodFigures;
  periodLabel: ReactNode;
}) {
  const { t } = useTranslation();
  const tiles = useTiles();
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" data-testid="dashboard-tiles">
      {tiles.map((tile) => {
        const now = tile.value(today);
        const then = tile.value(period);
        return (
          <section
            key={tile.id}
            className="relative overflow-hidden rounded-lg border border-zinc-200 bg-white px-3.5 pt-3 pb-3 shadow-xs"
            aria-label={tile.label}
          >
            {tile.tone ? (
              <span className={`absolute inset-y-0 left-0 w-0.5 ${toneBar[tile.tone]}`} aria-hidden="true" />
            ) : null}
            <h3 className="truncate text-[12px] font-medium text-zinc-500" title={tile.hint}>
              {tile.label}
              {tile.hint ? (
                <span className="ml-1.5 hidden text-[11px] font-normal text-zinc-400 2xl:inline">
                  {tile.hint}
                </span>
              ) : null}
            </h3>
            <div className="mt-1 text-[11px] text-zinc-400">{t('dashboard.today')}</div>
            <div
              className={`tabular text-lg leading-tight font-semibold md:text-xl ${now.negative ? 'text-red-600' : 'text-zinc-900'}`}
              data-testid={`today-${tile.id}`}
            >
              {now.main}
            </div>
            {now.sub ? (
              <div className="text-[11px] text-zinc-500 tabular" data-testid={`today-${tile.id}-count`}>
                {now.sub}
              </div>
            ) : null}
            <div className="mt-2 border-t border-dashed border-zinc-200 pt-1.5">
              <div className="truncate text-[11px] text-zinc-400">{periodLabel}</div>
              <div
                className={`tabular text-[13px] font-medium ${then.negative ? 'text-red-600' : 'text-zinc-700'}`}
                data-testid={`period-${tile.id}`}
              >
                {then.main}
                {then.sub ? (
                  <span className="block text-[11px] font-normal text-zinc-400">{then.sub}</span>
                ) : null}
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}
