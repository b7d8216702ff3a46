import { satangToBahtNumber } from '@chaba/contracts/money';
import type { requestWithdrawal } from '@chaba/core/withdrawals/request-withdrawal';

/** A withdrawal the member just asked for: held until it is paid out, by the payout agent when `automatic`. */
export function presentWithdrawRequest(
  request: Awaited<ReturnType<typeof requestWithdrawal>>,
  automatic: boolean,
) {
  return {
    id: request.id,
    type: 'withdraw' as const,
    ref: request.ref,
    amount: satangToBahtNumber(request.amountSatang),
    created_at: request.createdAt.toISOString(),
    automatic,
  };
}
