import type { Database } from '@chaba/db/client';
import { authTokens, staffAccounts } from '@chaba/db/schema';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashPassword, hashToken, verifyPassword } from '../auth/secrets';
import { DomainError } from '../errors';
import { recordAudit } from '../audit/record-audit';

/**
 * A staff member changes the password, knowing the old one (the one-time password included); it
 * clears the must-change mark. The staff member's other sessions end; the one that changed it goes on.
 * The change and its audit record commit together.
 *
 * @throws DomainError old_password_wrong, unauthenticated
 */
export async function changeStaffPassword(
  db: Database,
  options: {
    staffId: number;
    currentToken: string;
    oldPassword: string;
    newPassword: string;
    clientAddress?: string;
    now: Date;
  },
): Promise<void> {
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, options.staffId));
  if (!staff) throw new DomainError('unauthenticated');
  // Hashing runs before the transaction: it never holds a connection while argon2 works.
  if (!(await verifyPassword(staff.passwordHash, options.oldPassword, { lane: 'proven' }))) {
    throw new DomainError('old_password_wrong', { field: 'old_password' });
  }
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(staffAccounts.id, staff.id));
    await tx
      .update(authTokens)
      .set({ revokedAt: options.now })
      .where(
        and(
          eq(authTokens.staffId, staff.id),
          isNull(authTokens.revokedAt),
          ne(authTokens.tokenHash, hashToken(options.currentToken)),
        ),
      );
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'staff.password_change',
      clientAddress: options.clientAddress,
      now: options.now,
    });
  });
}
