import type { Executor } from '@chaba/db/client';
import { gameSessions } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { hashToken } from '../auth/secrets';

/** How long a player token works for bets; wins and rollbacks are accepted after that. */
export const playerSessionLifetimeSeconds = 4 * 60 * 60;

/**
 * The session behind a player token of a provider. Expired sessions are returned only when asked:
 * a round's win or rollback must settle even if the player's token ran out meanwhile.
 */
export async function findPlayerSession(
  db: Executor,
  options: { provider: string; playerToken: string; now: Date; allowExpired: boolean },
) {
  const [session] = await db
    .select()
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.tokenHash, hashToken(options.playerToken)),
        eq(gameSessions.provider, options.provider),
      ),
    );
  if (!session) return undefined;
  if (!options.allowExpired && session.expiresAt.getTime() <= options.now.getTime()) return undefined;
  return session;
}
