import type { Database } from '@chaba/db/client';
import { memberTurnover } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import {
  claimGameTransaction,
  finishGameTransaction,
  lockBet,
  wasRolledBackBeforehand,
  type WalletAnswer,
} from './game-transactions';
import { findPlayerSession } from './player-sessions';
import { completeReachedPromotion } from '../promotions/current-promotion';

/**
 * A bet from an aggregator: debits the wallet to the provider's account and counts towards the
 * member's turnover. Idempotent by transaction id; a bet above the balance is refused with
 * INSUFFICIENT_FUNDS and the balance; an expired player token is INVALID_TOKEN; a bet the aggregator
 * already rolled back (its rollback came first) is refused with TRANSACTION_ROLLED_BACK.
 */
export async function placeBet(
  db: Database,
  options: {
    provider: string;
    playerToken: string;
    transactionId: string;
    roundId: string;
    gameCode: string;
    amountSatang: bigint;
    now: Date;
  },
): Promise<WalletAnswer> {
  const { provider, transactionId, amountSatang, now } = options;
  return db.transaction(async (tx) => {
    const session = await findPlayerSession(tx, {
      provider,
      playerToken: options.playerToken,
      now,
      allowExpired: false,
    });
    if (!session) return { status: 'INVALID_TOKEN', transactionId };
    await lockBet(tx, provider, transactionId);
    const claim = await claimGameTransaction(tx, {
      provider,
      transactionId,
      kind: 'bet',
      memberId: session.memberId,
      roundId: options.roundId,
      gameCode: options.gameCode,
      amountSatang,
      createdAt: now,
    });
    if (!claim.claimed) return claim.answer;
    if (
      await wasRolledBackBeforehand(tx, {
        provider,
        betTransactionId: transactionId,
        memberId: session.memberId,
      })
    ) {
      return finishGameTransaction(tx, {
        id: claim.id,
        memberId: session.memberId,
        transactionId,
        status: 'refused',
        answerStatus: 'TRANSACTION_ROLLED_BACK',
      });
    }
    const wallet = ledgerAccount.memberWallet(session.memberId);
    let walletSatang: bigint | undefined;
    try {
      const posted = await postTransaction(tx, {
        idempotencyKey: `game:${provider}:${transactionId}`,
        eventType: 'game_bet',
        postings: transfer(wallet, ledgerAccount.gameProvider(provider), amountSatang),
        metadata: { roundId: options.roundId, gameCode: options.gameCode },
      });
      walletSatang = posted.balances.get(wallet.code);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'insufficient_funds') {
        return finishGameTransaction(tx, {
          id: claim.id,
          memberId: session.memberId,
          transactionId,
          status: 'refused',
          answerStatus: 'INSUFFICIENT_FUNDS',
        });
      }
      throw error;
    }
    await tx
      .insert(memberTurnover)
      .values({ memberId: session.memberId, betTotalSatang: amountSatang, updatedAt: now })
      .onConflictDoUpdate({
        target: memberTurnover.memberId,
        set: { betTotalSatang: sql`${memberTurnover.betTotalSatang} + ${amountSatang}`, updatedAt: now },
      });
    await completeReachedPromotion(tx, { memberId: session.memberId, now });
    return finishGameTransaction(tx, {
      id: claim.id,
      memberId: session.memberId,
      transactionId,
      status: 'applied',
      answerStatus: 'OK',
      walletSatang,
    });
  });
}
