import type { Database } from '@chaba/db/client';
import { DomainError } from '../errors';
import { decideWithdrawal } from './decide-withdrawal';
import type { PayoutOrder } from './payout-orders';

export type ManyApprovalOutcome =
  | {
      id: number;
      outcome: 'approved';
      status: 'completed' | 'awaiting_second_approval' | 'paying';
      order: PayoutOrder | null;
    }
  | { id: number; outcome: 'refused'; error: DomainError };

/**
 * Approves several withdrawals (issue 30): each one through `decideWithdrawal` — the one approval, in
 * its own transaction, with its four eyes, the staff member's approval limit, the claim, the payout
 * order and its audit record — one after the other, never a copy of its rules. A refusal (a domain
 * error) is that item's answer and the next one goes on; any other failure stops the call. An item
 * with its own bank reference was paid by staff, as one approval with `bank_ref` is; without, the
 * payout agent pays it, as one approval without `bank_ref` is.
 */
export async function approveMany(
  db: Database,
  options: {
    staffId: number;
    ids: readonly number[];
    /** Each id's own bank reference, where staff paid it themselves. */
    bankRefs?: ReadonlyMap<number, string>;
    now: Date;
    secondApprovalAboveSatang: bigint | null;
    payoutAgent: boolean;
    clientAddress: string;
  },
): Promise<ManyApprovalOutcome[]> {
  const outcomes: ManyApprovalOutcome[] = [];
  for (const id of new Set(options.ids)) {
    try {
      const decided = await decideWithdrawal(db, {
        staffId: options.staffId,
        requestId: id,
        now: options.now,
        decision: { kind: 'approve', bankRef: options.bankRefs?.get(id) ?? null },
        secondApprovalAboveSatang: options.secondApprovalAboveSatang,
        payoutAgent: options.payoutAgent,
        clientAddress: options.clientAddress,
      });
      const status = decided.status === 'rejected' ? 'completed' : decided.status;
      outcomes.push({ id, outcome: 'approved', status, order: decided.order });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ id, outcome: 'refused', error });
    }
  }
  return outcomes;
}
