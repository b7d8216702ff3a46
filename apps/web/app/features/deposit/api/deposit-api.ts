import type { SuccessResponse } from '@chaba/contracts/auth';
import type { RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** The answer to both deposit calls (bank transfer and QR). */
export interface PreparedDeposit {
  id: number;
  type: 'deposit';
  ref: string;
  /** Exactly what to transfer: satang may have been added to keep it unique. */
  amount: number;
  requested_amount: number;
  amount_adjusted: boolean;
  /** Lower-case bank code; null in QR mode. */
  to_bank: string | null;
  to_account_number: string | null;
  to_name: string | null;
  created_at: string;
  expires_at: string | null;
  method: 'bank' | 'qr';
  /** QR mode: the PromptPay QR as a base64 PNG. */
  qr_code: string | null;
  qr_code_name: string | null;
}

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
      memberRequest<{ success: boolean; data: PreparedDeposit }>(
        method === 'qr' ? '/api/requests/deposit/payment-gateway' : '/api/requests/deposit/prepare',
        { body },
      ),
    cancel: (id: number) =>
      memberRequest<SuccessResponse>(`/api/requests/deposit/${id}/cancel`, { method: 'POST' }),
  };
}
