import type { Executor } from '@chaba/db/client';
import { sql } from 'drizzle-orm';
import { hashToken } from '../auth/secrets';
import { callWalletFunction } from './game-transactions';

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
    sql`select answer, balance_satang::text as balance, reason from game_wallet_read_balance(
      ${options.provider}, ${hashToken(options.playerToken)}, ${options.now.toISOString()}::timestamptz)`,
    'server_busy',
  );
  if (row.answer !== 'OK') return { status: 'INVALID_TOKEN' as const };
  return { status: 'OK' as const, balanceSatang: BigInt(row.balance!) };
}
