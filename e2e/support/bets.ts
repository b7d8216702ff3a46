import { gameTransactions, games, members } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { ApiMember } from './api';
import type { E2eServer } from './server';

/**
 * An applied slot bet of the member at `at`, as the game wallet records it (a lost bet: nothing won
 * back): what cashback and the VIP turnover basis count, without playing a game in the browser.
 */
export async function slotBet(
  server: E2eServer,
  member: ApiMember,
  options: { amountSatang: bigint; at: Date; label: string },
) {
  const { db } = server.running.connection;
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.phone, member.phone));
  const [slot] = await db
    .select({ provider: games.provider, code: games.code })
    .from(games)
    .where(and(eq(games.category, 'slot'), eq(games.active, true)))
    .limit(1);
  const id = randomUUID();
  await db.insert(gameTransactions).values({
    provider: slot!.provider,
    transactionId: `e2e-${options.label}-${id}`,
    kind: 'bet',
    memberId: row!.id,
    roundId: id,
    gameCode: slot!.code,
    amountSatang: options.amountSatang,
    status: 'applied',
    answerStatus: 'ok',
    balanceAfterSatang: 0n,
    createdAt: options.at,
  });
}
