import type { Database, Transaction } from '@chaba/db/client';
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
  const betId = options.referenceTransactionId;
  return db.transaction(async (tx) => {
    const call = await beginWalletCall(tx, {
      playerToken: options.playerToken,
      now,
      allowExpired: true,
      lockBetId: betId,
      transaction: {
        provider,
        transactionId,
        kind: 'rollback',
        roundId: options.roundId,
        amountSatang: 0n,
        referenceTransactionId: betId,
      },
    });
    if ('answer' in call) return call.answer;
    const { memberId } = call;
    if (await isAnotherMembersBet(tx, { provider, betId, memberId })) {
      return call.finish({
        status: 'refused',
        answerStatus: 'UNKNOWN_TRANSACTION',
      });
    }
    const bet = await markBetRolledBack(tx, { provider, betId, memberId });
    if (!bet) {
      return call.finish({
        status: 'noop',
        answerStatus: 'OK',
      });
    }
    await returnStake(tx, {
      provider,
      transactionId,
      betId,
      roundId: options.roundId,
      memberId,
      amountSatang: bet.amountSatang,
      now,
    });
    return call.finish({
      status: 'applied',
      answerStatus: 'OK',
    });
  });
}

type BetOfMember = { provider: string; betId: string; memberId: number };

/** True when the bet the rollback names exists and belongs to another member. */
async function isAnotherMembersBet(tx: Transaction, options: BetOfMember) {
  const [named] = await tx
    .select({ memberId: gameTransactions.memberId })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.provider, options.provider),
        eq(gameTransactions.transactionId, options.betId),
        eq(gameTransactions.kind, 'bet'),
      ),
    );
  return named !== undefined && named.memberId !== options.memberId;
}

/** Moves the member's applied bet to rolled back; undefined when there is no such bet. */
async function markBetRolledBack(tx: Transaction, options: BetOfMember) {
  const [bet] = await tx
    .update(gameTransactions)
    .set({ status: 'rolled_back' })
    .where(
      and(
        eq(gameTransactions.provider, options.provider),
        eq(gameTransactions.transactionId, options.betId),
        eq(gameTransactions.kind, 'bet'),
        eq(gameTransactions.memberId, options.memberId),
        eq(gameTransactions.status, 'applied'),
      ),
    )
    .returning();
  return bet;
}

/** Puts the stake back on the wallet through the ledger and takes it out of the turnover. */
async function returnStake(
  tx: Transaction,
  options: {
    provider: string;
    transactionId: string;
    betId: string;
    roundId: string;
    memberId: number;
    amountSatang: bigint;
    now: Date;
  },
) {
  const { provider, memberId, amountSatang } = options;
  await postTransaction(tx, {
    idempotencyKey: `game:${provider}:${options.transactionId}`,
    eventType: 'game_rollback',
    postings: transfer(
      ledgerAccount.gameProvider(provider),
      ledgerAccount.memberWallet(memberId),
      amountSatang,
    ),
    metadata: { roundId: options.roundId, reference: options.betId },
  });
  await tx
    .update(memberTurnover)
    .set({
      betTotalSatang: sql`greatest(${memberTurnover.betTotalSatang} - ${amountSatang}, 0)`,
      updatedAt: options.now,
    })
    .where(eq(memberTurnover.memberId, memberId));
}
