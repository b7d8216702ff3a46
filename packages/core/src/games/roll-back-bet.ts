import type { Database } from '@chaba/db/client';
import { gameTransactions, memberTurnover } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { beginWalletCall, type WalletAnswer } from './game-transactions';

/**
 * Cancels a bet: the stake returns to the wallet and leaves the turnover. Accepted after the player
 * token expired. A rollback of a bet we never applied (unknown, refused, or already rolled back) is
 * recorded and changes nothing; if that bet arrives later for the same member, the record refuses
 * it (place-bet.ts). A rollback naming another member's bet is refused with UNKNOWN_TRANSACTION and
 * leaves that bet alone: a player token only ever moves its own member's money. Idempotent by its
 * own transaction id.
 */
export async function rollBackBet(
  db: Database,
  options: {
    provider: string;
    playerToken: string;
    transactionId: string;
    referenceTransactionId: string;
    roundId: string;
    now: Date;
  },
): Promise<WalletAnswer> {
  const { provider, transactionId, now } = options;
  return db.transaction(async (tx) => {
    const call = await beginWalletCall(tx, {
      playerToken: options.playerToken,
      now,
      allowExpired: true,
      lockBetId: options.referenceTransactionId,
      transaction: {
        provider,
        transactionId,
        kind: 'rollback',
        roundId: options.roundId,
        amountSatang: 0n,
        referenceTransactionId: options.referenceTransactionId,
      },
    });
    if ('answer' in call) return call.answer;
    const { memberId } = call;
    const [named] = await tx
      .select({ memberId: gameTransactions.memberId })
      .from(gameTransactions)
      .where(
        and(
          eq(gameTransactions.provider, provider),
          eq(gameTransactions.transactionId, options.referenceTransactionId),
          eq(gameTransactions.kind, 'bet'),
        ),
      );
    if (named && named.memberId !== memberId) {
      return call.finish({
        status: 'refused',
        answerStatus: 'UNKNOWN_TRANSACTION',
      });
    }
    const [bet] = await tx
      .update(gameTransactions)
      .set({ status: 'rolled_back' })
      .where(
        and(
          eq(gameTransactions.provider, provider),
          eq(gameTransactions.transactionId, options.referenceTransactionId),
          eq(gameTransactions.kind, 'bet'),
          eq(gameTransactions.memberId, memberId),
          eq(gameTransactions.status, 'applied'),
        ),
      )
      .returning();
    if (!bet) {
      return call.finish({
        status: 'noop',
        answerStatus: 'OK',
      });
    }
    await postTransaction(tx, {
      idempotencyKey: `game:${provider}:${transactionId}`,
      eventType: 'game_rollback',
      postings: transfer(
        ledgerAccount.gameProvider(provider),
        ledgerAccount.memberWallet(memberId),
        bet.amountSatang,
      ),
      metadata: { roundId: options.roundId, reference: options.referenceTransactionId },
    });
    await tx
      .update(memberTurnover)
      .set({
        betTotalSatang: sql`greatest(${memberTurnover.betTotalSatang} - ${bet.amountSatang}, 0)`,
        updatedAt: now,
      })
      .where(eq(memberTurnover.memberId, memberId));
    return call.finish({
      status: 'applied',
      answerStatus: 'OK',
    });
  });
}
