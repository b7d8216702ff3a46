import type { Transaction } from '@chaba/db/client';
import type { ProtectedAction } from './check-player-protection';

/**
 * Refuses what a time-out, a self-exclusion or a closed account forbids (issue 13).
 * SCAFFOLD: filled by the account-restrictions work; allows everything until then.
 */
export async function refuseRestrictedAccount(
  _tx: Transaction,
  _memberId: number,
  _action: ProtectedAction,
  _now: Date,
): Promise<void> {}
