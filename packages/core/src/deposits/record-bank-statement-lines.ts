import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { statementClockSkewSeconds } from './deposit-rules';

export interface LineOutcome {
  id: string;
  /** `duplicate`: another source reported this transfer first; `requestId`/`memberId` are that line's. */
  status: 'matched' | 'unmatched' | 'credited' | 'refunded' | 'duplicate' | 'conflict';
  requestId: number | null;
  /** The member whose account changed, for the live update. */
  memberId: number | null;
}

/** A transfer into one of our accounts, as a statement reader reports it (`id`: its own id for the line). */
export interface StatementLine {
  externalId: string;
  accountNumber: string;
  amountSatang: bigint;
  occurredAt: Date;
  fromBank?: string | null;
  fromAccount?: string | null;
  fromName?: string | null;
  /** Who reports it: the bank statement webhook (default), a member's slip, a bank message. */
  source?: 'webhook' | 'slip' | 'bank_message';
  /** A slip's line: the member who attached it; only that member's pending deposit is completed. */
  memberId?: number | null;
  /**
   * A slip's line that pays no pending deposit of its member (none, or another amount): `hold` it
   * for staff (default) or `credit` the amount received as a completed deposit made for it.
   */
  unmatchedRule?: 'hold' | 'credit';
}

/**
 * Applies incoming transfers. Each line is applied at most once (by its id; a replay answers as the
 * first time). A line matching exactly one pending deposit — same company account, exact amount,
 * inside the deposit's window, and the sender's account when the line gives it — completes the
 * deposit and credits the wallet at once. Any other line is kept as unmatched for an operator, its
 * money held on the unmatched-deposits account, never lost. Each line is its own transaction: the
 * caller validates lines one by one and passes only the good ones, so a bad line never holds back
 * the others (issue 9). During maintenance with "credit when it ends", a line that matches is held
 * instead and credited when maintenance ends (`maintenance/release-held-transfers`). A line that
 * matches a deposit player protection now refuses (the member's deposit limit, a time-out, a
 * self-exclusion, a closed account, or no answer) is held in suspense too, marked with the refusal,
 * for staff (decision 20). A line that reports a transfer another source (a slip, the webhook, a
 * bank message) reported first is recorded as its `duplicate` and moves no money (issue 26).
 *
 * Each line is one statement, the SQL function `deposit_record_statement_line` (migration 0030,
 * decision 31), sent outside any transaction block: it is its own transaction, so its locks (the
 * deposit request, the member's row, the wallet) are held only while the database works. When it
 * fails nothing of the line is stored and the call throws `server_busy` (503): the bank's reader
 * sends the line again.
 *
 * @throws DomainError server_busy
 */
export async function recordBankStatementLines(
  db: Executor,
  options: { lines: StatementLine[]; now: Date },
): Promise<LineOutcome[]> {
  const outcomes: LineOutcome[] = [];
  for (const line of options.lines) outcomes.push(await recordLine(db, line, options.now));
  return outcomes;
}

async function recordLine(db: Executor, line: StatementLine, now: Date): Promise<LineOutcome> {
  let row: { status: LineOutcome['status']; request_id: string | null; member_id: string | null } | undefined;
  try {
    [row] = await queryRows<NonNullable<typeof row>>(
      db,
      sql`select status, request_id::text, member_id::text from deposit_record_statement_line(
        ${line.externalId}, ${line.accountNumber}, ${line.amountSatang.toString()}::bigint,
        ${line.occurredAt.toISOString()}::timestamptz, ${line.fromBank ?? null}, ${line.fromAccount ?? null},
        ${line.fromName ?? null}, ${now.toISOString()}::timestamptz, ${statementClockSkewSeconds}::integer,
        ${line.source ?? 'webhook'}::text, ${line.memberId ?? null}::bigint, ${line.unmatchedRule ?? 'hold'}::text)`,
    );
  } catch (error) {
    throw new DomainError('server_busy', {}, { cause: databaseFailure(error) });
  }
  if (!row) throw new DomainError('server_busy', {}, { cause: new Error('no row for the statement line') });
  return {
    id: line.externalId,
    status: row.status,
    requestId: row.request_id === null ? null : Number(row.request_id),
    memberId: row.member_id === null ? null : Number(row.member_id),
  };
}

/**
 * The database's own error behind a failed line, for the operator's log: its SQLSTATE and message
 * only, not the driver's wrapper that repeats the query's parameters (the sender's account).
 */
function databaseFailure(error: unknown): Error {
  let inner: unknown = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const code = (inner as { code?: unknown }).code;
  const message = inner instanceof Error ? inner.message : String(inner);
  return new Error(`statement line failed${typeof code === 'string' ? ` (${code})` : ''}: ${message}`);
}
