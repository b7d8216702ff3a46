import type { Executor } from '@chaba/db/client';
import { authTokens, staffSessions } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/secrets';
import { issueToken, type IssuedToken } from '../auth/tokens';

/** A staff session lasts a working shift. */
export const staffTokenLifetimeSeconds = 8 * 60 * 60;

/**
 * Issues a staff token and records where it was opened (address, device), in the caller's
 * transaction: the list of active sessions shows both.
 */
export async function openStaffSession(
  tx: Executor,
  options: { staffId: number; clientAddress: string; userAgent: string | undefined; now: Date },
): Promise<IssuedToken> {
  const issued = await issueToken(tx, {
    kind: 'staff',
    staffId: options.staffId,
    now: options.now,
    lifetimeSeconds: staffTokenLifetimeSeconds,
  });
  const [token] = await tx
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashToken(issued.token)));
  await tx.insert(staffSessions).values({
    tokenId: token!.id,
    staffId: options.staffId,
    clientAddress: options.clientAddress,
    // A browser's user agent is a few hundred characters; a longer one is cut, never refused.
    userAgent: options.userAgent?.slice(0, 512) ?? null,
    createdAt: options.now,
  });
  return issued;
}
