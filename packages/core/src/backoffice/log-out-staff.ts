import type { Database } from '@chaba/db/client';
import { authTokens } from '@chaba/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/secrets';
import { recordAudit } from '../audit/record-audit';

/**
 * Ends a staff session: the token stops working at once. Only a staff token is revoked here, so a
 * member token sent to this endpoint stays untouched; logging out twice is not an error. The logout
 * and its audit record commit together.
 */
export async function logOutStaff(
  db: Database,
  options: { staffId: number; token: string; clientAddress?: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ revokedAt: options.now })
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(options.token)),
          eq(authTokens.kind, 'staff'),
          isNull(authTokens.revokedAt),
        ),
      );
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'staff.logout',
      clientAddress: options.clientAddress,
      now: options.now,
    });
  });
}
