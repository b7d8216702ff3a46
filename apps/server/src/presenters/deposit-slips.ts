import { satangToBahtNumber } from '@chaba/contracts/baht';
import type { DeskDepositSlip } from '@chaba/contracts/backoffice-slips';
import type { DepositSlipListRow } from '@chaba/core/slips/list-deposit-slips';

/** The verifier's answer as the slip row stores it (settleDepositSlip): JSON, amounts as strings. */
interface StoredParty {
  bank?: string;
  accountMasked?: string;
  name?: { th?: string; en?: string; display?: string };
}
interface StoredVerification {
  status?: string;
  reason?: string;
  transfer?: { amountSatang?: string; occurredAt?: string; receiver?: StoredParty; sender?: StoredParty };
}

function presentParty(party: StoredParty | undefined) {
  if (!party) return null;
  return {
    bank: party.bank ?? null,
    account: party.accountMasked ?? null,
    name: party.name?.th ?? party.name?.en ?? party.name?.display ?? null,
  };
}

function presentVerification(stored: unknown): DeskDepositSlip['verifier'] {
  const answer = (stored ?? null) as StoredVerification | null;
  if (
    !answer ||
    (answer.status !== 'verified' && answer.status !== 'pending' && answer.status !== 'refused')
  ) {
    return null;
  }
  const transfer = answer.status === 'verified' ? answer.transfer : undefined;
  const amount = transfer?.amountSatang;
  return {
    status: answer.status,
    reason: answer.reason ?? null,
    amount: amount !== undefined && /^\d+$/.test(amount) ? satangToBahtNumber(BigInt(amount)) : null,
    occurred_at: transfer?.occurredAt ? new Date(transfer.occurredAt).toISOString() : null,
    receiver: presentParty(transfer?.receiver),
    sender: presentParty(transfer?.sender),
  };
}

/** The line that holds the slip's money: its own, or the twin its duplicate points to. */
function moneyLine(row: DepositSlipListRow) {
  if (row.line === null) return null;
  if (row.line.status === 'duplicate' && row.twin !== null) return row.twin;
  return row.line;
}

/**
 * A slip on the deposit desk. A held slip's reason: `slip_unconfirmed` (the verifier never
 * confirmed it), the money line's unmatched reason (no pending deposit, the amount, maintenance,
 * player protection), or `transfer_settled` (another source's line of the same transfer was
 * credited or refunded already).
 */
export function presentDeskDepositSlip(row: DepositSlipListRow): DeskDepositSlip {
  const { slip } = row;
  const line = moneyLine(row);
  const held = slip.status === 'held';
  const reason =
    slip.refusalCode ??
    (held ? (line?.status === 'unmatched' ? line.unmatchedReason : 'transfer_settled') : null);
  return {
    id: slip.id,
    status: slip.status,
    reason,
    member: { id: slip.memberId, phone: row.member.phone, name: row.member.name },
    qr: { sending_bank: slip.sendingBank, trans_ref: slip.transRef },
    verifier: presentVerification(slip.verification),
    deposit: row.request
      ? {
          id: row.request.id,
          ref: row.request.ref,
          status: row.request.status,
          amount: satangToBahtNumber(row.request.amountSatang),
        }
      : null,
    statement_line: line
      ? { id: line.id, status: line.status, unmatched_reason: line.unmatchedReason }
      : null,
    can_credit: held && line?.status === 'unmatched',
    has_image: slip.imageName !== null && slip.imageDeletedAt === null,
    decision:
      slip.decidedAt === null
        ? null
        : { by: row.decidedBy, at: slip.decidedAt.toISOString(), reason: slip.decisionReason },
    created_at: slip.createdAt.toISOString(),
  };
}
