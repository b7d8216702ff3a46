import type { Executor } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { DomainError } from '../errors';

/** The fields of a staff account that decide whether it is an owner who can sign in. */
type OwnerState = {
  role: string;
  disabledAt: Date | null;
  mustChangePassword: boolean;
  totpConfirmedAt: Date | null;
};

/**
 * An owner who can sign in and work: not disabled, a password of their own (not an invitation's
 * one-time password) and a confirmed second factor. Only such an owner counts for the last-owner
 * guard: an invited owner who never finished setting up cannot run the console.
 */
export function isUsableOwner(staff: OwnerState): boolean {
  return (
    staff.role === 'owner' &&
    staff.disabledAt === null &&
    !staff.mustChangePassword &&
    staff.totpConfirmedAt !== null
  );
}

/**
 * Serializes every change that could take away an owner (role, disabling, second-factor reset) until
 * the caller's transaction ends, so that two such changes at once cannot both pass the guard.
 */
export async function lockOwnerChanges(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-accounts'))`);
}

/**
 * The last-owner guard (call under `lockOwnerChanges`): a change that turns a usable owner into one who
 * is not is refused unless another usable owner remains.
 *
 * @throws DomainError staff_last_owner
 */
export async function keepAUsableOwner(
  tx: Executor,
  staffId: number,
  before: OwnerState,
  after: OwnerState,
): Promise<void> {
  if (!isUsableOwner(before) || isUsableOwner(after)) return;
  const [other] = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.role, 'owner'),
        isNull(staffAccounts.disabledAt),
        eq(staffAccounts.mustChangePassword, false),
        isNotNull(staffAccounts.totpConfirmedAt),
        ne(staffAccounts.id, staffId),
      ),
    )
    .limit(1);
  if (!other) throw new DomainError('staff_last_owner');
}
