import type { Database, Executor } from '@chaba/db/client';
import { bankStatementLines, moneyRequests, staffAccounts } from '@chaba/db/schema';
import { and, eq, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { addSeconds } from '../clock';
import { DomainError, type DomainErrorCode } from '../errors';

/**
 * Queue claims (issue 30, decisions 63 and 68): a staff member claims a pending withdrawal, a pending
 * deposit or an unmatched statement line so that two do not work it together. A claim is two columns
 * of the item's row (who, since when) and a row lock; it lapses on its own after `claimSeconds`. The
 * one function that decides or credits the item refuses it while another staff member holds it.
 */

/** How long a claim holds without being renewed: an abandoned one frees itself. */
export const claimSeconds = 15 * 60;

/** When a claim made at `claimedAt` lapses. */
export function claimExpiry(claimedAt: Date): Date {
  return addSeconds(claimedAt, claimSeconds);
}

export type Claim = { claimedByStaffId: number | null; claimedAt: Date | null };

/** What can be claimed. */
export type ClaimKind = 'withdrawal' | 'deposit' | 'statement_line';

/** Whether another staff member holds a live claim on an item (a lapsed claim holds nothing). */
export function claimedByAnother(item: Claim, staffId: number, now: Date): boolean {
  return (
    item.claimedByStaffId !== null &&
    item.claimedByStaffId !== staffId &&
    item.claimedAt !== null &&
    claimExpiry(item.claimedAt) > now
  );
}

/** How each kind of item is found, when it can be claimed, and what a refusal says. */
interface ClaimTarget {
  targetType: string;
  /** Not claimable any more (decided, matched): the desk's own code. */
  closedCode: DomainErrorCode;
  /** Held by another staff member. */
  claimedCode: DomainErrorCode;
  /** Locks the item's row and reads its state and claim; undefined when there is none. */
  lock(db: Executor, id: number): Promise<(Claim & { open: boolean }) | undefined>;
  /** Sets the claim, or clears it where `holder` still holds it; true when a row changed. */
  write(db: Executor, id: number, claim: Claim, holder?: number): Promise<boolean>;
}

function requestTarget(type: 'withdraw' | 'deposit', claimedCode: DomainErrorCode): ClaimTarget {
  const ofType = (id: number, holder?: number): SQL | undefined =>
    and(
      eq(moneyRequests.id, id),
      eq(moneyRequests.type, type),
      holder === undefined ? undefined : eq(moneyRequests.claimedByStaffId, holder),
    );
  return {
    targetType: 'money_request',
    closedCode: 'request_not_pending',
    claimedCode,
    async lock(db, id) {
      const [row] = await db
        .select({
          status: moneyRequests.status,
          claimedByStaffId: moneyRequests.claimedByStaffId,
          claimedAt: moneyRequests.claimedAt,
        })
        .from(moneyRequests)
        .where(ofType(id))
        .for('update');
      return row && { ...row, open: row.status === 'pending' };
    },
    async write(db, id, claim, holder) {
      const rows = await db
        .update(moneyRequests)
        .set(claim)
        .where(ofType(id, holder))
        .returning({ id: moneyRequests.id });
      return rows.length > 0;
    },
  };
}

const statementLineTarget: ClaimTarget = {
  targetType: 'bank_statement_line',
  closedCode: 'statement_line_not_unmatched',
  claimedCode: 'statement_line_claimed',
  async lock(db, id) {
    const [row] = await db
      .select({
        status: bankStatementLines.status,
        claimedByStaffId: bankStatementLines.claimedByStaffId,
        claimedAt: bankStatementLines.claimedAt,
      })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, id))
      .for('update');
    return row && { ...row, open: row.status === 'unmatched' };
  },
  async write(db, id, claim, holder) {
    const rows = await db
      .update(bankStatementLines)
      .set(claim)
      .where(
        and(
          eq(bankStatementLines.id, id),
          holder === undefined ? undefined : eq(bankStatementLines.claimedByStaffId, holder),
        ),
      )
      .returning({ id: bankStatementLines.id });
    return rows.length > 0;
  },
};

const targets: Record<ClaimKind, ClaimTarget> = {
  withdrawal: requestTarget('withdraw', 'withdrawal_claimed'),
  deposit: requestTarget('deposit', 'deposit_claimed'),
  statement_line: statementLineTarget,
};

/** The audit action of a claim event, by kind (literals, so that the audit labels test reads them). */
function claimAuditAction(kind: ClaimKind, event: 'claim' | 'take_over' | 'release'): string {
  const actions = {
    withdrawal: {
      claim: 'withdrawal.claim',
      take_over: 'withdrawal.claim_take_over',
      release: 'withdrawal.claim_release',
    },
    deposit: {
      claim: 'deposit.claim',
      take_over: 'deposit.claim_take_over',
      release: 'deposit.claim_release',
    },
    statement_line: {
      claim: 'statement_line.claim',
      take_over: 'statement_line.claim_take_over',
      release: 'statement_line.claim_release',
    },
  } as const;
  return actions[kind][event];
}

/**
 * Refuses to decide or credit an item another staff member is working; called by the one function
 * that decides (withdrawals) or credits (deposits, statement lines) it, under the item's row lock,
 * so that the claim and the decision agree.
 *
 * @throws DomainError withdrawal_claimed, deposit_claimed, statement_line_claimed (naming the holder)
 */
export async function refuseWhileClaimed(
  db: Executor,
  kind: ClaimKind,
  item: Claim,
  staffId: number,
  now: Date,
): Promise<void> {
  if (!claimedByAnother(item, staffId, now)) return;
  const [holder] = await db
    .select({ username: staffAccounts.username })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, item.claimedByStaffId!));
  throw new DomainError(targets[kind].claimedCode, { values: { username: holder?.username ?? '' } });
}

/**
 * A staff member claims an item (or renews their claim) so that nobody else works it meanwhile. The
 * item's row is locked for the claim: of two staff claiming at once exactly one wins, the other is
 * told who holds it. `takeOver` takes a live claim from another staff member. Audited (`<kind>.claim`,
 * or `<kind>.claim_take_over` with the former holder before).
 *
 * @throws DomainError not_found, request_not_pending / statement_line_not_unmatched, the kind's
 *   `…_claimed`
 */
export async function claimItem(
  db: Database,
  kind: ClaimKind,
  options: { staffId: number; id: number; takeOver: boolean; clientAddress: string; now: Date },
): Promise<{ claimedAt: Date; expiresAt: Date }> {
  const { staffId, id, now } = options;
  const target = targets[kind];
  return db.transaction(async (tx) => {
    const before = await target.lock(tx, id);
    if (!before) throw new DomainError('not_found');
    if (!before.open) throw new DomainError(target.closedCode);
    const tookOver = claimedByAnother(before, staffId, now);
    if (tookOver && !options.takeOver) await refuseWhileClaimed(tx, kind, before, staffId, now);
    await target.write(tx, id, { claimedByStaffId: staffId, claimedAt: now });
    await recordAudit(tx, {
      staffId,
      action: claimAuditAction(kind, tookOver ? 'take_over' : 'claim'),
      targetType: target.targetType,
      targetId: id,
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
export async function releaseItem(
  db: Database,
  kind: ClaimKind,
  options: { staffId: number; id: number; clientAddress: string; now: Date },
): Promise<void> {
  const target = targets[kind];
  await db.transaction(async (tx) => {
    const released = await target.write(
      tx,
      options.id,
      { claimedByStaffId: null, claimedAt: null },
      options.staffId,
    );
    if (!released) {
      if (!(await target.lock(tx, options.id))) throw new DomainError('not_found');
      return;
    }
    await recordAudit(tx, {
      staffId: options.staffId,
      action: claimAuditAction(kind, 'release'),
      targetType: target.targetType,
      targetId: options.id,
      clientAddress: options.clientAddress,
      now: options.now,
    });
  });
}
