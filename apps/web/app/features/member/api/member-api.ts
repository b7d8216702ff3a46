import type { SuccessResponse, UpdatePasswordRequest } from '@chaba/contracts/auth';

type MemberRequest = <T>(path: string, options?: { body?: unknown }) => Promise<T>;

/** Member calls of this feature; they go through the session so that a 401 logs out. */
export function memberApi(memberRequest: MemberRequest) {
  return {
    updatePassword: (body: UpdatePasswordRequest) =>
      memberRequest<SuccessResponse>('/api/customers/update-password', { body }),
  };
}
