import type { Transaction } from '@chaba/db/client';

/**
 * Refuses a bet that would pass a loss limit in force (issue 13).
 * SCAFFOLD: filled by the loss-limit work; allows everything until then.
 */
export async function refuseLossBeyondLimits(
  _tx: Transaction,
  _memberId: number,
  _amountSatang: bigint,
  _now: Date,
): Promise<void> {}
