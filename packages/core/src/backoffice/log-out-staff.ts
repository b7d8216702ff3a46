import type { Executor } from '@chaba/db/client';
import { authTokens } from '@chaba/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/secrets';

/**
 * Ends a staff session: the token stops working at once. Only a staff token is revoked here, so a
 * member token sent to this endpoint stays untouched; logging out twice is not an error.
 */
export async function logOutStaff(db: Executor, options: { token: string; now: Date }): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(options.token)),
        eq(authTokens.kind, 'staff'),
        isNull(authTokens.revokedAt),
      ),
    );
}
