import { satangToBahtNumber } from '@chaba/contracts/money';
import type { PendingDeposit } from '@chaba/core/deposits/find-pending-deposit';
import type { StatementLineRow } from '@chaba/core/deposits/list-statement-lines';

/** A pending deposit as the development tools read it: what to pay (baht) and where. */
export function presentPendingDeposit(deposit: PendingDeposit) {
  return {
    id: deposit.request.id,
    amount: satangToBahtNumber(deposit.request.amountSatang),
    to_account_number: deposit.request.companyAccountNumber,
    member_account_number: deposit.memberAccountNumber,
  };
}

/**
 * A statement line for the operators: `amount` is what was received; a line that completed a request
 * shows beside it what the request asked for (`requested_amount`).
 */
export function presentStatementLine({ line, requestedSatang }: StatementLineRow) {
  return {
    id: line.id,
    external_id: line.externalId,
    account_number: line.accountNumber,
    amount: satangToBahtNumber(line.amountSatang),
    requested_amount: requestedSatang === null ? null : satangToBahtNumber(requestedSatang),
    occurred_at: line.occurredAt.toISOString(),
    from_bank: line.fromBank,
    from_account: line.fromAccount,
    from_name: line.fromName,
    status: line.status,
    request_id: line.requestId,
    unmatched_reason: line.unmatchedReason,
    created_at: line.createdAt.toISOString(),
  };
}
