import { satangToBahtNumber } from '@chaba/contracts/money';
import type { WithdrawalRow } from '@chaba/core/withdrawals/list-withdrawals';

/** A withdrawal in the operators' queue: the amount in baht, the member's account to pay into. */
export function presentWithdrawal({ request, phone, name }: WithdrawalRow) {
  return {
    id: request.id,
    ref: request.ref,
    status: request.status,
    amount: satangToBahtNumber(request.amountSatang),
    member_phone: phone,
    member_name: name,
    bank: request.memberBank,
    account_number: request.memberAccountNumber,
    bank_ref: request.bankRef,
    cause: request.deletedCause,
    created_at: request.createdAt.toISOString(),
    completed_at: request.completedAt?.toISOString() ?? null,
  };
}
