import type { Executor } from '@chaba/db/client';
import { hashToken } from '../auth/secrets';
import { callWalletFunction } from './game-transactions';

/** One statement, prepared once per connection on PostgreSQL (decision 39). */
const balanceStatement = {
  name: 'game_wallet_read_balance_v2',
  text: 'select answer, balance_satang::text as balance, reason from game_wallet_read_balance($1, $2, $3::timestamptz, $4::bigint)',
};

/**
 * The wallet balance for a live player token (of `memberId` only, when the protocol names the
 * player); INVALID_TOKEN otherwise, `tokenExpired` when the token's session exists but ran out. One
 * statement: `game_wallet_read_balance` (decision 28).
 *
 * @throws DomainError server_busy when the statement fails
 */
export async function readPlayerBalance(
  db: Executor,
  options: { provider: string; playerToken: string; now: Date; memberId?: number },
) {
  const member = options.memberId === undefined ? null : String(options.memberId);
  const row = await callWalletFunction(
    db,
    balanceStatement,
    [options.provider, hashToken(options.playerToken), options.now.toISOString(), member],
    'server_busy',
  );
  if (row.answer !== 'OK')
    return { status: 'INVALID_TOKEN' as const, tokenExpired: row.reason === 'token_expired' };
  return { status: 'OK' as const, balanceSatang: BigInt(row.balance!) };
}
