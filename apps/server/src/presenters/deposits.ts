import { bahtToSatang, satangToBahtNumber, type BankStatementLine } from '@chaba/contracts/money';
import type { PendingDeposit } from '@chaba/core/deposits/find-pending-deposit';
import type { DepositMethod, prepareDeposit } from '@chaba/core/deposits/prepare-deposit';
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
    member_name: deposit.memberName,
  };
}

/** A deposit the member just prepared: exactly what to transfer (baht, may carry satang added to keep it unique) and where. */
export function presentPreparedDeposit(
  { request, payTo, qrName }: Awaited<ReturnType<typeof prepareDeposit>>,
  method: DepositMethod,
) {
  return {
    id: request.id,
    type: 'deposit' as const,
    ref: request.ref,
    amount: satangToBahtNumber(request.amountSatang),
    requested_amount: satangToBahtNumber(request.requestedAmountSatang),
    amount_adjusted: request.amountSatang !== request.requestedAmountSatang,
    to_bank: payTo.bank,
    to_account_number: payTo.accountNumber,
    to_name: payTo.accountName,
    created_at: request.createdAt.toISOString(),
    expires_at: request.expiresAt?.toISOString() ?? null,
    method,
    qr_code: request.qrImage,
    qr_code_name: qrName,
  };
}
