import type { Database } from '@chaba/db/client';
import { gameLaunches, gameSessions, games, members } from '@chaba/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/secrets';
import { addSeconds } from '../clock';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { playerSessionLifetimeSeconds } from './player-sessions';

/**
 * The aggregator trades the one-time launch token from the game URL for a player token. A used,
 * expired or foreign launch token answers INVALID_TOKEN.
 */
export async function authenticatePlayer(
  db: Database,
  options: { provider: string; launchToken: string; now: Date },
) {
  const { now } = options;
  return db.transaction(async (tx) => {
    const [launch] = await tx
      .update(gameLaunches)
      .set({ usedAt: now })
      .where(
        and(
          eq(gameLaunches.tokenHash, hashToken(options.launchToken)),
          isNull(gameLaunches.usedAt),
          gt(gameLaunches.expiresAt, now),
        ),
      )
      .returning();
    const [game] = launch ? await tx.select().from(games).where(eq(games.id, launch.gameId)) : [];
    if (!launch || !game || game.provider !== options.provider) return { status: 'INVALID_TOKEN' as const };
    const [member] = await tx.select().from(members).where(eq(members.id, launch.memberId));
    if (!member) return { status: 'INVALID_TOKEN' as const };
    const playerToken = generateToken();
    await tx.insert(gameSessions).values({
      tokenHash: hashToken(playerToken),
      memberId: member.id,
      provider: options.provider,
      gameCode: game.code,
      expiresAt: addSeconds(now, playerSessionLifetimeSeconds),
      createdAt: now,
    });
    const balance = await readBalance(tx, ledgerAccount.memberWallet(member.id));
    return {
      status: 'OK' as const,
      playerToken,
      playerId: member.username ?? `M${member.id}`,
      gameCode: game.code,
      language: launch.language,
      balanceSatang: balance,
    };
  });
}
