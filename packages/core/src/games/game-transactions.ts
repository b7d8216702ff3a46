import type { Executor } from '@chaba/db/client';
import { queryPrepared, type PreparedStatement } from '@chaba/db/prepared-query';
import { hashToken } from '../auth/secrets';
import { DomainError, type DomainErrorCode } from '../errors';

/** The protocol's statuses a bet, a win or a rollback answers with the wallet's balance. */
export type WalletAnswerStatus =
  | 'OK'
  | 'INSUFFICIENT_FUNDS'
  | 'LIMIT_EXCEEDED'
  | 'DUPLICATE_MISMATCH'
  | 'TRANSACTION_ROLLED_BACK'
  | 'UNKNOWN_TRANSACTION'
  | 'UNKNOWN_GAME';

/**
 * A money call's outcome. `reason` says why, when the function gave one: player protection's code of a
 * LIMIT_EXCEEDED (loss_limit_reached, timed_out, …; stored, so a replay carries it too) and
 * `token_expired` for an INVALID_TOKEN whose session exists but ran out.
 */
export type WalletAnswer =
  | { status: WalletAnswerStatus; balanceSatang: bigint; transactionId: string; reason?: string }
  | { status: 'INVALID_TOKEN'; transactionId: string; reason?: string };

/** What a bet and a win carry: one round's money call. */
export interface RoundCall {
  provider: string;
  playerToken: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amountSatang: bigint;
  now: Date;
  /**
   * The member the call names, for a protocol whose calls name the player (Hub88's `user`): only a
   * session of this member counts, a token of another is no token. Absent for the demo protocol.
   */
  memberId?: number;
}

/** One row of a game_wallet_* function (migration 0029). */
export interface WalletRow {
  answer: 'INVALID_TOKEN' | WalletAnswerStatus;
  balance: string | null;
  /** Why player protection refused a bet (loss_limit_reached, timed_out, …); null otherwise. */
  reason: string | null;
}

const answerStatuses = new Set<string>([
  'OK',
  'INSUFFICIENT_FUNDS',
  'LIMIT_EXCEEDED',
  'DUPLICATE_MISMATCH',
  'TRANSACTION_ROLLED_BACK',
  'UNKNOWN_TRANSACTION',
  'UNKNOWN_GAME',
  'INVALID_TOKEN',
]);

/**
 * Runs one wallet function of migration 0029 (decision 28): one statement, one round trip, its own
 * transaction (no BEGIN/COMMIT around it), so the rows it locks are held only while the database
 * works. On PostgreSQL the statement is a named prepared one (decision 39): parsed and planned once
 * per pooled connection, then only bound and executed. The money rules live in the function; this only carries the call there and the row back.
 * When the statement fails (the database is down, a lock timed out, player protection could not
 * read its tables…) the function's work is rolled back as a whole, claim included, and the caller
 * gets `unavailable` (HTTP 503: nothing recorded, the aggregator retries with the same id), never a
 * half-done call or a 500.
 *
 * @throws DomainError `unavailable`
 */
export async function callWalletFunction(
  db: Executor,
  statement: PreparedStatement,
  values: readonly (string | null)[],
  unavailable: DomainErrorCode,
): Promise<WalletRow> {
  let rows: WalletRow[];
  try {
    rows = await queryPrepared<WalletRow>(db, statement, values);
  } catch (error) {
    throw new DomainError(unavailable, { field: 'amount' }, { cause: databaseFailure(error) });
  }
  const [row] = rows;
  if (!row || !answerStatuses.has(row.answer) || (row.answer !== 'INVALID_TOKEN' && row.balance === null)) {
    throw new DomainError(unavailable, { field: 'amount' }, { cause: new Error('unexpected wallet row') });
  }
  return row;
}

/** The wallet function's row as the answer of a money call. */
export function walletAnswer(row: WalletRow, transactionId: string): WalletAnswer {
  const reason = row.reason === null ? {} : { reason: row.reason };
  if (row.answer === 'INVALID_TOKEN') return { status: 'INVALID_TOKEN', transactionId, ...reason };
  return { status: row.answer, balanceSatang: BigInt(row.balance!), transactionId, ...reason };
}

/**
 * A bet's, a win's or a rollback's call of its wallet function, whose parameters come in one order:
 * provider, the player token's hash, transaction id, round id, the function's own `values` (a bet's
 * and a win's game code and amount in satang, a rollback's bet id), now, the member the call names
 * (NULL when it names none), then the function's `options` (a bet's known-game check, a win's bet id).
 *
 * @throws DomainError `unavailable` (`callWalletFunction`)
 */
export async function callMoneyFunction(
  db: Executor,
  statement: PreparedStatement,
  call: Pick<RoundCall, 'provider' | 'playerToken' | 'transactionId' | 'roundId' | 'now' | 'memberId'>,
  values: readonly string[],
  unavailable: DomainErrorCode,
  options: readonly (string | null)[] = [],
): Promise<WalletAnswer> {
  const row = await callWalletFunction(
    db,
    statement,
    [
      call.provider,
      hashToken(call.playerToken),
      call.transactionId,
      call.roundId,
      ...values,
      call.now.toISOString(),
      call.memberId === undefined ? null : String(call.memberId),
      ...options,
    ],
    unavailable,
  );
  return walletAnswer(row, call.transactionId);
}

/**
 * The database's own error behind a failed call, for the operator's log: its SQLSTATE and message
 * only. The driver's wrapper is left out, since its message repeats the query's parameters (the
 * player token's hash, the transaction id).
 */
function databaseFailure(error: unknown): Error {
  let inner: unknown = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const code = (inner as { code?: unknown }).code;
  const message = inner instanceof Error ? inner.message : String(inner);
  return new Error(`wallet function failed${typeof code === 'string' ? ` (${code})` : ''}: ${message}`);
}
