import { bahtToSatang, satangToBahtNumber, type BankStatementLine } from '@chaba/contracts/money';
import type { PendingDeposit } from '@chaba/core/deposits/find-pending-deposit';
import type { StatementLineRow } from '@chaba/core/deposits/list-statement-lines';
import type { StatementLine } from '@chaba/core/deposits/record-bank-statement-lines';

/** A line of the statement webhook that passed `bankStatementLine`, read into the domain's: satang, a Date. */
export function statementLineFrom(line: BankStatementLine): StatementLine {
  return {
    externalId: line.id,
    accountNumber: line.account_number,
    amountSatang: bahtToSatang(line.amount),
    occurredAt: new Date(line.occurred_at),
    fromBank: line.from_bank ?? null,
    fromAccount: line.from_account ?? null,
    fromName: line.from_name ?? null,
  };
}

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
