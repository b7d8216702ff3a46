import type { Executor } from '@chaba/db/client';
import { callMoneyFunction, type RoundCall, type WalletAnswer } from './game-transactions';

/** One statement, prepared once per connection on PostgreSQL (decision 39). */
const winStatement = {
  name: 'game_wallet_win_v2',
  text: 'select answer, balance_satang::text as balance, reason from game_wallet_win($1, $2, $3, $4, $5, $6::bigint, $7::timestamptz, $8::bigint, $9)',
};

/**
 * A round's settlement: credits the win (0 for a lost round) from the provider's account. Accepted
 * after the player token expired, so that a round always settles. Idempotent by transaction id.
 * One statement: `game_wallet_win` (decision 28). With `betTransactionId` (a protocol whose win names
 * its bet, Hub88's) the bet must be this member's and applied: UNKNOWN_TRANSACTION otherwise,
 * TRANSACTION_ROLLED_BACK when it was rolled back; neither moves money.
 *
 * @throws DomainError server_busy when the statement fails (nothing stored; the aggregator retries)
 */
export async function settleWin(
  db: Executor,
  options: RoundCall & { betTransactionId?: string },
): Promise<WalletAnswer> {
  const values = [options.gameCode, options.amountSatang.toString()];
  return callMoneyFunction(db, winStatement, options, values, 'server_busy', [
    options.betTransactionId ?? null,
  ]);
}
