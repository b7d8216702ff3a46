import {
  adjustmentReason,
  type DeskClaim,
  type AdjustmentsResponse,
  type DeskStatementLinesResponse,
  type PendingDepositsResponse,
  type StatementLineCandidatesResponse,
  type StatementLineDetailResponse,
  type WithdrawalDeskResponse,
} from '@chaba/contracts/backoffice-money';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { manualReasons, type ManualReason } from '@chaba/contracts/withdrawal-rules';
import type { RiskRule } from '@chaba/contracts/backoffice-risk';
import type { AdjustmentRow } from '@chaba/core/adjustments/list-adjustments';
import type { findLineCandidates } from '@chaba/core/deposits/find-line-candidates';
import type { getStatementLine } from '@chaba/core/deposits/get-statement-line';
import type { PendingDepositRow } from '@chaba/core/deposits/list-pending-deposits';
import { claimExpiry, type Claim } from '@chaba/core/claims/claims';
import { awaitingSecondApproval, type WithdrawalRow } from '@chaba/core/withdrawals/list-withdrawals';
import type { bankStatementLines } from '@chaba/db/schema';

type DeskWithdrawal = WithdrawalDeskResponse['data'][number];

/** Baht of an optional amount. */
const bahtOrNull = (satang: bigint | null) => (satang === null ? null : satangToBahtNumber(satang));

/**
 * The live claim on an open item of a desk (a pending withdrawal or deposit, an unmatched statement
 * line), or null: nobody holds it, it lapsed, or the item is no longer open.
 */
export function presentClaim(
  open: boolean,
  item: Claim,
  holderName: string | null,
  now: Date,
): DeskClaim | null {
  if (!open || item.claimedByStaffId === null || item.claimedAt === null) return null;
  const expiresAt = claimExpiry(item.claimedAt);
  if (expiresAt <= now) return null;
  return {
    staff: { staff_id: item.claimedByStaffId, username: holderName ?? '' },
    claimed_at: item.claimedAt.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * A withdrawal on the desk: the member's account to pay into, the four-eyes state (a pending one a
 * first approver parked and nobody approved since reads `awaiting_second_approval`; once the second
 * approval hands it to the payout agent it reads `pending`, being paid) and what a decision needs
 * beside it.
 */
export function presentDeskWithdrawal(
  row: WithdrawalRow,
  secondApprovalAboveSatang: bigint | null,
  riskFlags: readonly RiskRule[] = [],
  now: Date = new Date(),
): DeskWithdrawal {
  const { request } = row;
  const parked = awaitingSecondApproval(row);
  return {
    id: request.id,
    ref: request.ref,
    status: parked ? 'awaiting_second_approval' : request.status,
    amount: satangToBahtNumber(request.amountSatang),
    member_id: request.memberId,
    member_phone: row.phone,
    member_name: row.name,
    bank: request.memberBank,
    account_number: request.memberAccountNumber,
    bank_ref: request.bankRef,
    cause: request.deletedCause,
    created_at: request.createdAt.toISOString(),
    completed_at: request.completedAt?.toISOString() ?? null,
    needs_second_approval:
      secondApprovalAboveSatang !== null && request.amountSatang > secondApprovalAboveSatang,
    first_approved_by:
      request.firstApprovedByStaffId === null
        ? null
        : { staff_id: request.firstApprovedByStaffId, username: row.firstApproverName ?? '' },
    first_approved_at: request.firstApprovedAt?.toISOString() ?? null,
    claim: presentClaim(request.status === 'pending', request, row.claimerName, now),
    wallet_balance: satangToBahtNumber(row.walletSatang),
    hold_balance: satangToBahtNumber(row.holdSatang),
    turnover: row.turnover && {
      promotion: row.turnover.promotion,
      required: satangToBahtNumber(row.turnover.requiredSatang),
      done: satangToBahtNumber(row.turnover.doneSatang),
      remaining: satangToBahtNumber(
        row.turnover.requiredSatang > row.turnover.doneSatang
          ? row.turnover.requiredSatang - row.turnover.doneSatang
          : 0n,
      ),
    },
    last_deposits: row.lastDeposits.map((deposit) => ({
      id: deposit.id,
      amount: satangToBahtNumber(deposit.amountSatang),
      completed_at: deposit.completedAt?.toISOString() ?? null,
    })),
    risk_flags: [...riskFlags],
    decided_by_rule: request.decidedByRule,
    manual_reason: manualReasonOf(request.manualReason),
    payout: row.payout && {
      id: row.payout.id,
      status: row.payout.status,
      attempts: row.payout.attempts,
      last_error: row.payout.lastError,
      bank_ref: row.payout.bankRef,
      reason: row.payout.reason,
      first_settled_by: row.payout.firstSettledByStaffId,
      created_at: row.payout.createdAt.toISOString(),
    },
  };
}

/** A stored reason code the contract knows, or null (a code from a later version reads as none). */
function manualReasonOf(code: string | null): ManualReason | null {
  return manualReasons.includes(code as ManualReason) ? (code as ManualReason) : null;
}

type StatementLine = typeof bankStatementLines.$inferSelect;

/** A received transfer on the deposit desk; `requestedSatang`: what the deposit it completed asked for. */
export function presentDeskStatementLine(
  line: StatementLine,
  requestedSatang: bigint | null,
): DeskStatementLinesResponse['data'][number] {
  return {
    id: line.id,
    external_id: line.externalId,
    account_number: line.accountNumber,
    amount: satangToBahtNumber(line.amountSatang),
    requested_amount: bahtOrNull(requestedSatang),
    occurred_at: line.occurredAt.toISOString(),
    from_bank: line.fromBank,
    from_account: line.fromAccount,
    from_name: line.fromName,
    status: line.status,
    request_id: line.requestId,
    unmatched_reason: line.unmatchedReason,
    refund_ref: line.refundRef,
    resolved_at: line.resolvedAt?.toISOString() ?? null,
    created_at: line.createdAt.toISOString(),
  };
}

/** A pending deposit on the desk, with the seconds left before it expires at the server's clock. */
export function presentDeskPendingDeposit(
  { request, phone, name }: PendingDepositRow,
  now: Date,
): PendingDepositsResponse['data'][number] {
  const secondsLeft = request.expiresAt
    ? Math.max(0, Math.ceil((request.expiresAt.getTime() - now.getTime()) / 1000))
    : 0;
  return {
    id: request.id,
    ref: request.ref,
    member_id: request.memberId,
    member_phone: phone,
    member_name: name,
    amount: satangToBahtNumber(request.amountSatang),
    requested_amount: satangToBahtNumber(request.requestedAmountSatang),
    method: request.method,
    company_account_number: request.companyAccountNumber,
    member_bank: request.memberBank,
    member_account_number: request.memberAccountNumber,
    created_at: request.createdAt.toISOString(),
    expires_at: request.expiresAt?.toISOString() ?? null,
    seconds_left: secondsLeft,
  };
}

type Candidates = Awaited<ReturnType<typeof findLineCandidates>>['candidates'];

/** Members a transfer could belong to, with their open deposit to match it with. */
export function presentLineCandidates(candidates: Candidates): StatementLineCandidatesResponse['data'] {
  return candidates.map(({ member, reasons, pendingDeposit }) => ({
    member_id: member.id,
    phone: member.phone,
    name: member.name,
    bank: member.bank,
    account_number: member.accountNumber,
    pending_deposit: pendingDeposit && {
      request_id: pendingDeposit.id,
      amount: satangToBahtNumber(pendingDeposit.amountSatang),
      created_at: pendingDeposit.createdAt.toISOString(),
    },
    reasons,
  }));
}

/** A line with the deposit it completed and who resolved it by hand. */
export function presentStatementLineDetail(
  detail: Awaited<ReturnType<typeof getStatementLine>>,
): StatementLineDetailResponse['data'] {
  const { line, request, resolution } = detail;
  return {
    line: presentDeskStatementLine(
      line,
      request ? (request.expectedAmountSatang ?? request.amountSatang) : null,
    ),
    request: request && {
      id: request.id,
      ref: request.ref,
      status: request.status,
      amount: satangToBahtNumber(request.amountSatang),
      member_id: request.memberId,
      member_phone: request.memberPhone,
      member_name: request.memberName,
    },
    resolved_by: resolution && {
      staff_id: resolution.staffId ?? 0,
      username: resolution.username,
      action: resolution.action,
      at: resolution.at.toISOString(),
    },
  };
}

/** An adjustment with who made and decided it, and the reversal that undid it. */
export function presentAdjustment(row: AdjustmentRow): AdjustmentsResponse['data'][number] {
  const { adjustment } = row;
  return {
    id: adjustment.id,
    member_id: adjustment.memberId,
    member_phone: row.phone,
    direction: adjustment.direction,
    amount: satangToBahtNumber(adjustment.amountSatang),
    reason:
      adjustment.kind === 'bonus' ? 'staff_bonus' : adjustmentReason.catch('other').parse(adjustment.reason),
    note: adjustment.note,
    status: adjustment.status,
    kind: adjustment.kind,
    turnover_multiplier:
      adjustment.turnoverMultiplierHundredths === null ? null : adjustment.turnoverMultiplierHundredths / 100,
    created_by: { staff_id: adjustment.createdByStaffId, username: row.creatorName },
    decided_by:
      adjustment.decidedByStaffId === null
        ? null
        : { staff_id: adjustment.decidedByStaffId, username: row.deciderName ?? '' },
    decided_at: adjustment.decidedAt?.toISOString() ?? null,
    reject_cause: adjustment.rejectCause,
    reverses_id: adjustment.reversesAdjustmentId,
    reversed_by_id: row.reversedById,
    created_at: adjustment.createdAt.toISOString(),
  };
}
