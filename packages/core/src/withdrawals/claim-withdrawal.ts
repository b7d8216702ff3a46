import type { Database, Executor } from '@chaba/db/client';
import { moneyRequests, staffAccounts } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';

/** How long a claim holds without being renewed: an abandoned one frees itself. */
export const claimSeconds = 15 * 60;

/** When a claim made at `claimedAt` lapses. */
export function claimExpiry(claimedAt: Date): Date {
  return addSeconds(claimedAt, claimSeconds);
}

type Claim = { claimedByStaffId: number | null; claimedAt: Date | null };

/** Whether another staff member holds a live claim on a request (a lapsed claim holds nothing). */
export function claimedByAnother(request: Claim, staffId: number, now: Date): boolean {
  return (
    request.claimedByStaffId !== null &&
    request.claimedByStaffId !== staffId &&
    request.claimedAt !== null &&
    claimExpiry(request.claimedAt) > now
  );
}

/**
 * Refuses a decision on a withdrawal another staff member is working (issue 30); called by the one
 * decision function under the request's row lock, so one approval, many at once, and the claim agree.
 *
 * @throws DomainError withdrawal_claimed
 */
export async function refuseWhileClaimed(
  db: Executor,
  request: Claim,
  staffId: number,
  now: Date,
): Promise<void> {
  if (!claimedByAnother(request, staffId, now)) return;
  const [holder] = await db
    .select({ username: staffAccounts.username })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, request.claimedByStaffId!));
  throw new DomainError('withdrawal_claimed', { values: { username: holder?.username ?? '' } });
}

/**
 * A staff member claims a pending withdrawal (or renews their claim) so that nobody else decides it
 * meanwhile. The request's row is locked for the claim: of two staff claiming at once exactly one
 * wins, the other is told who holds it. `takeOver` takes a live claim from another staff member.
 * Audited (`withdrawal.claim`, or `withdrawal.claim_take_over` with the former holder before).
 *
 * @throws DomainError not_found, request_not_pending, withdrawal_claimed
 */
export async function claimWithdrawal(
  db: Database,
  options: { staffId: number; requestId: number; takeOver: boolean; clientAddress: string; now: Date },
): Promise<{ claimedAt: Date; expiresAt: Date }> {
  const { staffId, requestId, now } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(moneyRequests)
      .where(and(eq(moneyRequests.id, requestId), eq(moneyRequests.type, 'withdraw')))
      .for('update');
    if (!before) throw new DomainError('not_found');
    if (before.status !== 'pending') throw new DomainError('request_not_pending');
    const tookOver = claimedByAnother(before, staffId, now);
    if (tookOver && !options.takeOver) await refuseWhileClaimed(tx, before, staffId, now);
    await tx
      .update(moneyRequests)
      .set({ claimedByStaffId: staffId, claimedAt: now })
      .where(eq(moneyRequests.id, requestId));
    await recordAudit(tx, {
      staffId,
      action: tookOver ? 'withdrawal.claim_take_over' : 'withdrawal.claim',
      targetType: 'money_request',
      targetId: requestId,
      clientAddress: options.clientAddress,
      before: {
        claimed_by_staff_id: before.claimedByStaffId,
        claimed_at: before.claimedAt?.toISOString() ?? null,
      },
      after: { claimed_by_staff_id: staffId, claimed_at: now.toISOString() },
      now,
    });
    return { claimedAt: now, expiresAt: claimExpiry(now) };
  });
}

/**
 * A staff member lets go of their own claim (another's claim is not theirs to release: they take it
 * over). Releasing nothing is not an error. Audited when a claim ends.
 *
 * @throws DomainError not_found
 */
export async function releaseWithdrawal(
  db: Database,
  options: { staffId: number; requestId: number; clientAddress: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const released = await tx
      .update(moneyRequests)
      .set({ claimedByStaffId: null, claimedAt: null })
      .where(
        and(
          eq(moneyRequests.id, options.requestId),
          eq(moneyRequests.type, 'withdraw'),
          eq(moneyRequests.claimedByStaffId, options.staffId),
        ),
      )
      .returning({ id: moneyRequests.id });
    if (released.length === 0) {
      const [exists] = await tx
        .select({ id: moneyRequests.id })
        .from(moneyRequests)
        .where(and(eq(moneyRequests.id, options.requestId), eq(moneyRequests.type, 'withdraw')));
      if (!exists) throw new DomainError('not_found');
      return;
    }
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'withdrawal.claim_release',
      targetType: 'money_request',
      targetId: options.requestId,
      clientAddress: options.clientAddress,
      now: options.now,
    });
  });
}
