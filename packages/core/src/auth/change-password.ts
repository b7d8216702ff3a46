import type { Database } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { hashPassword, verifyPassword } from './secrets';
import { revokeMemberTokens } from './tokens';

/**
 * A member changes the password, knowing the old one; every token of the member is revoked, so
 * every device must log in again.
 *
 * @throws DomainError old_password_wrong, unauthenticated
 */
export async function changePassword(
  db: Database,
  options: { memberId: number; oldPassword: string; newPassword: string; now: Date },
): Promise<void> {
  const [member] = await db.select().from(members).where(eq(members.id, options.memberId)).limit(1);
  if (!member) throw new DomainError('unauthenticated');
  if (!(await verifyPassword(member.passwordHash, options.oldPassword, { lane: 'proven' }))) {
    throw new DomainError('old_password_wrong', { field: 'old_password' });
  }
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    await revokeMemberTokens(tx, { memberId: member.id, now: options.now });
  });
}
