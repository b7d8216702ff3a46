import type { SuccessResponse } from '@chaba/contracts/auth';
import type { PrepareDepositResponse, PreparedDeposit } from '@chaba/contracts/money';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** The answer to both deposit calls (bank transfer and QR), as the server's contract declares it. */
export type { PreparedDeposit };

export interface DepositInput {
  /** Baht as the member typed it ("500", "500.25"); the server parses and checks it. */
  amount: string;
  promotion_id?: number;
}

/** Deposit calls of spec §7; they go through the session so that a 401 logs out. */
export function depositApi(memberRequest: MemberRequest) {
  return {
    /** QR mode when the member's payment_gateway_status is on, otherwise a bank transfer. */
    prepare: (body: DepositInput, method: 'bank' | 'qr') =>
      memberRequest<PrepareDepositResponse>(
        method === 'qr' ? '/api/requests/deposit/payment-gateway' : '/api/requests/deposit/prepare',
        { body },
      ),
    cancel: (id: number) =>
      memberRequest<SuccessResponse>(`/api/requests/deposit/${id}/cancel`, { method: 'POST' }),
  };
}
