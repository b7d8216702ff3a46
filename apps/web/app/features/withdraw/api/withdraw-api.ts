import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** The answer to a withdraw request: the amount is now held until staff pay it out or reject it. */
export interface RequestedWithdrawal {
  id: number;
  type: 'withdraw';
  ref: string;
  amount: number;
  created_at: string;
}

/** Withdraw call of spec §7; it goes through the session so that a 401 logs out. */
export function withdrawApi(memberRequest: MemberRequest) {
  return {
    /** `amount` is baht as the member typed it; the server parses and checks it. */
    request: (body: { phone: string; amount: string }) =>
      memberRequest<{ success: boolean; data: RequestedWithdrawal }>('/api/requests/withdraw', { body }),
  };
}
