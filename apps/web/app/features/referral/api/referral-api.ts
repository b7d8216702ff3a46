import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** A referred friend's row: when, who (customer id or masked phone), and the credit it earned. */
export interface ReferralFriend {
  start_at: string;
  username: string;
  amount: number;
}

/** The referral info of spec §3, as GET /api/customers/referral answers it. */
export interface ReferralInfo {
  customer: {
    referral_key: string;
    /** Baht earned over all summaries. */
    bonus_referral_total: number;
    /** Baht waiting to be withdrawn. */
    bonus_referral_pending: number;
  };
  /** Percent numbers (5 means 5%). */
  mlm_percent: { level_1: number; level_2: number; level_3: number };
  /** The minimum pending bonus that can be withdrawn, in baht. */
  bonus: { bonus_turnover: number };
  /** Friends' wins minus bets on the date, 0 when not positive. */
  customer_win_loses: { total: number };
  customer_referrals: ReferralFriend[];
  mlm_referrals: [
    { level_1: ReferralFriend[] },
    { level_2: ReferralFriend[] },
    { level_3: ReferralFriend[] },
  ];
  /** The play week whose bonus the tables show: the one that ended on the Friday (YYYY-MM-DD, 00:00 Bangkok) that starts the date's week. */
  week_end: string;
}

export interface ReferralBonusAnswer {
  success: boolean;
  msg: string;
}

/** Referral calls of a member (spec §7); they go through the session so that a 401 logs out. */
export function referralApi(memberRequest: MemberRequest) {
  return {
    /** `date` is YYYY-MM-DD (Bangkok); the server uses today without it. */
    info: (date: string, signal?: AbortSignal) =>
      memberRequest<{ data: ReferralInfo }>(
        `/api/customers/referral${date ? `?date=${encodeURIComponent(date)}` : ''}`,
        { signal },
      ),
    withdrawBonus: () =>
      memberRequest<ReferralBonusAnswer>('/api/customers/get-referral-bonus', { method: 'POST' }),
  };
}

/** The three level lists of `mlm_referrals`, in level order. */
export function levelLists(info: ReferralInfo): [ReferralFriend[], ReferralFriend[], ReferralFriend[]] {
  const [first, second, third] = info.mlm_referrals;
  return [first?.level_1 ?? [], second?.level_2 ?? [], third?.level_3 ?? []];
}

/** The member's percents per level, in level order. */
export function levelPercents(info: ReferralInfo): [number, number, number] {
  return [info.mlm_percent.level_1, info.mlm_percent.level_2, info.mlm_percent.level_3];
}

const bangkokOffsetMs = 7 * 60 * 60 * 1000;

/** Today in Bangkok as YYYY-MM-DD: the referral search's default date, as the server has it. */
export function bangkokToday(now: Date = new Date()): string {
  return new Date(now.getTime() + bangkokOffsetMs).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The week's end as an instant: a bare date means 00:00 of that day in Bangkok. */
export function weekEndInstant(weekEnd: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(weekEnd) ? `${weekEnd}T00:00:00+07:00` : weekEnd;
}
