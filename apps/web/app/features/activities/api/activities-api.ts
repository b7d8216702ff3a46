import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** The answer of the bonus calls (spec §7): the server's message in the member's language. */
export interface ClaimAnswer {
  success: boolean;
  msg: string;
}

/** Activity calls of a member; they go through the session so that a 401 logs out. */
export function activitiesApi(memberRequest: MemberRequest) {
  return {
    /** Claims an activity's bonus once per period; refused (422, msg) when not eligible or claimed. */
    claim: (id: number) => memberRequest<ClaimAnswer>(`/api/customers/get-bonus/${id}`, { method: 'POST' }),
  };
}
