import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** The answer of the bonus calls (spec §7): the server's message in the member's language. */
export interface BonusAnswer {
  success: boolean;
  msg: string;
}

/** Promotion calls of a member; they go through the session so that a 401 logs out. */
export function promotionsApi(memberRequest: MemberRequest) {
  return {
    /** Ends the current promotion: before any bet the bonus is taken back, after bets what is left is forfeited. */
    cancel: () => memberRequest<BonusAnswer>('/api/customers/promotions/cancel', { method: 'POST' }),
  };
}
