import type {
  AffiliateClickReportResponse,
  DashboardResponse,
  GameReportResponse,
  PromotionReportResponse,
  ReferralReportResponse,
  ReportFigures,
  StaffActionReportResponse,
} from '@chaba/contracts/backoffice-reports';
import { satangToBahtNumber } from '@chaba/contracts/money';
import type { AffiliateClickReportRow } from '@chaba/core/reports/affiliate-click-report';
import { costsOf, type DayFigures } from '@chaba/core/reports/day-figures';
import type { GameReportRow } from '@chaba/core/reports/game-report';
import type { PromotionReportRow } from '@chaba/core/reports/promotion-report';
import type { Dashboard } from '@chaba/core/reports/read-dashboard';
import type { ReferralReportRow } from '@chaba/core/reports/referral-report';
import type { StaffActionReportRow } from '@chaba/core/reports/staff-action-report';

const baht = satangToBahtNumber;

/** A day's or a period's figures in baht, with the derived ones (net cash, GGR, NGR). */
export function presentFigures(figures: DayFigures): ReportFigures {
  const ggr = figures.betSatang - figures.winSatang;
  return {
    deposits: { count: figures.depositCount, amount: baht(figures.depositSatang) },
    withdrawals: { count: figures.withdrawalCount, amount: baht(figures.withdrawalSatang) },
    net_cash: baht(figures.depositSatang - figures.withdrawalSatang),
    first_depositors: figures.firstDepositors,
    registrations: figures.registrations,
    active_players: figures.activePlayers,
    bets: { count: figures.betCount, amount: baht(figures.betSatang) },
    wins: baht(figures.winSatang),
    ggr: baht(ggr),
    bonus: baht(figures.bonusSatang),
    referral: baht(figures.referralSatang),
    cashback: baht(figures.cashbackSatang),
    rebate: baht(figures.rebateSatang),
    commission: baht(figures.commissionSatang),
    staff_bonus: baht(figures.staffBonusSatang),
    coupons: baht(figures.couponSatang),
    wheel: baht(figures.wheelSatang),
    checkin: baht(figures.checkinSatang),
    adjustments: baht(figures.adjustmentSatang),
    vip_level_up: baht(figures.vipLevelUpSatang),
    vip_birthday: baht(figures.vipBirthdaySatang),
    ngr: baht(ggr - costsOf(figures)),
  };
}

export function presentDashboard(dashboard: Dashboard, asOf: Date): DashboardResponse['data'] {
  return {
    today: { ...presentFigures(dashboard.today), day: dashboard.today.day },
    period: { ...presentFigures(dashboard.period), from: dashboard.period.from, to: dashboard.period.to },
    series: dashboard.series.map((day) => ({ ...presentFigures(day), day: day.day })),
    queues: dashboard.queues,
    as_of: asOf.toISOString(),
  };
}

export const presentGameRow = (row: GameReportRow): GameReportResponse['data'][number] => ({
  provider: row.provider,
  game_code: row.gameCode,
  game_name: row.gameName,
  bets: baht(row.betSatang),
  wins: baht(row.winSatang),
  ggr: baht(row.betSatang - row.winSatang),
  rounds: row.rounds,
  players: row.players,
});

export const presentPromotionRow = (row: PromotionReportRow): PromotionReportResponse['data'][number] => ({
  source: row.source,
  promotion_id: row.promotionId,
  name: row.name,
  taken: row.taken,
  members: row.members,
  bonus: baht(row.bonusSatang),
  turnover_reached: row.turnoverReached,
  withdrawals_after: { count: row.withdrawalsAfterCount, amount: baht(row.withdrawalsAfterSatang) },
});

export const presentReferralRow = (row: ReferralReportRow): ReferralReportResponse['data'][number] => ({
  week_end: row.weekEnd,
  member_id: row.memberId,
  phone: row.phone,
  name: row.name,
  count: row.count,
  amount: baht(row.amountSatang),
});

export const presentAffiliateClickRow = (
  row: AffiliateClickReportRow,
): AffiliateClickReportResponse['data'][number] => ({
  key: row.key,
  name: row.name,
  clicks: row.clicks,
  registrations: row.registrations,
  first_deposits: row.firstDeposits,
  revenue: baht(row.revenueSatang),
});

export const presentStaffActionRow = (
  row: StaffActionReportRow,
): StaffActionReportResponse['data'][number] => ({
  staff_id: row.staffId,
  username: row.username,
  action: row.action,
  count: row.count,
  last_at: row.lastAt.toISOString(),
});
