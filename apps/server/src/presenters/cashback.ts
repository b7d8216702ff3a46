import type {
  CashbackProgrammeValues,
  CashbackRun,
  MemberCashback,
  StaffCashbackPayout,
  StaffCashbackProgramme,
} from '@chaba/contracts/cashback';
import { bahtToSatang, satangToBahtNumber } from '@chaba/contracts/money';
import { addDays } from '@chaba/core/bangkok-time';
import type { CashbackEstimate, MemberCashbackPayout } from '@chaba/core/cashback/get-cashback-board';
import { payoutStatus } from '@chaba/core/cashback/get-cashback-board';
import type { listCashbackPayouts, listCashbackRuns } from '@chaba/core/cashback/list-cashback-runs';
import type {
  CashbackProgramme,
  CashbackProgrammeSettings,
} from '@chaba/core/cashback/save-cashback-programme';
import { localizedText } from '@chaba/core/content/content-record';
import type { Language } from '@chaba/i18n/languages';

type RunRow = Awaited<ReturnType<typeof listCashbackRuns>>[number];
type PayoutRow = Awaited<ReturnType<typeof listCashbackPayouts>>[number];

const baht = (satang: bigint | null) => (satang === null ? null : satangToBahtNumber(satang));
const percentToBp = (percent: number) => Math.round(percent * 100);

/** What staff wrote (baht, percents) as the programme's settings (satang, basis points). */
export function programmeSettings(values: CashbackProgrammeValues): CashbackProgrammeSettings {
  const categoryRatesBp = Object.fromEntries(
    Object.entries(values.category_rates)
      .filter(([, rate]) => (rate ?? 0) > 0)
      .map(([category, rate]) => [category, percentToBp(rate ?? 0)]),
  );
  return {
    kind: values.kind,
    names: { th: values.name_th, en: values.name_en, cn: values.name_cn },
    period: values.period,
    weekStartDay: values.week_start_day,
    rateBp: values.kind === 'cashback' ? percentToBp(values.rate_percent) : 0,
    categoryRatesBp: values.kind === 'rebate' ? categoryRatesBp : {},
    categories: values.kind === 'rebate' ? Object.keys(categoryRatesBp) : values.categories,
    minimumSatang: bahtToSatang(values.minimum),
    maximumPayoutSatang: values.maximum_payout > 0 ? bahtToSatang(values.maximum_payout) : null,
    turnoverMultiplierHundredths: Math.round(values.turnover * 100),
    claimMode: values.claim_mode,
    claimDays: values.claim_days,
    active: values.active,
  };
}

export function presentStaffProgramme(programme: CashbackProgramme): StaffCashbackProgramme {
  return {
    id: programme.id,
    kind: programme.kind,
    name_th: programme.names.th,
    name_en: programme.names.en,
    name_cn: programme.names.cn,
    period: programme.period,
    week_start_day: programme.weekStartDay,
    rate_percent: programme.rateBp / 100,
    category_rates: Object.fromEntries(
      Object.entries(programme.categoryRatesBp).map(([category, bp]) => [category, bp / 100]),
    ),
    categories: programme.categories as StaffCashbackProgramme['categories'],
    minimum: satangToBahtNumber(programme.minimumSatang),
    maximum_payout: baht(programme.maximumPayoutSatang) ?? 0,
    turnover: programme.turnoverMultiplierHundredths / 100,
    claim_mode: programme.claimMode,
    claim_days: programme.claimDays,
    active: programme.active,
    starts_on: programme.startsOn,
    created_at: programme.createdAt.toISOString(),
  };
}

export function presentRun({ run, programme }: RunRow): CashbackRun {
  return {
    id: run.id,
    programme_id: programme.id,
    programme_name: programme.names.th,
    kind: programme.kind,
    period_start: run.periodStart,
    period_last_day: addDays(run.periodEnd, -1),
    members: run.members,
    total: satangToBahtNumber(run.totalSatang),
    ran_at: run.ranAt.toISOString(),
  };
}

export function presentStaffPayout({ payout, memberPhone }: PayoutRow, now: Date): StaffCashbackPayout {
  return {
    id: payout.id,
    member_id: payout.memberId,
    member_phone: memberPhone,
    bets: satangToBahtNumber(payout.betsSatang),
    wins: satangToBahtNumber(payout.winsSatang),
    basis: satangToBahtNumber(payout.basisSatang),
    amount: satangToBahtNumber(payout.amountSatang),
    status: payoutStatus(payout, now),
    expires_at: payout.expiresAt?.toISOString() ?? null,
    paid_at: payout.paidAt?.toISOString() ?? null,
    reversed_amount: baht(payout.reversedSatang),
    reversed_at: payout.reversedAt?.toISOString() ?? null,
  };
}

/** The member's board in their language. */
export function presentMemberCashback(
  board: { open: CashbackEstimate[]; history: MemberCashbackPayout[] },
  language: Language,
  now: Date,
): MemberCashback {
  return {
    open: board.open.map(({ programme, period, basisSatang, amountSatang }) => ({
      programme_id: programme.id,
      kind: programme.kind,
      name: localizedText(language, programme.names),
      period: programme.period,
      period_start: period.start,
      period_last_day: addDays(period.end, -1),
      basis: satangToBahtNumber(basisSatang),
      estimate: satangToBahtNumber(amountSatang),
      rate_percent: programme.rateBp / 100,
      minimum: satangToBahtNumber(programme.minimumSatang),
      claim_mode: programme.claimMode,
    })),
    history: board.history.map(({ payout, programme, periodEnd }) => ({
      id: payout.id,
      kind: programme.kind,
      name: localizedText(language, programme.names),
      period_start: payout.periodStart,
      period_last_day: addDays(periodEnd, -1),
      amount: satangToBahtNumber(payout.amountSatang),
      status: payoutStatus(payout, now),
      expires_at: payout.expiresAt?.toISOString() ?? null,
    })),
  };
}
