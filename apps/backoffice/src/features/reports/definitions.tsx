import {
  affiliateClickReportResponse,
  dailyReportResponse,
  gameReportResponse,
  promotionReportResponse,
  referralReportResponse,
  staffActionReportResponse,
  type ReportKind,
} from '@chaba/contracts/backoffice-reports';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Column } from '../../ui/data-table';
import { DateTime, Money } from '../../ui/format';

/** One report as the page shows it: where it lives, how it groups, its columns. */
export interface ReportDefinition<Row> {
  kind: ReportKind;
  path: string;
  schema: z.ZodType<{ data: Row[]; total?: unknown }>;
  /** Paged on the server (the daily report is one row per day of at most a year). */
  paged: boolean;
  groups?: readonly string[];
  columns: (t: TFunction, group: string) => Column<Row>[];
  rowKey: (row: Row) => string;
}

const money = (id: string, header: string, value: (row: never) => number): Column<never> => ({
  id,
  header,
  align: 'right',
  cell: (row) => <Money baht={value(row)} />,
});
const whole = (id: string, header: string, value: (row: never) => number): Column<never> => ({
  id,
  header,
  align: 'right',
  cell: (row) => <span className="tabular">{value(row).toLocaleString('en-US')}</span>,
});

type DailyRow = z.infer<typeof dailyReportResponse>['data'][number];
type GameRow = z.infer<typeof gameReportResponse>['data'][number];
type PromotionRow = z.infer<typeof promotionReportResponse>['data'][number];
type ReferralRow = z.infer<typeof referralReportResponse>['data'][number];
type AffiliateRow = z.infer<typeof affiliateClickReportResponse>['data'][number];
type StaffActionRow = z.infer<typeof staffActionReportResponse>['data'][number];

const c = (t: TFunction, key: string) => t(`reports.columns.${key}` as 'reports.columns.day');

const daily: ReportDefinition<DailyRow> = {
  kind: 'daily',
  path: '/api/backoffice/reports/daily',
  schema: dailyReportResponse,
  paged: false,
  rowKey: (row) => row.day,
  columns: (t) =>
    [
      {
        id: 'day',
        header: c(t, 'day'),
        mobile: 'title',
        cell: (row: DailyRow) => <span className="tabular whitespace-nowrap">{row.day}</span>,
      },
      money('deposits', c(t, 'deposits'), (row: DailyRow) => row.deposits.amount),
      whole('deposit_count', c(t, 'depositCount'), (row: DailyRow) => row.deposits.count),
      money('withdrawals', c(t, 'withdrawals'), (row: DailyRow) => row.withdrawals.amount),
      money('net_cash', c(t, 'netCash'), (row: DailyRow) => row.net_cash),
      money('bets', c(t, 'bets'), (row: DailyRow) => row.bets.amount),
      money('wins', c(t, 'wins'), (row: DailyRow) => row.wins),
      money('ggr', c(t, 'ggr'), (row: DailyRow) => row.ggr),
      money('bonus', c(t, 'bonus'), (row: DailyRow) => row.bonus),
      money('referral', c(t, 'referral'), (row: DailyRow) => row.referral),
      money('cashback', c(t, 'cashback'), (row: DailyRow) => row.cashback),
      money('rebate', c(t, 'rebate'), (row: DailyRow) => row.rebate),
      money('commission', c(t, 'commission'), (row: DailyRow) => row.commission),
      money('staff_bonus', c(t, 'staffBonus'), (row: DailyRow) => row.staff_bonus),
      money('coupons', c(t, 'coupons'), (row: DailyRow) => row.coupons),
      money('wheel', c(t, 'wheel'), (row: DailyRow) => row.wheel),
      money('checkin', c(t, 'checkin'), (row: DailyRow) => row.checkin),
      money('adjustments', c(t, 'adjustments'), (row: DailyRow) => row.adjustments),
      money('vip_level_up', c(t, 'vipLevelUp'), (row: DailyRow) => row.vip_level_up),
      money('vip_birthday', c(t, 'vipBirthday'), (row: DailyRow) => row.vip_birthday),
      money('ngr', c(t, 'ngr'), (row: DailyRow) => row.ngr),
      whole('registrations', c(t, 'registrations'), (row: DailyRow) => row.registrations),
      whole('first_depositors', c(t, 'firstDepositors'), (row: DailyRow) => row.first_depositors),
      whole('active_players', c(t, 'activePlayers'), (row: DailyRow) => row.active_players),
    ] as Column<DailyRow>[],
};

const games: ReportDefinition<GameRow> = {
  kind: 'games',
  path: '/api/backoffice/reports/games',
  schema: gameReportResponse,
  paged: true,
  groups: ['game', 'provider'],
  rowKey: (row) => `${row.provider}/${row.game_code ?? ''}`,
  columns: (t, group) =>
    [
      group === 'provider'
        ? { id: 'provider', header: c(t, 'provider'), mobile: 'title', cell: (row: GameRow) => row.provider }
        : {
            id: 'game',
            header: c(t, 'game'),
            mobile: 'title',
            cell: (row: GameRow) => (
              <span className="block min-w-0">
                <span className="block font-medium">{row.game_name ?? row.game_code ?? '-'}</span>
                <span className="block font-mono text-[11px] text-zinc-500">
                  {row.provider} · {row.game_code ?? '-'}
                </span>
              </span>
            ),
          },
      money('bets', c(t, 'bets'), (row: GameRow) => row.bets),
      money('wins', c(t, 'wins'), (row: GameRow) => row.wins),
      money('ggr', c(t, 'ggr'), (row: GameRow) => row.ggr),
      whole('rounds', c(t, 'rounds'), (row: GameRow) => row.rounds),
      whole('players', c(t, 'players'), (row: GameRow) => row.players),
    ] as Column<GameRow>[],
};

const promotions: ReportDefinition<PromotionRow> = {
  kind: 'promotions',
  path: '/api/backoffice/reports/promotions',
  schema: promotionReportResponse,
  paged: true,
  rowKey: (row) => `${row.source}/${row.promotion_id ?? ''}`,
  columns: (t) =>
    [
      {
        id: 'name',
        header: c(t, 'promotion'),
        mobile: 'title',
        cell: (row: PromotionRow) =>
          row.source === 'promotion' ? row.name : t(`reports.bonusSources.${row.source}`),
      },
      whole('taken', c(t, 'taken'), (row: PromotionRow) => row.taken),
      whole('members', c(t, 'members'), (row: PromotionRow) => row.members),
      money('bonus', c(t, 'bonus'), (row: PromotionRow) => row.bonus),
      whole('turnover_reached', c(t, 'turnoverReached'), (row: PromotionRow) => row.turnover_reached),
      {
        id: 'withdrawals_after',
        header: c(t, 'withdrawalsAfter'),
        align: 'right',
        cell: (row: PromotionRow) => (
          <span>
            <Money baht={row.withdrawals_after.amount} />
            <span className="ml-1 text-[11px] text-zinc-400">×{row.withdrawals_after.count}</span>
          </span>
        ),
      },
    ] as Column<PromotionRow>[],
};

const referrals: ReportDefinition<ReferralRow> = {
  kind: 'referrals',
  path: '/api/backoffice/reports/referrals',
  schema: referralReportResponse,
  paged: true,
  groups: ['week', 'referrer'],
  rowKey: (row) => `${row.week_end ?? ''}/${row.member_id ?? ''}`,
  columns: (t, group) =>
    [
      group === 'referrer'
        ? {
            id: 'referrer',
            header: c(t, 'referrer'),
            mobile: 'title',
            cell: (row: ReferralRow) => (
              <span className="block">
                <span className="block font-medium">{row.name ?? '-'}</span>
                <span className="block font-mono text-[11px] text-zinc-500">{row.phone}</span>
              </span>
            ),
          }
        : {
            id: 'week',
            header: c(t, 'week'),
            mobile: 'title',
            cell: (row: ReferralRow) => <span className="tabular whitespace-nowrap">{row.week_end}</span>,
          },
      whole(
        'count',
        group === 'referrer' ? c(t, 'weeks') : c(t, 'referrers'),
        (row: ReferralRow) => row.count,
      ),
      money('amount', c(t, 'amount'), (row: ReferralRow) => row.amount),
    ] as Column<ReferralRow>[],
};

const affiliates: ReportDefinition<AffiliateRow> = {
  kind: 'affiliates',
  path: '/api/backoffice/reports/affiliates',
  schema: affiliateClickReportResponse,
  paged: true,
  rowKey: (row) => row.key ?? '(ads)',
  columns: (t) =>
    [
      {
        id: 'source',
        header: c(t, 'source'),
        mobile: 'title',
        cell: (row: AffiliateRow) =>
          row.key === null ? (
            t('reports.advertising')
          ) : (
            <span className="block">
              <span className="block font-medium">{row.name}</span>
              <span className="block font-mono text-[11px] text-zinc-500">{row.key}</span>
            </span>
          ),
      },
      whole('clicks', c(t, 'clicks'), (row: AffiliateRow) => row.clicks),
      whole('registrations', c(t, 'registrations'), (row: AffiliateRow) => row.registrations),
      whole('first_deposits', c(t, 'firstDeposits'), (row: AffiliateRow) => row.first_deposits),
      money('revenue', c(t, 'revenue'), (row: AffiliateRow) => row.revenue),
    ] as Column<AffiliateRow>[],
};

const staffActions: ReportDefinition<StaffActionRow> = {
  kind: 'staff-actions',
  path: '/api/backoffice/reports/staff-actions',
  schema: staffActionReportResponse,
  paged: true,
  rowKey: (row) => `${row.staff_id ?? ''}/${row.action}`,
  columns: (t) =>
    [
      {
        id: 'staff',
        header: c(t, 'staff'),
        mobile: 'title',
        cell: (row: StaffActionRow) => row.username ?? '-',
      },
      {
        id: 'action',
        header: c(t, 'action'),
        cell: (row: StaffActionRow) => <span className="font-mono text-xs">{row.action}</span>,
      },
      whole('count', c(t, 'count'), (row: StaffActionRow) => row.count),
      {
        id: 'last_at',
        header: c(t, 'lastAt'),
        cell: (row: StaffActionRow) => <DateTime value={row.last_at} />,
      },
    ] as Column<StaffActionRow>[],
};

/** The reports in the picker's order. */
export const reportDefinitions = {
  daily,
  games,
  promotions,
  referrals,
  affiliates,
  'staff-actions': staffActions,
} as unknown as Record<ReportKind, ReportDefinition<object>>;
