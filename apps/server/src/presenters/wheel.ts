import { satangToBahtNumber } from '@chaba/contracts/money';
import type {
  DeskWheel,
  MemberCheckinResponse,
  MemberWheelResponse,
  WheelSpinView,
} from '@chaba/contracts/wheel';
import type { MemberWheel } from '@chaba/core/wheel/read-wheel';
import type { WheelSpin } from '@chaba/core/wheel/spin-wheel';
import type { WheelSettings } from '@chaba/core/wheel/wheel-settings';
import type { BonusNames } from '@chaba/db/schema';

const baht = satangToBahtNumber;
const multiplier = (hundredths: number) => hundredths / 100;
const allNames = (names: BonusNames) => ({ th: names.th, en: names.en ?? '', cn: names.cn ?? '' });

/** A spin with its seeds revealed (decision 73). */
export function presentSpin(spin: WheelSpin): WheelSpinView {
  return {
    id: spin.id,
    created_at: spin.createdAt.toISOString(),
    prize_key: spin.prize.key,
    kind: spin.prize.kind,
    names: allNames(spin.prize.names),
    amount: baht(spin.amountSatang),
    server_seed: spin.serverSeed,
    server_seed_hash: spin.serverSeedHash,
    client_seed: spin.clientSeed,
    nonce: spin.nonce,
    choices: spin.choices.map((choice) => ({
      key: choice.key,
      kind: choice.kind,
      amount: baht(BigInt(choice.amountSatang)),
      weight: choice.weight,
    })),
    drawn: spin.drawn,
  };
}

export function presentMemberWheel(wheel: MemberWheel): MemberWheelResponse['data'] {
  return {
    active: wheel.active,
    prizes: wheel.prizes.map((prize) => ({
      key: prize.key,
      kind: prize.kind,
      names: allNames(prize.names),
      amount: baht(BigInt(prize.amountSatang)),
      turnover_multiplier: multiplier(prize.turnoverMultiplierHundredths),
      available: wheel.available.includes(prize.key),
    })),
    spins_left: wheel.spinsLeft,
    earning: {
      deposit_minimum: wheel.depositMinimumSatang === null ? null : baht(wheel.depositMinimumSatang),
      login: wheel.loginRule,
    },
    server_seed_hash: wheel.serverSeedHash,
    client_seed: wheel.clientSeed,
    nonce: wheel.nonce,
    spins: wheel.spins.map(presentSpin),
  };
}

export function presentMemberCheckin(checkin: {
  active: boolean;
  days: WheelSettings['checkinDays'];
  streak: number;
  claimedToday: boolean;
  nextDay: number | null;
}): MemberCheckinResponse['data'] {
  return {
    active: checkin.active,
    days: checkin.days.map((day, index) => ({
      day: index + 1,
      amount: baht(BigInt(day.amountSatang)),
      turnover_multiplier: multiplier(day.turnoverMultiplierHundredths),
    })),
    streak: checkin.streak,
    claimed_today: checkin.claimedToday,
    next_day: checkin.nextDay,
  };
}

export function presentDeskWheel(
  settings: WheelSettings,
  today: { day: string; spentSatang: bigint; spins: number },
): DeskWheel {
  return {
    version: settings.version,
    active: settings.active,
    daily_budget: baht(settings.dailyBudgetSatang),
    deposit_minimum: settings.depositMinimumSatang === null ? null : baht(settings.depositMinimumSatang),
    login_rule: settings.loginRule,
    vip_daily_spins: settings.vipDailySpins.map((entry) => ({ level_id: entry.levelId, spins: entry.spins })),
    prizes: settings.prizes.map((prize) => ({
      key: prize.key,
      kind: prize.kind,
      name_th: prize.names.th,
      name_en: prize.names.en ?? '',
      name_cn: prize.names.cn ?? '',
      amount: baht(BigInt(prize.amountSatang)),
      turnover_multiplier: multiplier(prize.turnoverMultiplierHundredths),
      weight: prize.weight,
    })),
    checkin_active: settings.checkinActive,
    checkin_days: settings.checkinDays.map((day) => ({
      amount: baht(BigInt(day.amountSatang)),
      turnover_multiplier: multiplier(day.turnoverMultiplierHundredths),
    })),
    today: { day: today.day, spent: baht(today.spentSatang), spins: today.spins },
    updated_at: settings.updatedAt.toISOString(),
  };
}
