import type {
  ReferralBonusAnswer,
  ReferralFriend,
  ReferralInfo,
  ReferralInfoResponse,
} from '@chaba/contracts/referral';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

export type { ReferralBonusAnswer, ReferralFriend, ReferralInfo };

/** Referral calls of a member (spec §7); they go through the session so that a 401 logs out. */
export function referralApi(memberRequest: MemberRequest) {
  return {
    /** `date` is YYYY-MM-DD (Bangkok); the server uses today without it. */
    info: (date: string, signal?: AbortSignal) =>
      memberRequest<ReferralInfoResponse>(
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
