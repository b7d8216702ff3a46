import type { DepositListResponse, StatementLineListResponse } from '@chaba/contracts/backoffice-money-lists';
import { satangToBahtNumber } from '@chaba/contracts/money';
import type { DepositListRow } from '@chaba/core/deposits/deposit-list';
import type { StatementLineListRow } from '@chaba/core/deposits/statement-line-list';
import { presentClaim, presentDeskStatementLine } from './backoffice-money';

/** A row of the deposits list: the deposit, its member, who credited it by hand, who is working it. */
export function presentDepositListRow(row: DepositListRow, now: Date): DepositListResponse['data'][number] {
  const { request } = row;
  return {
    id: request.id,
    ref: request.ref,
    status: request.status,
    amount: satangToBahtNumber(request.amountSatang),
    requested_amount: satangToBahtNumber(request.requestedAmountSatang),
    method: request.method,
    member_id: request.memberId,
    member_phone: row.memberPhone,
    member_name: row.memberName,
    member_bank: row.memberBank,
    member_account_number: row.memberAccountNumber,
    company_account_number: request.companyAccountNumber,
    statement_line_id: request.statementLineId,
    credited_by:
      row.creditedByStaffId === null
        ? null
        : { staff_id: row.creditedByStaffId, username: row.creditorName ?? '' },
    created_at: request.createdAt.toISOString(),
    completed_at: request.completedAt?.toISOString() ?? null,
    expires_at: request.expiresAt?.toISOString() ?? null,
    claim: presentClaim(request.status === 'pending', request, row.claimerName, now),
  };
}

/** A row of the statement lines list: the line as the desk shows it, its bank, who resolved it. */
export function presentStatementLineListRow(
  row: StatementLineListRow,
  now: Date,
): StatementLineListResponse['data'][number] {
  const { line } = row;
  return {
    ...presentDeskStatementLine(line, row.requestExpectedSatang ?? row.requestAmountSatang),
    bank: row.bank,
    resolved_by:
      line.resolvedByStaffId === null
        ? null
        : { staff_id: line.resolvedByStaffId, username: row.resolverName ?? '' },
    claim: presentClaim(line.status === 'unmatched', line, row.claimerName, now),
  };
}
