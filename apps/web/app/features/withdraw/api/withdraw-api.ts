import type { RequestedWithdrawal, WithdrawResponse } from '@chaba/contracts/money';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** The answer to a withdraw request, as the server's contract declares it. */
export type { RequestedWithdrawal };

/** Withdraw call of spec §7; it goes through the session so that a 401 logs out. */
export function withdrawApi(memberRequest: MemberRequest) {
  return {
    /** `amount` is baht as the member typed it; the server parses and checks it. */
    request: (body: { phone: string; amount: string }) =>
      memberRequest<WithdrawResponse>('/api/requests/withdraw', { body }),
  };
}
