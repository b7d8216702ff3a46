import type { Database } from '@chaba/db/client';
import { members, passwordResets } from '@chaba/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { DomainError } from '../errors';
import { findPasswordReset } from './find-password-reset';
import { hashPassword } from './secrets';
import { revokeMemberTokens } from './tokens';

/**
 * Forgotten password, step 3: the new password, once the code was confirmed. Every token of the
 * member is revoked and the reset cannot be used again. Gives the member, whose open streams the
 * caller ends.
 *
 * @throws DomainError reset_token_invalid, otp_invalid
 */
export async function completePasswordReset(
  db: Database,
  options: { phone: string; token: string; newPassword: string; now: Date },
): Promise<{ memberId: number }> {
  const reset = await findPasswordReset(db, options);
  if (!reset.otpVerifiedAt) throw new DomainError('otp_invalid', { field: 'otp' });
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    const completed = await tx
      .update(passwordResets)
      .set({ completedAt: options.now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.completedAt)))
      .returning({ id: passwordResets.id });
    if (completed.length === 0) throw new DomainError('reset_token_invalid', { field: 'token' });
    await tx.update(members).set({ passwordHash }).where(eq(members.id, reset.memberId));
    await revokeMemberTokens(tx, { memberId: reset.memberId, now: options.now });
  });
  return { memberId: reset.memberId };
}
