import type { Executor } from '@chaba/db/client';
import { callMoneyFunction, type RoundCall, type WalletAnswer } from './game-transactions';

/** One statement, prepared once per connection on PostgreSQL (decision 39). */
const betStatement = {
  name: 'game_wallet_bet_v2',
  text: 'select answer, balance_satang::text as balance, reason from game_wallet_bet($1, $2, $3, $4, $5, $6::bigint, $7::timestamptz, $8::bigint, $9::boolean)',
};

/**
 * A bet from an aggregator: debits the wallet to the provider's account and counts towards the
 * member's turnover. Idempotent by transaction id; a bet above the balance is refused with
 * INSUFFICIENT_FUNDS and the balance; an expired player token is INVALID_TOKEN; a bet the aggregator
 * already rolled back (its rollback came first) is refused with TRANSACTION_ROLLED_BACK.
 *
 * Player protection is asked inside the debit's transaction, after the id's lock and the look for
 * an earlier call of it (a replay answers its first answer, even after a limit changed) and before
 * the debit: any refusal (a loss limit, play time, a time-out, self-exclusion, a closed account)
 * answers LIMIT_EXCEEDED with the balance and its reason, both stored for replays.
 *
 * With `memberId` (a protocol whose calls name the player) only that member's token counts; with
 * `knownGameOnly` a game code the catalogue does not hold for the provider answers UNKNOWN_GAME. The check locks the member's
 * row, so one member's concurrent bets queue there and each counts the ones before it.
 *
 * All of it is `game_wallet_bet` (migration 0029, decision 28): one statement. When it fails (the
 * check could not answer, or anything else) nothing is stored, not even the bet's row, and the call
 * throws player_protection_unavailable: the route answers 503, no bet without an answer.
 *
 * @throws DomainError player_protection_unavailable
 */
export async function placeBet(
  db: Executor,
  options: RoundCall & { knownGameOnly?: boolean },
): Promise<WalletAnswer> {
  const values = [options.gameCode, options.amountSatang.toString()];
  const knownGameOnly = String(options.knownGameOnly ?? false);
  return callMoneyFunction(db, betStatement, options, values, 'player_protection_unavailable', [
    knownGameOnly,
  ]);
}
