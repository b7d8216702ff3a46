import type { StaffRole } from '@chaba/contracts/staff-permissions';
import type { Database } from '@chaba/db/client';
import { authTokens, staffAccounts } from '@chaba/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { DomainError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { checkAssignableRole } from './staff-roles';
import { keepAUsableOwner, lockOwnerChanges } from './usable-owner';

/**
 * `approvalLimitSatang`: the largest withdrawal they may approve (null: no limit of their own, decision 51);
 * `adjustmentLimitSatang`: the largest adjustment or staff bonus they may make or approve (decision 66).
 */
export type StaffChange =
  | { role: StaffRole }
  | { disabled: boolean }
  | { approvalLimitSatang: bigint | null }
  | { adjustmentLimitSatang: bigint | null };

/**
 * An owner changes a staff member's role (one that exists, holding nothing the owner lacks) or
 * limits, or disables or enables the account. A disabled account's
 * sessions end at once. The deployment never loses its last usable owner (one who can sign in:
 * `usable-owner.ts`): changes are serialized by an advisory lock and the check runs under it, so two
 * owners demoting each other at once cannot both pass. The change and its audit record (before and after) commit together.
 *
 * @throws DomainError not_found, staff_last_owner, staff_role_unknown, staff_role_escalation
 */
export async function updateStaff(
  db: Database,
  options: { actorId: number; staffId: number; change: StaffChange; clientAddress: string; now: Date },
): Promise<void> {
  const { change, now } = options;
  await db.transaction(async (tx) => {
    await lockOwnerChanges(tx);
    const [staff] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, options.staffId));
    if (!staff) throw new DomainError('not_found');
    const before = {
      role: staff.role,
      disabled: staff.disabledAt !== null,
      approvalLimitSatang: limitOf(staff.approvalLimitSatang),
      adjustmentLimitSatang: limitOf(staff.adjustmentLimitSatang),
    };
    if ('role' in change) await checkAssignableRole(tx, options.actorId, change.role);
    const after = { ...before, ...auditedChange(change) };
    const disabledAfter = after.disabled ? (staff.disabledAt ?? now) : null;
    await keepAUsableOwner(tx, staff.id, staff, { ...staff, role: after.role, disabledAt: disabledAfter });
    await tx
      .update(staffAccounts)
      .set({
        role: after.role,
        disabledAt: disabledAfter,
        approvalLimitSatang: after.approvalLimitSatang === null ? null : BigInt(after.approvalLimitSatang),
        adjustmentLimitSatang:
          after.adjustmentLimitSatang === null ? null : BigInt(after.adjustmentLimitSatang),
      })
      .where(eq(staffAccounts.id, staff.id));
    if (after.disabled) {
      await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.staffId, staff.id), isNull(authTokens.revokedAt)));
    }
    await recordAudit(tx, {
      staffId: options.actorId,
      action: auditAction(change),
      targetType: 'staff',
      targetId: staff.id,
      clientAddress: options.clientAddress,
      before,
      after,
      now,
    });
  });
}

function limitOf(satang: bigint | null): string | null {
  return satang === null ? null : satang.toString();
}

function auditedChange(change: StaffChange) {
  if ('approvalLimitSatang' in change) return { approvalLimitSatang: limitOf(change.approvalLimitSatang) };
  if ('adjustmentLimitSatang' in change)
    return { adjustmentLimitSatang: limitOf(change.adjustmentLimitSatang) };
  return change;
}

function auditAction(change: StaffChange): string {
  if ('role' in change) return 'staff.role_change';
  if ('disabled' in change) return change.disabled ? 'staff.disable' : 'staff.enable';
  return 'approvalLimitSatang' in change ? 'staff.approval_limit' : 'staff.adjustment_limit';
}
