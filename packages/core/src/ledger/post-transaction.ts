import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import type { AccountSpec } from './accounts';
import { ledgerFunctionError } from './ledger-function-error';

export interface PostingInput {
  account: AccountSpec;
  amountSatang: bigint;
}

export interface PostTransactionInput {
  /** One key per business event, e.g. `deposit:42:complete`. Replaying it returns the first result. */
  idempotencyKey: string;
  eventType: string;
  postings: PostingInput[];
  metadata?: Record<string, unknown>;
}

export interface PostedTransaction {
  transactionId: number;
  /** True when the key had been posted before and nothing moved this time. */
  replayed: boolean;
  /** The new balances of the guarded accounts this posting moved, by code (empty on a replay). */
  balances: Map<string, bigint>;
}

/**
 * Moves money (DESIGN.md §3): one call of the ledger's one writer, the SQL function `ledger_post`
 * (packages/db/functions/ledger/ledger-post.sql), which checks that the postings balance, claims the
 * idempotency key with a hash of the postings, moves the cached balances (a guarded account never
 * below zero) and writes the postings, in one statement of the caller's transaction (or its own).
 * When a guarded account is short, nothing is written and the caller's transaction stays usable.
 *
 * @throws DomainError insufficient_funds (naming the account), idempotency_conflict
 */
export async function postTransaction(db: Executor, input: PostTransactionInput): Promise<PostedTransaction> {
  const codes = input.postings.map((posting) => posting.account.code);
  const amounts = input.postings.map((posting) => posting.amountSatang.toString());
  let row: {
    transaction_id: string | null;
    replayed: boolean;
    short_account: string | null;
    balances: string[] | null;
  };
  try {
    [row] = (await queryRows<typeof row>(
      db,
      sql`select transaction_id::text, replayed, short_account, balances::text[] as balances from ledger_post(
        ${input.idempotencyKey}, ${input.eventType}, ${sql.param(codes)}::text[], ${sql.param(amounts)}::bigint[],
        ${JSON.stringify(input.metadata ?? {})}::jsonb)`,
    )) as [typeof row];
  } catch (error) {
    throw ledgerFunctionError(error);
  }
  if (row.short_account !== null) {
    throw new DomainError('insufficient_funds', { values: { account: row.short_account } });
  }
  const balances = new Map<string, bigint>();
  row.balances?.forEach((balance, index) => {
    if (balance !== null) balances.set(codes[index]!, BigInt(balance));
  });
  return { transactionId: Number(row.transaction_id), replayed: row.replayed, balances };
}

/** A transfer of a positive amount from one account to another: the common two-legged case. */
export function transfer(from: AccountSpec, to: AccountSpec, amountSatang: bigint): PostingInput[] {
  if (amountSatang <= 0n) throw new Error(`a transfer moves a positive amount, not ${amountSatang}`);
  return [
    { account: from, amountSatang: -amountSatang },
    { account: to, amountSatang },
  ];
}
