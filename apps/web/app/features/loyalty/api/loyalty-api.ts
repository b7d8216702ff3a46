import type { CheckinClaimResponse, MemberCheckinResponse } from '@chaba/contracts/wheel';
import type { MemberVipResponse } from '@chaba/contracts/vip';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

export type MemberVip = MemberVipResponse['data'];
export type VipLevel = MemberVip['levels'][number];
export type MemberCheckin = MemberCheckinResponse['data'];
export type CheckinClaim = CheckinClaimResponse;

/** The VIP page's and the daily check-in's calls (decisions 72, 73); through the session so that a 401 logs out. */
export function loyaltyApi(memberRequest: MemberRequest) {
  return {
    vip: (signal?: AbortSignal) => memberRequest<MemberVipResponse>('/api/customers/vip', { signal }),
    checkin: (signal?: AbortSignal) =>
      memberRequest<MemberCheckinResponse>('/api/customers/checkin', { signal }),
    claimCheckin: () => memberRequest<CheckinClaimResponse>('/api/customers/checkin', { method: 'POST' }),
  };
}
