import { bahtToSatang, satangToBahtNumber } from '@chaba/contracts/money';
import type { MemberVipResponse, StaffVipLevel, VipLevelValues } from '@chaba/contracts/vip';
import { localizedText } from '@chaba/core/content/content-record';
import type { VipStatus } from '@chaba/core/vip/get-vip-status';
import type { VipLevel, VipLevelSettings } from '@chaba/core/vip/save-vip-level';
import type { Language } from '@chaba/i18n/languages';

const baht = satangToBahtNumber;
const percentToBp = (percent: number | null) => (percent === null ? null : Math.round(percent * 100));
const bpToPercent = (bp: number | null) => (bp === null ? null : bp / 100);

/** A level's settings from what staff wrote (decision 72). */
export function vipLevelSettings(values: VipLevelValues): VipLevelSettings {
  return {
    rank: values.rank,
    names: { th: values.name_th, en: values.name_en, cn: values.name_cn },
    badge: values.badge,
    basis: values.basis,
    windowDays: values.window_days,
    thresholdSatang: bahtToSatang(values.threshold),
    keepDays: values.keep_days,
    cashbackRateBp: percentToBp(values.cashback_percent),
    rebateRateBp: percentToBp(values.rebate_percent),
    withdrawDailyMaxSatang:
      values.withdraw_daily_max === null ? null : bahtToSatang(values.withdraw_daily_max),
    withdrawDailyCount: values.withdraw_daily_count,
    levelUpBonusSatang: bahtToSatang(values.level_up_bonus),
    levelUpTurnoverHundredths: Math.round(values.level_up_turnover * 100),
    birthdayBonusSatang: bahtToSatang(values.birthday_bonus),
    birthdayTurnoverHundredths: Math.round(values.birthday_turnover * 100),
    active: values.active,
  };
}

export function presentStaffVipLevel(level: VipLevel, members: number): StaffVipLevel {
  return {
    id: level.id,
    rank: level.rank,
    name_th: level.names.th,
    name_en: level.names.en,
    name_cn: level.names.cn,
    badge: level.badge,
    basis: level.basis,
    window_days: level.windowDays,
    threshold: baht(level.thresholdSatang),
    keep_days: level.keepDays,
    cashback_percent: bpToPercent(level.cashbackRateBp),
    rebate_percent: bpToPercent(level.rebateRateBp),
    withdraw_daily_max: level.withdrawDailyMaxSatang === null ? null : baht(level.withdrawDailyMaxSatang),
    withdraw_daily_count: level.withdrawDailyCount,
    level_up_bonus: baht(level.levelUpBonusSatang),
    level_up_turnover: level.levelUpTurnoverHundredths / 100,
    birthday_bonus: baht(level.birthdayBonusSatang),
    birthday_turnover: level.birthdayTurnoverHundredths / 100,
    active: level.active,
    members,
  };
}

/** The member's VIP page in their language. */
export function presentMemberVip(status: VipStatus, language: Language): MemberVipResponse['data'] {
  return {
    levels: status.levels.map((level) => ({
      id: level.id,
      rank: level.rank,
      name: localizedText(language, level.names),
      badge: level.badge,
      basis: level.basis,
      window_days: level.windowDays,
      threshold: baht(level.thresholdSatang),
      keep_days: level.keepDays,
      cashback_percent: bpToPercent(level.cashbackRateBp),
      rebate_percent: bpToPercent(level.rebateRateBp),
      withdraw_daily_max: level.withdrawDailyMaxSatang === null ? null : baht(level.withdrawDailyMaxSatang),
      withdraw_daily_count: level.withdrawDailyCount,
      level_up_bonus: baht(level.levelUpBonusSatang),
      level_up_turnover: level.levelUpTurnoverHundredths / 100,
      birthday_bonus: baht(level.birthdayBonusSatang),
      birthday_turnover: level.birthdayTurnoverHundredths / 100,
    })),
    current: status.current && {
      level_id: status.current.level.id,
      reached_at: status.current.reachedAt?.toISOString() ?? null,
      kept_until: status.current.keptUntil?.toISOString() ?? null,
    },
    next: status.next && {
      level_id: status.next.level.id,
      amount: baht(status.next.amountSatang),
      remaining: baht(
        status.next.level.thresholdSatang > status.next.amountSatang
          ? status.next.level.thresholdSatang - status.next.amountSatang
          : 0n,
      ),
    },
  };
}
