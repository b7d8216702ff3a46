import type { Executor } from '@chaba/db/client';
import { members, passwordResets } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { hashToken } from './secrets';

/**
 * The open reset of a phone by its token.
 *
 * @throws DomainError reset_token_invalid
 */
export async function findPasswordReset(db: Executor, options: { phone: string; token: string; now: Date }) {
  const [row] = await db
    .select({ reset: passwordResets, phone: members.phone })
    .from(passwordResets)
    .innerJoin(members, eq(members.id, passwordResets.memberId))
    .where(eq(passwordResets.tokenHash, hashToken(options.token)))
    .limit(1);
  if (
    !row ||
    row.phone !== options.phone ||
    row.reset.completedAt ||
    row.reset.expiresAt.getTime() <= options.now.getTime()
  ) {
    throw new DomainError('reset_token_invalid', { field: 'token' });
  }
  return row.reset;
}
