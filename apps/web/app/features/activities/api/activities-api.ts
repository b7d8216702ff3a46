import type { BonusAnswer } from '@chaba/contracts/promotions';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** Activity calls of a member; they go through the session so that a 401 logs out. */
export function activitiesApi(memberRequest: MemberRequest) {
  return {
    /** Claims an activity's bonus once per period; refused (422, msg) when not eligible or claimed. */
    claim: (id: number) => memberRequest<BonusAnswer>(`/api/customers/get-bonus/${id}`, { method: 'POST' }),
  };
}
