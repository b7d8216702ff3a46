import type { Database } from '@chaba/db/client';
import { memberTurnover } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import {
  beginWalletCall,
  wasRolledBackBeforehand,
  type RoundCall,
  type WalletAnswer,
} from './game-transactions';
import { completeReachedPromotion } from '../promotions/current-promotion';
import { checkPlayerProtection } from '../responsible-gaming/check-player-protection';

/**
 * A bet from an aggregator: debits the wallet to the provider's account and counts towards the
 * member's turnover. Idempotent by transaction id; a bet above the balance is refused with
 * INSUFFICIENT_FUNDS and the balance; an expired player token is INVALID_TOKEN; a bet the aggregator
 * already rolled back (its rollback came first) is refused with TRANSACTION_ROLLED_BACK.
 *
 * Player protection is asked inside the debit's transaction, after the id is claimed (a replay
 * answers its first answer, even after a limit changed) and before the debit: any refusal (a loss
 * limit, play time, a time-out, self-exclusion, a closed account) answers LIMIT_EXCEEDED with the
 * balance and is stored for replays. The check locks the member's row, so one member's concurrent
 * bets queue there and each counts the ones before it. When the check cannot answer
 * (player_protection_unavailable) the whole call fails and nothing is stored, not even the claim:
 * the route answers 503, no bet without an answer.
 */
export async function placeBet(db: Database, options: RoundCall): Promise<WalletAnswer> {
  const { provider, transactionId, amountSatang, now } = options;
  return db.transaction(async (tx) => {
    const call = await beginWalletCall(tx, {
      playerToken: options.playerToken,
      now,
      allowExpired: false,
      lockBetId: transactionId,
      transaction: {
        provider,
        transactionId,
        kind: 'bet',
        roundId: options.roundId,
        gameCode: options.gameCode,
        amountSatang,
      },
    });
    if ('answer' in call) return call.answer;
    const { memberId } = call;
    if (await wasRolledBackBeforehand(tx, { provider, betTransactionId: transactionId, memberId })) {
      return call.finish({ status: 'refused', answerStatus: 'TRANSACTION_ROLLED_BACK' });
    }
    try {
      await checkPlayerProtection(tx, memberId, { kind: 'bet', amountSatang }, now);
    } catch (error) {
      if (error instanceof DomainError && error.code !== 'player_protection_unavailable') {
        return call.finish({ status: 'refused', answerStatus: 'LIMIT_EXCEEDED' });
      }
      throw error;
    }
    const wallet = ledgerAccount.memberWallet(memberId);
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
        return call.finish({
          status: 'refused',
          answerStatus: 'INSUFFICIENT_FUNDS',
        });
      }
      throw error;
    }
    await tx
      .insert(memberTurnover)
      .values({ memberId, betTotalSatang: amountSatang, updatedAt: now })
      .onConflictDoUpdate({
        target: memberTurnover.memberId,
        set: { betTotalSatang: sql`${memberTurnover.betTotalSatang} + ${amountSatang}`, updatedAt: now },
      });
    await completeReachedPromotion(tx, { memberId, now });
    return call.finish({
      status: 'applied',
      answerStatus: 'OK',
      walletSatang,
    });
  });
}
