import type { Executor } from '@chaba/db/client';
import { callMoneyFunction, type WalletAnswer } from './game-transactions';

/** One statement, prepared once per connection on PostgreSQL (decision 39). */
const rollbackStatement = {
  name: 'game_wallet_rollback_v2',
  text: 'select answer, balance_satang::text as balance, reason from game_wallet_rollback($1, $2, $3, $4, $5, $6::timestamptz, $7::bigint)',
};

/**
 * Cancels a bet: the stake returns to the wallet and leaves the turnover. Accepted after the player
 * token expired. A rollback of a bet we never applied (unknown, refused, or already rolled back) is
 * recorded and changes nothing; if that bet arrives later for the same member, the record refuses
 * it. A rollback naming another member's bet is refused with UNKNOWN_TRANSACTION and leaves that
 * bet alone: a player token only ever moves its own member's money. Idempotent by its own
 * transaction id. One statement: `game_wallet_rollback` (migration 0029, decision 28), which takes
 * the bet's lock (an advisory lock by provider and bet id) that the bet takes too, so a rollback and
 * its bet never miss each other.
 *
 * @throws DomainError server_busy when the statement fails (nothing stored; the aggregator retries)
 */
export async function rollBackBet(
  db: Executor,
  options: {
    provider: string;
    playerToken: string;
    transactionId: string;
    referenceTransactionId: string;
    roundId: string;
    now: Date;
    /** The member the call names (Hub88's `user`): only that member's token counts. */
    memberId?: number;
  },
): Promise<WalletAnswer> {
  return callMoneyFunction(db, rollbackStatement, options, [options.referenceTransactionId], 'server_busy');
}
