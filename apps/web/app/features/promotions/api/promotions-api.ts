import type { BonusAnswer } from '@chaba/contracts/promotions';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** Promotion calls of a member; they go through the session so that a 401 logs out. */
export function promotionsApi(memberRequest: MemberRequest) {
  return {
    /** Ends the current promotion: before any bet the bonus is taken back, after bets what is left is forfeited. */
    cancel: () => memberRequest<BonusAnswer>('/api/customers/promotions/cancel', { method: 'POST' }),
  };
}
