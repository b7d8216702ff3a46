import type { Executor } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';

/**
 * A staff member's own limits (decisions 51 and 66), each checked on the server where its decision
 * is made: `withdrawal`, the largest withdrawal they may approve (each approval, the first and the
 * second of two); `adjustment`, the largest adjustment or staff bonus they may make or approve.
 * Above it someone with a higher limit does it. Null: no limit of their own.
 *
 * @throws DomainError approval_above_staff_limit, adjustment_above_staff_limit
 */
export async function checkStaffLimit(
  tx: Executor,
  options: { staffId: number; kind: 'withdrawal' | 'adjustment'; amountSatang: bigint },
): Promise<void> {
  const column =
    options.kind === 'withdrawal' ? staffAccounts.approvalLimitSatang : staffAccounts.adjustmentLimitSatang;
  const [staff] = await tx
    .select({ limit: column })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, options.staffId));
  const limit = staff?.limit ?? null;
  if (limit !== null && options.amountSatang > limit) {
    const code =
      options.kind === 'withdrawal' ? 'approval_above_staff_limit' : 'adjustment_above_staff_limit';
    throw new DomainError(code, { amounts: { limit } });
  }
}
