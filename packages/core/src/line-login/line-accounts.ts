import type { Executor } from '@chaba/db/client';
import { linePendingRegistrations, memberLineAccounts } from '@chaba/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/secrets';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import type { LineIdentity } from './line-login-protocol';

/** The LINE account a member linked, or null. */
export async function readLineAccount(
  db: Executor,
  memberId: number,
): Promise<{ lineUserId: string; displayName: string | null } | null> {
  const [account] = await db
    .select({ lineUserId: memberLineAccounts.lineUserId, displayName: memberLineAccounts.displayName })
    .from(memberLineAccounts)
    .where(eq(memberLineAccounts.memberId, memberId));
  return account ?? null;
}

/** The member a LINE account is linked to, or null. */
export async function findLineMember(db: Executor, lineUserId: string): Promise<number | null> {
  const [account] = await db
    .select({ memberId: memberLineAccounts.memberId })
    .from(memberLineAccounts)
    .where(eq(memberLineAccounts.lineUserId, lineUserId));
  return account?.memberId ?? null;
}

/**
 * Links a verified LINE account to a member (issue 31). Linking the same account again only
 * refreshes its display name. A LINE account linked to another member is refused, and so is a
 * second LINE account (the member unlinks the first); the table's two unique keys decide a race.
 *
 * @throws DomainError line_account_taken, line_already_linked
 */
export async function linkLineAccount(
  db: Executor,
  options: { memberId: number; identity: LineIdentity; now: Date },
): Promise<void> {
  const { memberId, identity } = options;
  const owner = await findLineMember(db, identity.lineUserId);
  if (owner !== null && owner !== memberId) throw new DomainError('line_account_taken');
  if (owner === memberId) {
    await db
      .update(memberLineAccounts)
      .set({ displayName: identity.displayName })
      .where(eq(memberLineAccounts.memberId, memberId));
    return;
  }
  if ((await readLineAccount(db, memberId)) !== null) throw new DomainError('line_already_linked');
  try {
    await db.insert(memberLineAccounts).values({
      memberId,
      lineUserId: identity.lineUserId,
      displayName: identity.displayName,
      linkedAt: options.now,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'member_line_accounts_line_user_id_key'))
      throw new DomainError('line_account_taken');
    if (isUniqueViolation(error)) throw new DomainError('line_already_linked');
    throw error;
  }
}

/** Unlinks the member's LINE account (deletes the row); nothing to unlink is no error. */
export async function unlinkLineAccount(db: Executor, options: { memberId: number }): Promise<void> {
  await db.delete(memberLineAccounts).where(eq(memberLineAccounts.memberId, options.memberId));
}

/**
 * In the transaction that creates a member: the LINE account the registration came with (its key
 * from the browser's cookie), claimed once while unexpired, is linked to the new member. An
 * expired or spent key, or a LINE account another member linked meanwhile, links nothing: the
 * registration itself goes on (the member can link LINE later from the information popup).
 */
export async function linkPendingLineAccount(
  tx: Executor,
  options: { registrationKey: string; memberId: number; now: Date },
): Promise<void> {
  const { now } = options;
  const [pending] = await tx
    .update(linePendingRegistrations)
    .set({ usedAt: now })
    .where(
      and(
        eq(linePendingRegistrations.keyHash, hashToken(options.registrationKey)),
        isNull(linePendingRegistrations.usedAt),
        gt(linePendingRegistrations.expiresAt, now),
      ),
    )
    .returning({
      lineUserId: linePendingRegistrations.lineUserId,
      displayName: linePendingRegistrations.displayName,
    });
  if (!pending) return;
  await tx
    .insert(memberLineAccounts)
    .values({ memberId: options.memberId, ...pending, linkedAt: now })
    .onConflictDoNothing();
}
