import type { DepositSlipResponse } from '@chaba/contracts/money';
import type { RequestOptions } from './api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * A transfer slip for `POST /api/requests/deposit/slip` (issue 26): the image (`slip`), or the text
 * of its QR as the phone's camera read it (`qr`), for a deposit when known (the deposit popups, the
 * history). Through the session so that a 401 logs out.
 */
export function attachSlipRequest(
  memberRequest: MemberRequest,
  slip: File | { qr: string },
  depositId?: number,
) {
  const form = new FormData();
  if (depositId !== undefined) form.append('deposit_id', String(depositId));
  if (slip instanceof File) form.append('slip', slip);
  else form.append('qr', slip.qr);
  return memberRequest<DepositSlipResponse>('/api/requests/deposit/slip', { body: form });
}
