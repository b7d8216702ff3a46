import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import type { AccountSpec } from '../ledger/accounts';
import { ledgerFunctionError } from '../ledger/ledger-function-error';

/**
 * Puts deposited money on a member's wallet through the ledger, and gives the member a customer id
 * (username) on their first deposit (spec §3: "may be empty until the first deposit"); starts the
 * promotion the deposit request came with (its bonus and turnover requirement), notes the change for
 * the member's open pages, notes the push notice for their subscribed browsers (decision 35: once per
 * deposit request, whichever path credited it) and queues the advertising postback of a member's
 * first deposit. All of it
 * is the SQL function `deposit_credit` (packages/db/functions/deposits/deposit-credit.sql), one statement: idempotent by
 * the key, so a replay moves nothing and does nothing more (`replayed`).
 * Call inside the caller's transaction, with the request completed in it (before or after).
 *
 * @throws DomainError insufficient_funds (the `from` account is guarded and short), idempotency_conflict
 */
export async function creditDeposit(
  tx: Executor,
  options: {
    memberId: number;
    amountSatang: bigint;
    from: AccountSpec;
    idempotencyKey: string;
    metadata: Record<string, unknown>;
    /** The deposit request being completed, when there is one: its promotion starts now. */
    request?: { id: number; promotionId: number | null };
    now: Date;
  },
): Promise<{ transactionId: number; replayed: boolean }> {
  try {
    const [row] = await queryRows<{ posted_id: string; replayed: boolean }>(
      tx,
      sql`select posted_id::text, replayed from deposit_credit(
        ${options.memberId}::bigint, ${options.amountSatang.toString()}::bigint,
        ${options.from.code}, ${options.idempotencyKey}, ${JSON.stringify(options.metadata)}::jsonb,
        ${options.request?.id ?? null}::bigint, ${options.request?.promotionId ?? null}::bigint,
        ${options.now.toISOString()}::timestamptz)`,
    );
    if (!row) throw new Error('deposit_credit answered no row');
    return { transactionId: Number(row.posted_id), replayed: row.replayed };
  } catch (error) {
    throw ledgerFunctionError(error);
  }
}
