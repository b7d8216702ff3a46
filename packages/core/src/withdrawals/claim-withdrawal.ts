import type { Database, Executor } from '@chaba/db/client';
import { claimItem, refuseWhileClaimed as refuseClaimed, releaseItem, type Claim } from '../claims/claims';

export { claimedByAnother, claimExpiry, claimSeconds } from '../claims/claims';

/**
 * Refuses a decision on a withdrawal another staff member is working (issue 30); called by the one
 * decision function under the request's row lock, so one approval, many at once, and the claim agree.
 *
 * @throws DomainError withdrawal_claimed
 */
export function refuseWhileClaimed(db: Executor, request: Claim, staffId: number, now: Date): Promise<void> {
  return refuseClaimed(db, 'withdrawal', request, staffId, now);
}

/**
 * A staff member claims a pending withdrawal (or renews their claim) so that nobody else decides it
 * meanwhile; of two claiming at once one wins (`claims.ts`). Audited (`withdrawal.claim`, or
 * `withdrawal.claim_take_over` with the former holder before).
 *
 * @throws DomainError not_found, request_not_pending, withdrawal_claimed
 */
export function claimWithdrawal(
  db: Database,
  options: { staffId: number; requestId: number; takeOver: boolean; clientAddress: string; now: Date },
): Promise<{ claimedAt: Date; expiresAt: Date }> {
  const { requestId, ...claim } = options;
  return claimItem(db, 'withdrawal', { ...claim, id: requestId });
}

/**
 * A staff member lets go of their own claim on a withdrawal; releasing nothing is not an error.
 *
 * @throws DomainError not_found
 */
export function releaseWithdrawal(
  db: Database,
  options: { staffId: number; requestId: number; clientAddress: string; now: Date },
): Promise<void> {
  const { requestId, ...release } = options;
  return releaseItem(db, 'withdrawal', { ...release, id: requestId });
}
