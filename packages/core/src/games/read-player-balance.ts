import type { Executor } from '@chaba/db/client';
import { hashToken } from '../auth/secrets';
import { callWalletFunction } from './game-transactions';

/** One statement, prepared once per connection on PostgreSQL (decision 39). */
const balanceStatement = {
  name: 'game_wallet_read_balance_v1',
  text: 'select answer, balance_satang::text as balance, reason from game_wallet_read_balance($1, $2, $3::timestamptz)',
};

/**
 * The wallet balance for a live player token; INVALID_TOKEN otherwise. One statement:
 * `game_wallet_read_balance` (migration 0029).
 *
 * @throws DomainError server_busy when the statement fails
 */
export async function readPlayerBalance(
  db: Executor,
  options: { provider: string; playerToken: string; now: Date },
) {
  const row = await callWalletFunction(
    db,
    balanceStatement,
    [options.provider, hashToken(options.playerToken), options.now.toISOString()],
    'server_busy',
  );
  if (row.answer !== 'OK') return { status: 'INVALID_TOKEN' as const };
  return { status: 'OK' as const, balanceSatang: BigInt(row.balance!) };
}
