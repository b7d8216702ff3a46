import type { Executor } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError, type DomainErrorCode } from '../errors';

/**
 * A staff account's row, locked until the caller's transaction ends, so that changes of one account
 * take turns; `missing` is what its absence means to the caller (the caller's own account:
 * `unauthenticated`; another's: `not_found`).
 */
export async function lockStaffAccount(tx: Executor, staffId: number, missing: DomainErrorCode) {
  const [staff] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
  if (!staff) throw new DomainError(missing);
  return staff;
}
