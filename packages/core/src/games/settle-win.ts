import type { Database } from '@chaba/db/client';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { beginWalletCall, type RoundCall, type WalletAnswer } from './game-transactions';

/**
 * A round's settlement: credits the win (0 for a lost round) from the provider's account. Accepted
 * after the player token expired, so that a round always settles. Idempotent by transaction id.
 */
export async function settleWin(db: Database, options: RoundCall): Promise<WalletAnswer> {
  const { provider, transactionId, amountSatang, now } = options;
  return db.transaction(async (tx) => {
    const call = await beginWalletCall(tx, {
      playerToken: options.playerToken,
      now,
      allowExpired: true,
      transaction: {
        provider,
        transactionId,
        kind: 'win',
        roundId: options.roundId,
        gameCode: options.gameCode,
        amountSatang,
      },
    });
    if ('answer' in call) return call.answer;
    const wallet = ledgerAccount.memberWallet(call.memberId);
    let walletSatang: bigint | undefined;
    if (amountSatang > 0n) {
      const posted = await postTransaction(tx, {
        idempotencyKey: `game:${provider}:${transactionId}`,
        eventType: 'game_win',
        postings: transfer(ledgerAccount.gameProvider(provider), wallet, amountSatang),
        metadata: { roundId: options.roundId, gameCode: options.gameCode },
      });
      walletSatang = posted.balances.get(wallet.code);
    }
    return call.finish({
      status: amountSatang > 0n ? 'applied' : 'noop',
      answerStatus: 'OK',
      walletSatang,
    });
  });
}
