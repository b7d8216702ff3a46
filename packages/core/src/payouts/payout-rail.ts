/**
 * How approved withdrawals are paid by a machine (issue 27, decision 51). A rail sends one order and
 * asks about it; it never decides money: the withdrawal use cases act on what it answers.
 *
 * An outcome the rail cannot know for sure (a timeout, a refused connection, a 5xx, an answer it
 * cannot read) is `unknown`, never `refused` or `failed`: the order stays open and is asked about
 * again, because the money may have left.
 */
export interface PayoutRail {
  name: string;
  /** Sends the order; the same order may be sent again with the same id (the rail deduplicates). */
  send(order: PayoutInstruction): Promise<PayoutSendOutcome>;
  /** What the rail knows of an order sent before. */
  check(orderId: string): Promise<PayoutCheckOutcome>;
}

/** One transfer to a member's account. `amountSatang` is converted to the rail's unit by the rail. */
export interface PayoutInstruction {
  id: string;
  amountSatang: bigint;
  toBank: string;
  toAccountNumber: string;
  toName: string;
  fromAccountNumber: string | null;
  createdAt: Date;
}

export type PayoutSendOutcome =
  { kind: 'accepted' } | { kind: 'refused'; reason: string } | { kind: 'unknown'; error: string };

export type PayoutCheckOutcome =
  | { kind: 'paid'; bankRef: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'pending' }
  | { kind: 'not_found' }
  | { kind: 'unknown'; error: string };
