import type { CashbackClaimAnswer, MemberCashback } from '@chaba/contracts/cashback';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

export type { MemberCashback };
export type CashbackEstimate = MemberCashback['open'][number];
export type CashbackPayout = MemberCashback['history'][number];

/** Cashback and rebate calls of a member (decision 60); through the session so that a 401 logs out. */
export function cashbackApi(memberRequest: MemberRequest) {
  return {
    board: (signal?: AbortSignal) =>
      memberRequest<{ data: MemberCashback }>('/api/customers/cashback', { signal }),
    claim: (payoutId: number) =>
      memberRequest<CashbackClaimAnswer>(`/api/customers/cashback/${payoutId}/claim`, { method: 'POST' }),
  };
}
